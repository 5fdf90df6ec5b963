import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { OrderQuotesDto } from './order-quotes.dto.js';

/** Quotes for an order's destination and volumes, or for one of its volumes (shipments/{id}/quotes). */
export class GetOrderQuotesQuery extends Query<OrderQuotesDto> {
  constructor(
    readonly actor: Actor,
    readonly target: { orderId: string } | { shipmentId: string },
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { OrderListDto, OrderListQuery } from '../orders.dto.js';

export class ListOrdersQuery extends Query<OrderListDto> {
  constructor(
    readonly actor: Actor,
    readonly query: OrderListQuery,
  ) {
    super();
  }
}

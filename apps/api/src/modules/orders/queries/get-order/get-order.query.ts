import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { OrderDetailDto } from './order-detail.dto.js';

export class GetOrderQuery extends Query<OrderDetailDto> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}

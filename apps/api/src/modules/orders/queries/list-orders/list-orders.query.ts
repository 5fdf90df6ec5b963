import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { OrderListDto } from './order-list.dto.js';
import type { OrderListQuery } from './order-list-query.dto.js';

export class ListOrdersQuery extends Query<OrderListDto> {
  constructor(
    readonly actor: Actor,
    readonly query: OrderListQuery,
  ) {
    super();
  }
}

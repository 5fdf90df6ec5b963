import { Query } from '@nestjs/cqrs';
import type { OrderListDto, OrderListQuery } from '../orders.dto.js';

export class ListOrdersQuery extends Query<OrderListDto> {
  constructor(
    readonly companyId: string,
    readonly query: OrderListQuery,
  ) {
    super();
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { orderNotFound } from '../../domain/order.errors.js';
import { ORDER_SELECT, orderDtoOf } from '../order-row.js';
import type { OrderDto } from '../orders.dto.js';
import { GetOrderQuery } from './get-order.query.js';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, id }: GetOrderQuery): Promise<OrderDto> {
    const [row] = await this.db.query(`${ORDER_SELECT} WHERE o.id = $1 AND o.company_id = $2`, [id, companyId]);
    if (!row) throw orderNotFound();
    return orderDtoOf(row);
  }
}

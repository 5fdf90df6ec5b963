import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { CarrierListDto } from '../catalog.dto.js';
import { CARRIER_COLUMNS, VISIBLE_CARRIER, carrierDtoOf } from '../carrier-row.js';
import { ListCarriersQuery } from './list-carriers.query.js';

/** Spec: carriers are fetched all at once, at most 100. */
const MAX_LIMIT = 100;

/** The shared carrier catalog plus the company's own carriers. */
@QueryHandler(ListCarriersQuery)
export class ListCarriersHandler implements IQueryHandler<ListCarriersQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, page }: ListCarriersQuery): Promise<CarrierListDto> {
    const { limit, offset } = pageOf(page, MAX_LIMIT);
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT ${CARRIER_COLUMNS} FROM carriers WHERE ${VISIBLE_CARRIER} ORDER BY name, id LIMIT $2 OFFSET $3`,
        [companyId, limit, offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM carriers WHERE ${VISIBLE_CARRIER}`, [companyId]),
    ]);
    return { data: rows.map(carrierDtoOf), total };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { CarrierListDto } from '../catalog.dto.js';
import { ListCarriersQuery } from './list-carriers.query.js';

const MAX_LIMIT = 200;

/** The shared carrier catalog plus the company's own carriers. */
@QueryHandler(ListCarriersQuery)
export class ListCarriersHandler implements IQueryHandler<ListCarriersQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, page }: ListCarriersQuery): Promise<CarrierListDto> {
    const { limit, offset } = pageOf(page, MAX_LIMIT);
    const scope = '(company_id IS NULL OR company_id = $1)';
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT id, name, canonical_name, federal_tax_id, state_tax_id, active, image, phone, created_at, city, state
           FROM carriers WHERE ${scope} ORDER BY name LIMIT $2 OFFSET $3`,
        [companyId, limit, offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM carriers WHERE ${scope}`, [companyId]),
    ]);
    const data = rows.map(({ city, state, ...carrier }: Record<string, unknown>) => ({ ...carrier, property: { address: { city, state } } }));
    return { data, total };
  }
}

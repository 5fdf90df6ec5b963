import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { FreightTableListDto } from '../pricing.dto.js';
import { ListFreightTablesQuery } from './list-freight-tables.query.js';

const MAX_LIMIT = 100;

@QueryHandler(ListFreightTablesQuery)
export class ListFreightTablesHandler implements IQueryHandler<ListFreightTablesQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, query }: ListFreightTablesQuery): Promise<FreightTableListDto> {
    const { limit, offset } = pageOf(query, MAX_LIMIT);
    const carrier = query.filters?.carrier ?? null;
    const where = 't.company_id = $1 AND ($2::uuid IS NULL OR t.carrier_id = $2)';
    const [data, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT t.id, t.name, t.origin, t.modal, t.cubage::float AS cubage, t.apply_icms, t.readjustment_percent::float AS readjustment_percent,
                t.version, t.active::int AS active, t.main_destinations, t.routes_count, t.created_at, t.updated_at,
                json_build_object('id', c.id, 'name', c.name, 'canonical_name', c.canonical_name) AS carrier,
                coalesce((SELECT json_agg(json_build_object('id', d.id, 'name', d.name) ORDER BY d.name)
                            FROM distribution_centers d WHERE d.id = ANY (t.distribution_center_ids)), '[]') AS distribution_centers
           FROM freight_tables t JOIN carriers c ON c.id = t.carrier_id
          WHERE ${where}
          ORDER BY t.created_at DESC, t.id LIMIT $3 OFFSET $4`,
        [companyId, carrier, limit, offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM freight_tables t WHERE ${where}`, [companyId, carrier]),
    ]);
    return { data, total };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { CarrierListDto } from '../catalog.dto.js';
import { CARRIER_COLUMNS, visibleCarrier, carrierDtoOf } from '../carrier-row.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { ListCarriersQuery } from './list-carriers.query.js';

/** Spec: carriers are fetched all at once, at most 100. */
const MAX_LIMIT = 100;

/** with_cte: only the carriers that emitted at least one of the company's imported CT-e (the audit's carriers). */
const withCte = (companyId: string) =>
  sql`AND id IN (SELECT carrier_id FROM ctes WHERE company_id = ${companyId} AND carrier_id IS NOT NULL)`;

/** The shared carrier catalog plus the company's own carriers. */
@QueryHandler(ListCarriersQuery)
export class ListCarriersHandler implements IQueryHandler<ListCarriersQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, params }: ListCarriersQuery): Promise<CarrierListDto> {
    const { limit, offset } = pageOf(params, MAX_LIMIT);
    const where = sql`${visibleCarrier(companyId)} ${params.with_cte ? withCte(companyId) : raw('')}`;
    const [rows, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT ${raw(CARRIER_COLUMNS)} FROM carriers WHERE ${where} ORDER BY name, id LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM carriers WHERE ${where}`),
    ]);
    return { data: rows.map(carrierDtoOf), total };
  }
}

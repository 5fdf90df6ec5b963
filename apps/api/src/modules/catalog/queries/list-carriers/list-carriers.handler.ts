import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { CarrierListDto } from '../catalog.dto.js';
import { CARRIER_COLUMNS, visibleCarrier, carrierDtoOf } from '../carrier-row.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { CteCarrierIdsQuery } from './cte-carrier-ids.query.js';
import { ListCarriersQuery } from './list-carriers.query.js';

/** Spec: carriers are fetched all at once, at most 100. */
const MAX_LIMIT = 100;

/** The shared carrier catalog plus the company's own carriers. */
@QueryHandler(ListCarriersQuery)
export class ListCarriersHandler implements IQueryHandler<ListCarriersQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ companyId, params }: ListCarriersQuery): Promise<CarrierListDto> {
    const { limit, offset } = pageOf(params, MAX_LIMIT);
    // with_cte: only the carriers that emitted at least one of the company's imported CT-e (the audit's).
    const withCte = params.with_cte
      ? sql`AND id = ANY(${await this.queryBus.execute(new CteCarrierIdsQuery(companyId))}::uuid[])`
      : raw('');
    const where = sql`${visibleCarrier(companyId)} ${withCte}`;
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

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import { visibleCarriers } from '../../../catalog/index.js';
import { AuditEnabled } from '../audit-enabled.js';
import { CTE_SELECT, type CteRow, cteDtoOf } from '../cte-row.js';
import { cteWhere, mergedFilters } from '../cte-scope.js';
import type { CteListDto } from '../ctes.dto.js';
import { ListCtesQuery } from './list-ctes.query.js';

/** GET ctes: one tab (reconciled, or wo=1 unreconciled) of the company's CT-e, newest first, 20 per page. */
@QueryHandler(ListCtesQuery)
export class ListCtesHandler implements IQueryHandler<ListCtesQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditEnabled,
  ) {}

  async execute({ actor, query, maxLimit }: ListCtesQuery): Promise<CteListDto> {
    await this.audit.assert(actor.companyId);
    const filters = mergedFilters(query);
    const { limit, offset } = pageOf({ ...filters, limit: filters.limit ?? 20 }, maxLimit);
    const where = cteWhere(actor.companyId, filters);
    const page = sql`${raw(CTE_SELECT)} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`;
    const count = sql`SELECT count(*)::int AS total FROM ctes c WHERE ${where}`;
    const [rows, [{ total }]]: [CteRow[], { total: number }[]] = await Promise.all([
      runSql(this.db, page),
      runSql(this.db, count),
    ]);
    const carriers = await visibleCarriers(
      this.db,
      actor.companyId,
      rows.flatMap((row) => row.carrier_id ?? []),
    );
    return { data: rows.map((row) => cteDtoOf(row, carriers)), total };
  }
}

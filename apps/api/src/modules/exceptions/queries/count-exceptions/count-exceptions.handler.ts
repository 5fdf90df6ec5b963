import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { ExceptionCountsDto } from '../exceptions.dto.js';
import { CountExceptionsQuery } from './count-exceptions.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/**
 * The desk's and the dashboard card's figures: the open ones now, and what people resolved in the last
 * 30 days and how fast (those that closed by themselves, say on delivery, measure no one's work).
 */
@QueryHandler(CountExceptionsQuery)
export class CountExceptionsHandler implements IQueryHandler<CountExceptionsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: CountExceptionsQuery): Promise<ExceptionCountsDto> {
    const [[totals], byKind, byActor, [resolved]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT count(*)::int AS open, count(*) FILTER (WHERE assignee_id IS NULL)::int AS unassigned,
                min(opened_at) AS oldest_opened_at,
                COALESCE(extract(epoch FROM now() - min(opened_at))::bigint::int, 0) AS oldest_age_seconds
           FROM order_exceptions WHERE company_id = ${companyId} AND resolved_at IS NULL`,
      ),
      runSql(
        this.db,
        sql`SELECT kind, count(*)::int AS total FROM order_exceptions
          WHERE company_id = ${companyId} AND resolved_at IS NULL GROUP BY kind ORDER BY total DESC, kind`,
      ),
      runSql(
        this.db,
        sql`SELECT actor, count(*)::int AS total FROM order_exceptions
          WHERE company_id = ${companyId} AND resolved_at IS NULL GROUP BY actor ORDER BY total DESC, actor`,
      ),
      runSql(
        this.db,
        sql`SELECT count(*)::int AS total, round(avg(extract(epoch FROM resolved_at - opened_at)))::int AS avg_seconds
           FROM order_exceptions
          WHERE company_id = ${companyId} AND resolved_by IS NOT NULL AND resolved_at > now() - interval '30 days'`,
      ),
    ]);
    return {
      ...totals,
      by_kind: byKind,
      by_actor: byActor,
      resolved_30_days: resolved.total,
      resolve_avg_seconds: resolved.avg_seconds,
    };
  }
}

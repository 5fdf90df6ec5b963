import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { join, runSql, sql, type Sql } from '../../../../platform/database/sql.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { ExceptionListDto, ExceptionsQuery } from '../exceptions.dto.js';
import { ListExceptionsQuery } from './list-exceptions.query.js';

const PAGE = 50;

function whereOf(companyId: string, filters: ExceptionsQuery): Sql {
  const resolved = filters.state === 'resolved';
  const conditions = [
    sql`x.company_id = ${companyId}`,
    resolved ? sql`x.resolved_at IS NOT NULL` : sql`x.resolved_at IS NULL`,
  ];
  if (filters.kind) conditions.push(sql`x.kind = ${filters.kind}`);
  if (filters.actor) conditions.push(sql`x.actor = ${filters.actor}`);
  if (filters.assignee === 'none') conditions.push(sql`x.assignee_id IS NULL`);
  else if (filters.assignee) conditions.push(sql`x.assignee_id = ${filters.assignee}`);
  return join(conditions, ' AND ');
}

/** The desk: open ones oldest first (the longest waiting on top), resolved ones most recently resolved first. */
@QueryHandler(ListExceptionsQuery)
export class ListExceptionsHandler implements IQueryHandler<ListExceptionsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId, filters }: ListExceptionsQuery): Promise<ExceptionListDto> {
    const { limit, offset } = pageOf(filters, PAGE);
    const where = whereOf(companyId, filters);
    const order = filters.state === 'resolved' ? sql`x.resolved_at DESC, x.id` : sql`x.opened_at, x.id`;
    const list = sql`
      SELECT x.id, x.kind, x.actor, x.action, x.detail, x.occurrences, x.opened_at, x.resolution, x.note, x.resolved_at,
             extract(epoch FROM COALESCE(x.resolved_at, now()) - x.opened_at)::bigint::int AS age_seconds,
             json_build_object('id', o.id, 'reference', o.reference, 'recipient_name', o.recipient_name,
                               'carrier_name', o.carrier_name, 'status', o.status) AS "order",
             CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.name) END AS assignee,
             CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'name', r.name) END AS resolved_by
        FROM order_exceptions x
        JOIN orders o ON o.id = x.order_id AND o.company_id = x.company_id
        LEFT JOIN users a ON a.id = x.assignee_id
        LEFT JOIN users r ON r.id = x.resolved_by
       WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
    const count = sql`SELECT count(*)::int AS total FROM order_exceptions x WHERE ${where}`;
    const [data, [{ total }]] = await Promise.all([runSql(this.db, list), runSql(this.db, count)]);
    return { data, total };
  }
}

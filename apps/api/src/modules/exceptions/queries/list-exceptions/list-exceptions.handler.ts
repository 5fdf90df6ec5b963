import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { join, runSql, sql, type Sql } from '../../../../platform/database/sql.js';
import { userNames } from '../../../identity/index.js';
import { orderSummaries } from '../../../orders/index.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import type { ExceptionDto, ExceptionListDto, ExceptionsQuery } from '../exceptions.dto.js';
import { ListExceptionsQuery } from './list-exceptions.query.js';

const PAGE = 50;

type ExceptionRow = Omit<ExceptionDto, 'order' | 'assignee' | 'resolved_by'> & {
  order_id: string;
  assignee_id: string | null;
  resolved_by: string | null;
};

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
             x.order_id, x.assignee_id, x.resolved_by
        FROM order_exceptions x
       WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
    const count = sql`SELECT count(*)::int AS total FROM order_exceptions x WHERE ${where}`;
    const [rows, [{ total }]]: [ExceptionRow[], { total: number }[]] = await Promise.all([
      runSql(this.db, list),
      runSql(this.db, count),
    ]);
    // The page's orders and people, one query each (their modules' readers).
    const [orders, names] = await Promise.all([
      orderSummaries(
        this.db,
        companyId,
        rows.map((row) => row.order_id),
      ),
      userNames(
        this.db,
        rows.flatMap((row) => [row.assignee_id, row.resolved_by].filter((id) => id !== null)),
      ),
    ]);
    const userOf = (id: string | null) => {
      const name = id === null ? undefined : names.get(id);
      return id === null || name === undefined ? null : { id, name };
    };
    const orderOf = new Map(
      orders.map(({ id, reference, recipient_name, carrier_name, status }) => [
        id,
        { id, reference, recipient_name, carrier_name, status },
      ]),
    );
    const data = rows.flatMap(({ order_id, assignee_id, resolved_by, ...row }) => {
      const order = orderOf.get(order_id);
      return order ? [{ ...row, order, assignee: userOf(assignee_id), resolved_by: userOf(resolved_by) }] : [];
    });
    return { data, total };
  }
}

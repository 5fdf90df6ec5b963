import { DEFAULT_ORDER_PAGE_SIZE, MAX_PAGE_SIZE } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../../platform/auth/actor.js';
import { join, raw, runSql, type Sql, sql } from '../../../../platform/database/sql.js';
import { NotAllowed } from '../../../../platform/errors/domain-errors.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import { OrderCarriers } from '../order-carriers.js';
import { ORDER_COLUMNS, ORDER_FROM } from '../order-row.js';
import { StaleTrackingFilter } from '../stale-tracking-filter.js';
import type { OrderListDto } from './order-list.dto.js';
import { ListOrdersQuery } from './list-orders.query.js';
import { orderListWhere, ordersWithKeys, searchKeysOf } from './order-list-where.js';
import { containsPatternsOf, searchKeyOf, searchTermsOf } from './search-terms.js';

/** An exact count over millions of orders costs more than the page: past this many the list says 'more than'. */
export const COUNT_CAP = 10_000;

const NEWEST_FIRST = 'ORDER BY o.created_at DESC, o.id DESC';

/**
 * With only a created range, the page's own order makes the capped count walk the list index (a bare
 * LIMIT picked a sequential scan: 95 ms against 13 on 2 million orders); with any other filter the
 * planner's choice of that filter's index is the faster one.
 */
function countOrder(query: ListOrdersQuery['query']): string {
  const filters = Object.entries(query.filters ?? {}).filter(([, value]) => value !== undefined);
  const onlyCreated = filters.every(([key]) => key === 'created_at_start' || key === 'created_at_end');
  return onlyCreated ? ` ${NEWEST_FIRST}` : '';
}

const firstPage = (where: Sql, limit: number) =>
  sql`SELECT ${raw(ORDER_COLUMNS)} ${raw(ORDER_FROM)} WHERE ${where} ${raw(NEWEST_FIRST)} LIMIT ${limit}`;

/**
 * A later page finds its ids first and only then reads and shapes their rows: its skipped rows (980 on
 * page 50) cost an index entry each instead of a heap row and its columns (on 2 million orders, 35 ms
 * against 6). Not the first page: there the second look-up of each row by id only adds (2.5 ms against 5).
 */
function laterPage(where: Sql, limit: number, offset: number): Sql {
  const ids = sql`SELECT o.id FROM orders o WHERE ${where} ${raw(NEWEST_FIRST)} LIMIT ${limit} OFFSET ${offset}`;
  return sql`SELECT ${raw(ORDER_COLUMNS)} ${raw(ORDER_FROM)} JOIN (${ids}) page ON page.id = o.id ${raw(NEWEST_FIRST)}`;
}

/** Operations (super admins) may list another company's orders; anyone else only their own. */
function companyOf(actor: Actor, requested: string | undefined): string {
  if (!requested || requested === actor.companyId) return actor.companyId;
  if (!actor.isSuperAdmin) throw new NotAllowed('Apenas a equipe de operações vê pedidos de outras empresas.');
  return requested;
}

/** Newest first; the bulk search also says which of its terms found no order of the company. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly carriers: OrderCarriers,
    private readonly staleTracking: StaleTrackingFilter,
  ) {}

  async execute({ actor, query }: ListOrdersQuery): Promise<OrderListDto> {
    const { limit, offset } = pageOf({ ...query, limit: query.limit ?? DEFAULT_ORDER_PAGE_SIZE }, MAX_PAGE_SIZE);
    const companyId = companyOf(actor, query.filters?.company_id);
    const terms = searchTermsOf(query.filters?.search);
    const where = orderListWhere(companyId, query.filters ?? {}, terms, this.staleTracking, query);
    const page = offset > 0 ? laterPage(where, limit, offset) : firstPage(where, limit);
    const count = sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM orders o WHERE ${where}${raw(countOrder(query))} LIMIT ${raw(String(COUNT_CAP + 1))}) capped`;
    const [rows, [{ total }], missingKeys] = await Promise.all([
      runSql(this.db, page),
      runSql(this.db, count),
      terms.length > 1 ? this.linesMatchingNothing(companyId, terms) : [],
    ]);
    const notMatched =
      terms.length === 1 && total === 0 && !(await this.anyContains(companyId, terms[0])) ? terms : missingKeys;
    return {
      data: await this.carriers.dtosOf(companyId, rows),
      total,
      total_capped: total > COUNT_CAP,
      filters_not_match: { search: notMatched },
    };
  }

  /** Whether the single term finds any order of the company, whatever the other filters. */
  private async anyContains(companyId: string, term: string): Promise<boolean> {
    const likes = join(
      containsPatternsOf(term).map((pattern) => sql`o.search_text LIKE ${pattern}`),
      ' AND ',
    );
    const exists = sql`SELECT EXISTS (SELECT 1 FROM orders o WHERE o.company_id = ${companyId} AND ${likes}) AS found`;
    const [{ found }] = await runSql(this.db, exists);
    return found;
  }

  /** The bulk-search lines that equal no identifier of the company's orders (whatever the other filters). */
  private async linesMatchingNothing(companyId: string, terms: string[]): Promise<string[]> {
    const keys = terms.map(searchKeyOf);
    const matching = sql`SELECT DISTINCT unnest(${raw(searchKeysOf('o'))}) AS key FROM orders o
      WHERE o.company_id = ${companyId} AND o.id = ANY(${ordersWithKeys(keys)})`;
    const rows: { key: string }[] = await runSql(this.db, matching);
    const found = new Set(rows.map((row) => row.key));
    return terms.filter((_, index) => !found.has(keys[index]));
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../../platform/auth/actor.js';
import { ForbiddenError } from '../../../../platform/http/app-errors.js';
import { pageOf } from '../../../../platform/http/page-query.js';
import { ORDER_SELECT, orderDtoOf } from '../order-row.js';
import type { OrderListDto } from '../orders.dto.js';
import { ListOrdersQuery } from './list-orders.query.js';
import { orderListWhere, ordersWithKeys, searchKeysOf } from './order-list-where.js';
import { containsPatternsOf, searchKeyOf, searchTermsOf } from './search-terms.js';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;
/** An exact count over millions of orders costs more than the page: past this many the list says 'more than'. */
export const COUNT_CAP = 10_000;

/**
 * With only a created range, the page's own order makes the capped count walk the list index (a bare
 * LIMIT picked a sequential scan: 95 ms against 13 on 2 million orders); with any other filter the
 * planner's choice of that filter's index is the faster one.
 */
function countOrder(query: ListOrdersQuery['query']): string {
  const filters = Object.entries(query.filters ?? {}).filter(([, value]) => value !== undefined);
  const onlyCreated = filters.every(([key]) => key === 'created_at_start' || key === 'created_at_end');
  return onlyCreated ? ' ORDER BY o.created_at DESC, o.id DESC' : '';
}

/** Operations (super admins) may list another company's orders; anyone else only their own. */
function companyOf(actor: Actor, requested: string | undefined): string {
  if (!requested || requested === actor.companyId) return actor.companyId;
  if (!actor.isSuperAdmin) throw new ForbiddenError('Apenas a equipe de operações vê pedidos de outras empresas.');
  return requested;
}

/** Newest first; the bulk search also says which of its terms found no order of the company. */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: ListOrdersQuery): Promise<OrderListDto> {
    const { limit, offset } = pageOf({ ...query, limit: query.limit ?? DEFAULT_LIMIT }, MAX_LIMIT);
    const companyId = companyOf(actor, query.filters?.company_id);
    const terms = searchTermsOf(query.filters?.search);
    const where = orderListWhere(companyId, query.filters ?? {}, terms, query);
    const n = where.parameters.length;
    const [rows, [{ total }], missingKeys] = await Promise.all([
      this.db.query(
        `${ORDER_SELECT} WHERE ${where.sql} ORDER BY o.created_at DESC, o.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...where.parameters, limit, offset],
      ),
      this.db.query(
        `SELECT count(*)::int AS total FROM (SELECT 1 FROM orders o WHERE ${where.sql}${countOrder(query)} LIMIT ${COUNT_CAP + 1}) capped`,
        where.parameters,
      ),
      terms.length > 1 ? this.linesMatchingNothing(companyId, terms) : [],
    ]);
    const notMatched =
      terms.length === 1 && total === 0 && !(await this.anyContains(companyId, terms[0])) ? terms : missingKeys;
    return {
      data: rows.map(orderDtoOf),
      total,
      total_capped: total > COUNT_CAP,
      filters_not_match: { search: notMatched },
    };
  }

  /** Whether the single term finds any order of the company, whatever the other filters. */
  private async anyContains(companyId: string, term: string): Promise<boolean> {
    const patterns = containsPatternsOf(term);
    const likes = patterns.map((_, index) => `o.search_text LIKE $${index + 2}`).join(' AND ');
    const [{ found }] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM orders o WHERE o.company_id = $1 AND ${likes}) AS found`,
      [companyId, ...patterns],
    );
    return found;
  }

  /** The bulk-search lines that equal no identifier of the company's orders (whatever the other filters). */
  private async linesMatchingNothing(companyId: string, terms: string[]): Promise<string[]> {
    const keys = terms.map(searchKeyOf);
    const rows: { key: string }[] = await this.db.query(
      `SELECT DISTINCT unnest(${searchKeysOf('o')}) AS key FROM orders o WHERE o.company_id = $1 AND o.id = ANY(${ordersWithKeys('$2')})`,
      [companyId, keys],
    );
    const found = new Set(rows.map((row) => row.key));
    return terms.filter((_, index) => !found.has(keys[index]));
  }
}

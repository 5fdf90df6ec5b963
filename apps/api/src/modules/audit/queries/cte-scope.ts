import { QUERY_FLAG } from '@despacho/domain';
import { join, raw, type Sql, sql } from '../../../platform/database/sql.js';
import { anyOrderMatches } from '../../orders/index.js';
import type { CteFilters } from './ctes.dto.js';

/** The filters as sent at the top level or under filters[...]; filters[...] wins. */
export function mergedFilters(query: CteFilters & { filters?: CteFilters }): CteFilters {
  const { filters, ...top } = query;
  return { ...top, ...filters };
}

/**
 * The company's CT-e matching the audit filters of §5: the reconciled tab unless wo=1, search by
 * order reference, CT-e number or key, carrier, difference up/down/no_diff, import date range (days
 * in São Paulo time), and the orders list's pickup_id, no_pickup, status and split_drop_shipping
 * over the CT-e's orders (public-account.md §7).
 */
export function cteWhere(companyId: string, filters: CteFilters): Sql {
  // A complement folded into its original, or an original replaced by a substitute, is shown through the other.
  const clauses = [
    sql`c.company_id = ${companyId}`,
    raw(filters.wo === QUERY_FLAG.yes ? 'c.reconciled_at IS NULL' : 'c.reconciled_at IS NOT NULL'),
    raw('c.linked_to IS NULL'),
  ];
  if (filters.reference) {
    // The search is 'contains' on the order reference(s); exact on the CT-e number or key.
    const term = filters.reference.trim();
    clauses.push(sql`(strpos(lower(c.reference), lower(${term})) > 0 OR c.number = ${term} OR c.key = ${term})`);
  }
  if (filters.carrier) clauses.push(sql`c.carrier_id = ${filters.carrier}`);
  if (filters.decision) clauses.push(sql`c.decision = ${filters.decision}`);
  if (filters.dispute) clauses.push(sql`c.dispute_status = ${filters.dispute}`);
  if (filters.difference === 'up') clauses.push(raw('c.difference > 0'));
  if (filters.difference === 'down') clauses.push(raw('c.difference < 0'));
  if (filters.difference === 'no_diff') clauses.push(raw('c.difference = 0'));
  const start = filters.created_at_start ?? filters.created_at_from ?? filters.created_at;
  const end = filters.created_at_end ?? filters.created_at_to ?? filters.created_at;
  if (start) clauses.push(sql`c.created_at >= (${start}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  if (end) clauses.push(sql`c.created_at < (${end}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  const { pickup_id, no_pickup, status, split_drop_shipping } = filters;
  if (pickup_id || no_pickup === QUERY_FLAG.yes || status || split_drop_shipping) {
    // The orders list's own filters, over the CT-e's orders: one matching order is enough.
    clauses.push(anyOrderMatches(companyId, raw('c.order_ids'), { pickup_id, no_pickup, status, split_drop_shipping }));
  }
  return join(clauses, ' AND ');
}

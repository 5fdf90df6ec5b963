import {
  ANY_ALERT_QUERY,
  AWAITING_PICKUP_REQUEST_FILTER,
  FINAL_ORDER_STATUSES,
  isCalendarDate,
  isOrderStatusFilter,
  type OrderDeadlineFilter,
  QUERY_FLAG,
} from '@despacho/domain';
import { join, raw, type Sql, sql } from '../../../../platform/database/sql.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { StaleTrackingFilter } from '../stale-tracking-filter.js';
import type { OrderFilters } from './order-list-query.dto.js';
import { containsPatternsOf, searchKeyOf } from './search-terms.js';

/** The identifiers a bulk-search line must equal: the expression of the orders_search_keys index (migration 0014). */
export const searchKeysOf = (alias: string) =>
  `ARRAY[lower(${alias}.reference), lower(${alias}.tracking_code), lower(${alias}.invoice_number), lower(${alias}.invoice_key), ${alias}.recipient_tax_id]`;

/**
 * The ids of the orders (any company) with one of `keys`. Evaluated once as an
 * array: the planner misjudges the overlap's selectivity and would rather walk the company's 2
 * million orders newest first (3 s) than look the keys up in the index (under 1 ms).
 */
export const ordersWithKeys = (keys: string[]) =>
  sql`ARRAY(SELECT k.id FROM orders k WHERE ${raw(searchKeysOf('k'))} && ${keys}::text[])`;

/** A São Paulo calendar day's first instant, so a range counts whole days of Brasília time. */
const saoPauloMidnight = (day: Sql) => sql`(${day}::date::timestamp AT TIME ZONE 'America/Sao_Paulo')`;

const TODAY = `(now() AT TIME ZONE 'America/Sao_Paulo')::date`;
const DELIVERED_ON = `(o.delivered_at AT TIME ZONE 'America/Sao_Paulo')::date`;
const OPEN = `o.delivered_at IS NULL AND o.status <> ALL('{${FINAL_ORDER_STATUSES.join(',')}}'::smallint[])`;

/** The domain's deadline filters (packages/domain deadline.ts) in SQL; no deadline matches none. */
const DEADLINE_SQL: Record<OrderDeadlineFilter, Sql> = {
  delayed: raw(`${OPEN} AND o.deadline < ${TODAY}`),
  today: raw(`${OPEN} AND o.deadline = ${TODAY}`),
  delivered_early: raw(`o.delivered_at IS NOT NULL AND ${DELIVERED_ON} <= o.deadline`),
  delivered_late: raw(`o.delivered_at IS NOT NULL AND ${DELIVERED_ON} > o.deadline`),
};

/** The dashboard's period (date_start, date_end), days of creation like the created range. */
export interface OrderPeriod {
  date_start?: string;
  date_end?: string;
}

function statusesOf(list: string): number[] {
  const statuses = [...new Set(list.split(',').map(Number))];
  const invalid = statuses.filter((status) => !isOrderStatusFilter(status));
  if (invalid.length > 0) throw new InvalidInput(`Status inválido: ${invalid.join(', ')}.`);
  return statuses;
}

function dayOf(value: string, label: string): string {
  if (!isCalendarDate(value)) throw new InvalidInput(`${label} inválida: use AAAA-MM-DD.`);
  return value;
}

/** A pickup named by its number (the company's) or by its id. */
function pickupIdOf(value: string, companyId: string): Sql {
  return /^\d+$/.test(value)
    ? sql`(SELECT n.id FROM order_pickups n WHERE n.company_id = ${companyId} AND n.number = ${Number(value)})`
    : sql`${value}`;
}

/** The list's filters but stale tracking, whose condition is carrier-integrations' (StaleTrackingFilter). */
export type OwnOrderFilters = Omit<OrderFilters, 'stale_tracking'>;

/** The conditions of the list's own filters; the company's comes first. A bad value is a 400 here. */
function ownConditions(companyId: string, filters: OwnOrderFilters, searchTerms: string[], period: OrderPeriod): Sql[] {
  const conditions = [sql`o.company_id = ${companyId}`];

  if (filters.reference?.trim()) conditions.push(sql`lower(o.reference) = lower(${filters.reference.trim()})`);
  // One term "contains" (the header box); several are a pasted list of identifiers, each matched whole.
  if (searchTerms.length === 1)
    conditions.push(...containsPatternsOf(searchTerms[0]).map((pattern) => sql`o.search_text LIKE ${pattern}`));
  if (searchTerms.length > 1) conditions.push(sql`o.id = ANY(${ordersWithKeys(searchTerms.map(searchKeyOf))})`);
  if (filters.status) {
    const statuses = statusesOf(filters.status);
    const plain = statuses.filter((status) => status !== AWAITING_PICKUP_REQUEST_FILTER);
    // One status as an equality: only then does the (company, status, created_at, id) index give the page in order.
    const alternatives =
      plain.length === 1
        ? [sql`o.status = ${plain[0]}`]
        : plain.length > 1
          ? [sql`o.status = ANY(${plain}::smallint[])`]
          : [];
    if (statuses.includes(AWAITING_PICKUP_REQUEST_FILTER))
      alternatives.push(raw('(o.status = 2 AND o.pickup_id IS NULL AND o.carrier_id IS NOT NULL)'));
    conditions.push(sql`(${join(alternatives, ' OR ')})`);
  }
  if (filters.carrier) conditions.push(sql`o.carrier_id = ${filters.carrier}`);
  const createdFrom = (day: string, label: string) =>
    sql`o.created_at >= ${saoPauloMidnight(sql`${dayOf(day, label)}`)}`;
  const createdUntil = (day: string, label: string) =>
    sql`o.created_at < ${saoPauloMidnight(sql`(${dayOf(day, label)}::date + 1)`)}`;
  if (filters.created_at_start) conditions.push(createdFrom(filters.created_at_start, 'Data inicial'));
  if (filters.created_at_end) conditions.push(createdUntil(filters.created_at_end, 'Data final'));
  if (period.date_start) conditions.push(createdFrom(period.date_start, 'Data inicial'));
  if (period.date_end) conditions.push(createdUntil(period.date_end, 'Data final'));
  if (filters.no_pickup === QUERY_FLAG.yes) conditions.push(raw('o.pickup_id IS NULL'));
  if (filters.pickup_id) conditions.push(sql`o.pickup_id = ${pickupIdOf(filters.pickup_id, companyId)}`);
  if (filters.deadline) conditions.push(sql`(${DEADLINE_SQL[filters.deadline]})`);
  if (filters.alerts)
    conditions.push(
      filters.alerts === ANY_ALERT_QUERY
        ? raw('o.alert_type IS NOT NULL')
        : sql`o.alert_type = ${Number(filters.alerts)}`,
    );
  if (filters.split_drop_shipping)
    conditions.push(sql`o.is_drop_shipping = ${filters.split_drop_shipping === QUERY_FLAG.yes}`);
  return conditions;
}

/** The list's WHERE clause with its values; the company's condition comes first. */
export function orderListWhere(
  companyId: string,
  filters: OrderFilters,
  searchTerms: string[],
  staleTracking: StaleTrackingFilter,
  period: OrderPeriod = {},
): Sql {
  const conditions = ownConditions(companyId, filters, searchTerms, period);
  if (filters.stale_tracking === QUERY_FLAG.yes) conditions.push(staleTracking.condition('o'));
  return join(conditions, ' AND ');
}

/** The WHERE of the list's own filters, for a scope without a search (order-scopes.ts) or a check of the filters. */
export const ownFiltersWhere = (companyId: string, filters: OwnOrderFilters): Sql =>
  join(ownConditions(companyId, filters, [], {}), ' AND ');

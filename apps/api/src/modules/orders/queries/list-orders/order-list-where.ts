import {
  AWAITING_PICKUP_REQUEST_FILTER,
  FINAL_ORDER_STATUSES,
  isCalendarDate,
  isOrderStatusFilter,
  type OrderDeadlineFilter,
} from '@despacho/domain';
import { BadRequestError } from '../../../../platform/http/app-errors.js';
import type { OrderFilters } from '../orders.dto.js';
import { containsPatternsOf, searchKeyOf } from './search-terms.js';

/** The WHERE clause of the list and its parameters ($1 is always the company). */
export interface OrderListWhere {
  sql: string;
  parameters: unknown[];
}

/** The identifiers a bulk-search line must equal: the expression of the orders_search_keys index (migration 0014). */
export const searchKeysOf = (alias: string) =>
  `ARRAY[lower(${alias}.reference), lower(${alias}.tracking_code), lower(${alias}.invoice_number), lower(${alias}.invoice_key), ${alias}.recipient_tax_id]`;

/**
 * The ids of the orders (any company) with one of the keys in `keysParam`. Evaluated once as an
 * array: the planner misjudges the overlap's selectivity and would rather walk the company's 2
 * million orders newest first (3 s) than look the keys up in the index (under 1 ms).
 */
export const ordersWithKeys = (keysParam: string) =>
  `ARRAY(SELECT k.id FROM orders k WHERE ${searchKeysOf('k')} && ${keysParam}::text[])`;

/** A São Paulo calendar day's first instant, so a range counts whole days of Brasília time. */
const SAO_PAULO_MIDNIGHT = (placeholder: string) =>
  `(${placeholder}::date::timestamp AT TIME ZONE 'America/Sao_Paulo')`;

const TODAY = `(now() AT TIME ZONE 'America/Sao_Paulo')::date`;
const DELIVERED_ON = `(o.delivered_at AT TIME ZONE 'America/Sao_Paulo')::date`;
const OPEN = `o.delivered_at IS NULL AND o.status <> ALL('{${FINAL_ORDER_STATUSES.join(',')}}'::smallint[])`;

/** The domain's deadline filters (packages/domain deadline.ts) in SQL; no deadline matches none. */
const DEADLINE_SQL: Record<OrderDeadlineFilter, string> = {
  delayed: `${OPEN} AND o.deadline < ${TODAY}`,
  today: `${OPEN} AND o.deadline = ${TODAY}`,
  delivered_early: `o.delivered_at IS NOT NULL AND ${DELIVERED_ON} <= o.deadline`,
  delivered_late: `o.delivered_at IS NOT NULL AND ${DELIVERED_ON} > o.deadline`,
};

/** The dashboard's period (date_start, date_end), days of creation like the created range. */
export interface OrderPeriod {
  date_start?: string;
  date_end?: string;
}

function statusesOf(list: string): number[] {
  const statuses = [...new Set(list.split(',').map(Number))];
  const invalid = statuses.filter((status) => !isOrderStatusFilter(status));
  if (invalid.length > 0) throw new BadRequestError(`Status inválido: ${invalid.join(', ')}.`);
  return statuses;
}

function dayOf(value: string, label: string): string {
  if (!isCalendarDate(value)) throw new BadRequestError(`${label} inválida: use AAAA-MM-DD.`);
  return value;
}

/** A pickup named by its number (the company's, $1) or by its id. */
function pickupIdOf(value: string, param: (value: unknown) => string): string {
  return /^\d+$/.test(value)
    ? `(SELECT n.id FROM pickups n WHERE n.company_id = $1 AND n.number = ${param(Number(value))})`
    : param(value);
}

export function orderListWhere(
  companyId: string,
  filters: OrderFilters,
  searchTerms: string[],
  period: OrderPeriod = {},
): OrderListWhere {
  const parameters: unknown[] = [companyId];
  const conditions = ['o.company_id = $1'];
  const param = (value: unknown) => `$${parameters.push(value)}`;

  if (filters.reference?.trim()) conditions.push(`lower(o.reference) = lower(${param(filters.reference.trim())})`);
  // One term "contains" (the header box); several are a pasted list of identifiers, each matched whole.
  if (searchTerms.length === 1)
    conditions.push(...containsPatternsOf(searchTerms[0]).map((pattern) => `o.search_text LIKE ${param(pattern)}`));
  if (searchTerms.length > 1) conditions.push(`o.id = ANY(${ordersWithKeys(param(searchTerms.map(searchKeyOf)))})`);
  if (filters.status) {
    const statuses = statusesOf(filters.status);
    const plain = statuses.filter((status) => status !== AWAITING_PICKUP_REQUEST_FILTER);
    // One status as an equality: only then does the (company, status, created_at, id) index give the page in order.
    const alternatives =
      plain.length === 1
        ? [`o.status = ${param(plain[0])}`]
        : plain.length > 1
          ? [`o.status = ANY(${param(plain)}::smallint[])`]
          : [];
    if (statuses.includes(AWAITING_PICKUP_REQUEST_FILTER))
      alternatives.push('(o.status = 2 AND o.pickup_id IS NULL AND o.carrier_id IS NOT NULL)');
    conditions.push(`(${alternatives.join(' OR ')})`);
  }
  if (filters.carrier) conditions.push(`o.carrier_id = ${param(filters.carrier)}`);
  if (filters.created_at_start)
    conditions.push(`o.created_at >= ${SAO_PAULO_MIDNIGHT(param(dayOf(filters.created_at_start, 'Data inicial')))}`);
  if (filters.created_at_end) {
    conditions.push(
      `o.created_at < ${SAO_PAULO_MIDNIGHT(`(${param(dayOf(filters.created_at_end, 'Data final'))}::date + 1)`)}`,
    );
  }
  if (period.date_start)
    conditions.push(`o.created_at >= ${SAO_PAULO_MIDNIGHT(param(dayOf(period.date_start, 'Data inicial')))}`);
  if (period.date_end)
    conditions.push(
      `o.created_at < ${SAO_PAULO_MIDNIGHT(`(${param(dayOf(period.date_end, 'Data final'))}::date + 1)`)}`,
    );
  if (filters.no_pickup === '1') conditions.push('o.pickup_id IS NULL');
  if (filters.pickup_id) conditions.push(`o.pickup_id = ${pickupIdOf(filters.pickup_id, param)}`);
  if (filters.deadline) conditions.push(`(${DEADLINE_SQL[filters.deadline]})`);
  if (filters.alerts)
    conditions.push(
      filters.alerts === '99' ? 'o.alert_type IS NOT NULL' : `o.alert_type = ${param(Number(filters.alerts))}`,
    );
  if (filters.split_drop_shipping)
    conditions.push(`o.is_drop_shipping = ${param(filters.split_drop_shipping === '1')}`);
  return { sql: conditions.join(' AND '), parameters };
}

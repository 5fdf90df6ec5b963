import { AWAITING_PICKUP_REQUEST_FILTER, FINAL_ORDER_STATUSES, isCalendarDate, isOrderStatusFilter, type OrderDeadlineFilter } from '@despacho/domain';
import { BadRequestError } from '../../../../platform/http/app-errors.js';
import type { OrderFilters } from '../orders.dto.js';
import { likePatternOf } from './search-terms.js';

/** The WHERE clause of the list and its parameters ($1 is always the company). */
export interface OrderListWhere {
  sql: string;
  parameters: unknown[];
}

/** A São Paulo calendar day's first instant, so a range counts whole days of Brasília time. */
const SAO_PAULO_MIDNIGHT = (placeholder: string) => `(${placeholder}::date::timestamp AT TIME ZONE 'America/Sao_Paulo')`;

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

export function orderListWhere(companyId: string, filters: OrderFilters, searchTerms: string[], period: OrderPeriod = {}): OrderListWhere {
  const parameters: unknown[] = [companyId];
  const conditions = ['o.company_id = $1'];
  const param = (value: unknown) => `$${parameters.push(value)}`;

  if (filters.reference?.trim()) conditions.push(`lower(o.reference) = lower(${param(filters.reference.trim())})`);
  // One LIKE per term (not LIKE ANY) so each can use the trigram index and the planner ORs the bitmaps.
  if (searchTerms.length > 0) conditions.push(`(${searchTerms.map((term) => `o.search_text LIKE ${param(likePatternOf(term))}`).join(' OR ')})`);
  if (filters.status) {
    const statuses = statusesOf(filters.status);
    const plain = statuses.filter((status) => status !== AWAITING_PICKUP_REQUEST_FILTER);
    const alternatives = plain.length > 0 ? [`o.status = ANY(${param(plain)}::smallint[])`] : [];
    if (statuses.includes(AWAITING_PICKUP_REQUEST_FILTER)) alternatives.push('(o.status = 2 AND o.pickup_id IS NULL)');
    conditions.push(`(${alternatives.join(' OR ')})`);
  }
  if (filters.carrier) conditions.push(`o.carrier_id = ${param(filters.carrier)}`);
  if (filters.created_at_start) conditions.push(`o.created_at >= ${SAO_PAULO_MIDNIGHT(param(dayOf(filters.created_at_start, 'Data inicial')))}`);
  if (filters.created_at_end) {
    conditions.push(`o.created_at < ${SAO_PAULO_MIDNIGHT(`(${param(dayOf(filters.created_at_end, 'Data final'))}::date + 1)`)}`);
  }
  if (period.date_start) conditions.push(`o.created_at >= ${SAO_PAULO_MIDNIGHT(param(dayOf(period.date_start, 'Data inicial')))}`);
  if (period.date_end) conditions.push(`o.created_at < ${SAO_PAULO_MIDNIGHT(`(${param(dayOf(period.date_end, 'Data final'))}::date + 1)`)}`);
  if (filters.no_pickup === '1') conditions.push('o.pickup_id IS NULL');
  if (filters.pickup_id) conditions.push(`o.pickup_id = ${param(filters.pickup_id)}`);
  if (filters.deadline) conditions.push(`(${DEADLINE_SQL[filters.deadline]})`);
  if (filters.alerts) conditions.push(filters.alerts === '99' ? 'o.alert_type IS NOT NULL' : `o.alert_type = ${param(Number(filters.alerts))}`);
  if (filters.split_drop_shipping) conditions.push(`o.is_drop_shipping = ${param(filters.split_drop_shipping === '1')}`);
  return { sql: conditions.join(' AND '), parameters };
}

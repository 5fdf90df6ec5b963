import { addCalendarDays, calendarDateToUtcMs, isCalendarDate, saoPauloCalendarDate } from '@despacho/domain';
import type { Actor } from '../../../platform/auth/actor.js';
import { type Sql, sql } from '../../../platform/database/sql.js';
import { InvalidInput } from '../../../platform/errors/domain-errors.js';
import type { DashboardQuery } from './dashboard.dto.js';

/** public-account.md §9: the dashboard's default period is the last 30 days. */
export const DEFAULT_PERIOD_DAYS = 30;
/** A year and a day: a whole year whichever day it starts on, and no unbounded scan. */
const MAX_PERIOD_DAYS = 366;
const MS_PER_DAY = 86_400_000;

export interface DashboardScope {
  start: string;
  end: string;
  /** WHERE over a dashboard table d (dashboard_daily, dashboard_carrier_daily, ...): the caller's company, the period and the carriers. */
  where: Sql;
  /** `where` without the period (the company and the carriers): for a query that splits the period. */
  owner: Sql;
}

function dayOf(value: string, label: string): string {
  if (!isCalendarDate(value)) throw new InvalidInput(`${label} inválida: use AAAA-MM-DD.`);
  return value;
}

/** Always the caller's own company: no dashboard figure of another company is ever read. */
export function dashboardScope(
  actor: Actor,
  query: DashboardQuery,
  today = saoPauloCalendarDate(new Date()),
): DashboardScope {
  const end = query.date_end ? dayOf(query.date_end, 'Data final') : today;
  const start = query.date_start
    ? dayOf(query.date_start, 'Data inicial')
    : addCalendarDays(end, 1 - DEFAULT_PERIOD_DAYS);
  const days = (calendarDateToUtcMs(end) - calendarDateToUtcMs(start)) / MS_PER_DAY + 1;
  if (days < 1) throw new InvalidInput('A data inicial deve ser anterior ou igual à data final.');
  if (days > MAX_PERIOD_DAYS) throw new InvalidInput(`O período pode ter no máximo ${MAX_PERIOD_DAYS} dias.`);
  const company = sql`d.company_id = ${actor.companyId}`;
  const owner = query.carrier?.length ? sql`${company} AND d.carrier_id = ANY(${query.carrier}::text[])` : company;
  return { start, end, where: sql`${owner} AND d.day BETWEEN ${start}::date AND ${end}::date`, owner };
}

export { oneDecimal, percentageOf } from '../../../platform/http/dashboard-figures.js';

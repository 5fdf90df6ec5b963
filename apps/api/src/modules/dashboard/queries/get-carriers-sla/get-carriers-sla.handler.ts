import { addCalendarDays } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import type { CarriersSlaDto, DeliveriesDto } from '../dashboard.dto.js';
import { dashboardScope, oneDecimal, percentageOf } from '../dashboard-scope.js';
import { GetCarriersSlaQuery } from './get-carriers-sla.query.js';

interface DeliveryRow {
  on_time: number;
  late: number;
  days_sum: number;
  days_count: number;
}

const DELIVERY_SUMS = raw(`sum(delivered_on_time)::int AS on_time, sum(delivered_late)::int AS late,
                       sum(delivery_days_sum)::int AS days_sum, sum(delivery_days_count)::int AS days_count`);

const FIGURES = raw('to_state, delivered_on_time, delivered_late, delivery_days_sum, delivery_days_count');

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The period's whole months as [from, to), both first days of a month. None (from = to = the day
 * after the period) when it holds no whole month, so that all its days are read day by day.
 */
function wholeMonths(start: string, end: string): { from: string; to: string } {
  const dayAfter = addCalendarDays(end, 1);
  // From a month's 1st, 31 days always land in the next month.
  const from = start === firstOfMonth(start) ? start : firstOfMonth(addCalendarDays(firstOfMonth(start), 31));
  const to = firstOfMonth(dayAfter);
  return from < to ? { from, to } : { from: dayAfter, to: dayAfter };
}

const deliveriesOf = (row: DeliveryRow): DeliveriesDto => ({
  delivered: row.on_time + row.late,
  on_time: row.on_time,
  late: row.late,
  percentage: percentageOf(row.on_time, row.on_time + row.late),
});

const averageDays = (row: DeliveryRow) => (row.days_count > 0 ? oneDecimal(row.days_sum / row.days_count) : null);

/**
 * Deliveries on time per carrier (dashboard_carrier_daily) and per destination state, and the average
 * days to deliver. Per state, the period's whole months come from dashboard_state_monthly and only the
 * days before and after them from dashboard_daily: a year is ~12 × carriers × 27 monthly rows and at
 * most 60 days of daily ones, instead of ~97,000 daily rows on 2 M orders.
 */
@QueryHandler(GetCarriersSlaQuery)
export class GetCarriersSlaHandler implements IQueryHandler<GetCarriersSlaQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: GetCarriersSlaQuery): Promise<CarriersSlaDto> {
    const scope = dashboardScope(actor, query);
    const carriersQuery = sql`SELECT carrier_id AS id, (array_agg(carrier_name ORDER BY day DESC))[1] AS name, ${DELIVERY_SUMS}
         FROM dashboard_carrier_daily d WHERE ${scope.where} AND delivery_days_count > 0 AND carrier_id <> '' GROUP BY carrier_id ORDER BY name`;
    const carriers: (DeliveryRow & { id: string; name: string })[] = await runSql(this.db, carriersQuery);
    const months = wholeMonths(scope.start, scope.end);
    const [from, to] = [sql`${months.from}::date`, sql`${months.to}::date`];
    const statesQuery = sql`SELECT to_state AS state, ${DELIVERY_SUMS} FROM (
         SELECT ${FIGURES} FROM dashboard_daily d
          WHERE ${scope.owner} AND d.day >= ${scope.start}::date AND d.day < ${from} AND delivery_days_count > 0
         UNION ALL
         SELECT ${FIGURES} FROM dashboard_state_monthly d WHERE ${scope.owner} AND d.month >= ${from} AND d.month < ${to}
         UNION ALL
         SELECT ${FIGURES} FROM dashboard_daily d
          WHERE ${scope.owner} AND d.day >= ${to} AND d.day <= ${scope.end}::date AND delivery_days_count > 0
       ) d GROUP BY to_state ORDER BY to_state`;
    const states: (DeliveryRow & { state: string })[] = await runSql(this.db, statesQuery);
    return {
      sla: carriers.map((row) => ({ carrier: { id: row.id, name: row.name }, ...deliveriesOf(row) })),
      deadline_avg: carriers.map((row) => ({
        carrier: { id: row.id, name: row.name },
        average: averageDays(row) ?? 0,
      })),
      states: states.map((row) => ({ state: row.state, ...deliveriesOf(row), deadline_avg: averageDays(row) })),
    };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { StaleTrackingCount } from '../../../orders/index.js';
import { runSql, sql } from '../../../../platform/database/sql.js';
import type { DashboardDto } from '../dashboard.dto.js';
import { dashboardScope, oneDecimal } from '../dashboard-scope.js';
import { AWAITING_INVOICE, NOT_CANCELLED, SHIPPED } from '../dashboard-statuses.js';
import { GetDashboardQuery } from './get-dashboard.query.js';

/** The cards and the shipments-per-day line, summed from dashboard_carrier_daily. */
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly staleTracking: StaleTrackingCount,
  ) {}

  async execute({ actor, query }: GetDashboardQuery): Promise<DashboardDto> {
    const scope = dashboardScope(actor, query);
    const totalsQuery = sql`SELECT coalesce(sum(orders) FILTER (WHERE ${NOT_CANCELLED} AND NOT ${AWAITING_INVOICE}), 0)::int AS orders_confirmed,
              coalesce(sum(orders) FILTER (WHERE ${AWAITING_INVOICE}), 0)::int AS orders_awaiting_invoice,
              coalesce(sum(amount_freight) FILTER (WHERE ${NOT_CANCELLED}), 0)::float8 AS amount_freight,
              coalesce(sum(freight_orders) FILTER (WHERE ${NOT_CANCELLED}), 0)::int AS freight_orders,
              coalesce(sum(orders) FILTER (WHERE ${SHIPPED}), 0)::int AS shipments_confirmed,
              coalesce(sum(ratings_count), 0)::int AS ratings_count,
              coalesce(sum(ratings_sum), 0)::int AS ratings_sum
         FROM dashboard_carrier_daily d WHERE ${scope.where}`;
    const [totals] = await runSql(this.db, totalsQuery);
    // Every day of the period, those without orders as zero, so the line has no gaps.
    const perDayQuery = sql`SELECT s.day::date::text AS date, coalesce(t.total, 0)::int AS total
         FROM generate_series(${scope.start}::date, ${scope.end}::date, interval '1 day') AS s(day)
         LEFT JOIN (SELECT d.day, sum(orders) AS total FROM dashboard_carrier_daily d WHERE ${scope.where} AND ${NOT_CANCELLED} GROUP BY d.day) t
           ON t.day = s.day::date
        ORDER BY s.day`;
    const perDay = await runSql(this.db, perDayQuery);
    // Now, not in the period: the card links to the orders list's filter, which counts the same.
    const stale = await this.staleTracking.of(actor.companyId);
    return {
      orders_confirmed: totals.orders_confirmed,
      orders_awaiting_invoice: totals.orders_awaiting_invoice,
      amount_freight: Math.round(totals.amount_freight * 100) / 100,
      amount_freight_ticket:
        totals.freight_orders > 0 ? Math.round((totals.amount_freight * 100) / totals.freight_orders) / 100 : 0,
      shipments_per_day: perDay,
      shipments_confirmed: totals.shipments_confirmed,
      review_counter: {
        total: totals.ratings_count,
        average: totals.ratings_count > 0 ? oneDecimal(totals.ratings_sum / totals.ratings_count) : 0,
      },
      stale_tracking: stale,
    };
  }
}

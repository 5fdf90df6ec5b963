import { isOrderStatusId, orderStatus } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../../platform/database/sql.js';
import type { OrderStatusDashboardDto } from '../dashboard.dto.js';
import { dashboardScope, percentageOf } from '../dashboard-scope.js';
import { NOT_CANCELLED } from '../dashboard-statuses.js';
import { GetOrderStatusQuery } from './get-order-status.query.js';

/** Shipments by status and each carrier's share of the period's orders. */
@QueryHandler(GetOrderStatusQuery)
export class GetOrderStatusHandler implements IQueryHandler<GetOrderStatusQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: GetOrderStatusQuery): Promise<OrderStatusDashboardDto> {
    const scope = dashboardScope(actor, query);
    const statusesQuery = sql`SELECT status, sum(orders)::int AS total FROM dashboard_carrier_daily d WHERE ${scope.where} GROUP BY status ORDER BY status`;
    const statuses: { status: number; total: number }[] = await runSql(this.db, statusesQuery);
    // The carrier's name as its most recent orders have it (a carrier may be renamed).
    const carriersQuery = sql`SELECT carrier_id AS id, (array_agg(carrier_name ORDER BY day DESC))[1] AS name, sum(orders)::int AS total,
              sum(amount_freight)::float8 AS amount_freight
         FROM dashboard_carrier_daily d WHERE ${scope.where} AND ${NOT_CANCELLED} AND carrier_id <> ''
        GROUP BY carrier_id ORDER BY total DESC, name`;
    const carriers: { id: string; name: string; total: number; amount_freight: number }[] = await runSql(
      this.db,
      carriersQuery,
    );
    const all = carriers.reduce((sum, carrier) => sum + carrier.total, 0);
    return {
      orders: statuses.flatMap(({ status, total }) =>
        isOrderStatusId(status) ? [{ status: orderStatus(status), total }] : [],
      ),
      by_carrier: carriers.map(({ id, name, total, amount_freight }) => ({
        carrier: { id, name },
        total,
        amount_freight,
      })),
      percentage_by_carrier: carriers.map(({ id, name, total }) => ({
        carrier: { id, name },
        percentage: percentageOf(total, all),
      })),
    };
  }
}

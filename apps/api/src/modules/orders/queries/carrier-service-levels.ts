import { addCalendarDays, carrierServiceLevel, SERVICE_LEVEL_DAYS, saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrderDto } from './order.dto.js';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * `carrier.sla` of the orders of a page or a detail: one query over the dashboard's per-carrier daily
 * figures (a few rows per carrier and day), not over the orders themselves.
 */
@Injectable()
export class CarrierServiceLevels {
  constructor(private readonly db: DataSource) {}

  async fill<T extends OrderDto>(companyId: string, orders: T[]): Promise<T[]> {
    const carrierIds = [...new Set(orders.flatMap((order) => (order.carrier ? [order.carrier.id] : [])))];
    if (carrierIds.length === 0) return orders;
    const rows: { carrier_id: string; on_time: number; late: number }[] = await runSql(
      this.db,
      sql`SELECT carrier_id, sum(delivered_on_time)::int AS on_time, sum(delivered_late)::int AS late
         FROM dashboard_carrier_daily
        WHERE company_id = ${companyId} AND day >= ${addCalendarDays(saoPauloCalendarDate(new Date()), -SERVICE_LEVEL_DAYS)}::date AND carrier_id = ANY(${carrierIds}::text[])
        GROUP BY carrier_id`,
    );
    const levels = new Map(
      rows.map((row) => [row.carrier_id, carrierServiceLevel(row.on_time, row.on_time + row.late)]),
    );
    for (const order of orders) if (order.carrier) order.carrier.sla = levels.get(order.carrier.id) ?? null;
    return orders;
  }
}

import { addCalendarDays, carrierServiceLevel, SERVICE_LEVEL_DAYS, saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../platform/database/sql.js';

/**
 * `carrier.sla` of the carriers of a page or a detail: one query over the dashboard's per-carrier daily
 * figures (a few rows per carrier and day), not over the orders themselves.
 */
@Injectable()
export class CarrierServiceLevels {
  constructor(private readonly db: DataSource) {}

  /** Each carrier's service level; a carrier without deliveries in the window is absent. */
  async of(companyId: string, carrierIds: string[]): Promise<Map<string, number | null>> {
    if (carrierIds.length === 0) return new Map();
    const rows: { carrier_id: string; on_time: number; late: number }[] = await runSql(
      this.db,
      sql`SELECT carrier_id, sum(delivered_on_time)::int AS on_time, sum(delivered_late)::int AS late
         FROM dashboard_carrier_daily
        WHERE company_id = ${companyId} AND day >= ${addCalendarDays(saoPauloCalendarDate(new Date()), -SERVICE_LEVEL_DAYS)}::date AND carrier_id = ANY(${carrierIds}::text[])
        GROUP BY carrier_id`,
    );
    return new Map(rows.map((row) => [row.carrier_id, carrierServiceLevel(row.on_time, row.on_time + row.late)]));
  }
}

import { addCalendarDays, carrierServiceLevel, SERVICE_LEVEL_DAYS, saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../platform/database/sql.js';
import { CarrierServiceLevels } from '../../orders/index.js';

/**
 * Orders' `carrier.sla`, answered from the dashboard's per-carrier daily figures (a few rows per
 * carrier and day), not from the orders themselves.
 */
@Injectable()
export class DashboardCarrierServiceLevels extends CarrierServiceLevels {
  constructor(private readonly db: DataSource) {
    super();
  }

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

import { FINAL_ORDER_STATUSES, saoPauloCalendarDate } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { runSql, sql } from '../../../../platform/database/sql.js';
import type { CarrierKpiDto, CarrierKpisDto } from '../dashboard.dto.js';
import { dashboardScope, oneDecimal, percentageOf } from '../dashboard-scope.js';
import { NOT_CANCELLED } from '../dashboard-statuses.js';
import { GetCarrierKpiQuery } from './get-carrier-kpi.query.js';

interface CarrierSums {
  id: string;
  name: string;
  on_time: number;
  late: number;
  ratings: number;
  ratings_sum: number;
  damages: number;
  losses: number;
}

/**
 * The KPIs per carrier of the orders created in the period. All but PA are sums of
 * dashboard_carrier_daily; PA (open orders past their deadline, as the orders list's "atrasados"
 * filter) depends on today, so it sums the undelivered orders of dashboard_open_deadlines whose
 * deadline is before today and whose status is not final.
 */
@QueryHandler(GetCarrierKpiQuery)
export class GetCarrierKpiHandler implements IQueryHandler<GetCarrierKpiQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: GetCarrierKpiQuery): Promise<CarrierKpiDto> {
    const scope = dashboardScope(actor, query);
    const carriersQuery = sql`SELECT carrier_id AS id, (array_agg(carrier_name ORDER BY day DESC))[1] AS name,
              sum(delivered_on_time)::int AS on_time, sum(delivered_late)::int AS late,
              sum(ratings_count)::int AS ratings, sum(ratings_sum)::int AS ratings_sum,
              sum(damages)::int AS damages, sum(losses)::int AS losses
         FROM dashboard_carrier_daily d WHERE ${scope.where} AND ${NOT_CANCELLED} AND carrier_id <> '' GROUP BY carrier_id ORDER BY name`;
    const carriers: CarrierSums[] = await runSql(this.db, carriersQuery);
    const lateOpenQuery = sql`SELECT carrier_id AS id, sum(orders)::int AS total FROM dashboard_open_deadlines d
        WHERE ${scope.where} AND carrier_id <> ''
          AND status <> ALL(${FINAL_ORDER_STATUSES}::smallint[]) AND deadline < ${saoPauloCalendarDate(new Date())}::date
        GROUP BY carrier_id`;
    const lateOpen: { id: string; total: number }[] = await runSql(this.db, lateOpenQuery);
    const lateOpenOf = new Map(lateOpen.map((row) => [row.id, row.total]));
    return { carriers: carriers.map((row) => kpisOf(row, lateOpenOf.get(row.id) ?? 0)) };
  }
}

function kpisOf(row: CarrierSums, lateOpen: number): CarrierKpisDto {
  const delivered = row.on_time + row.late;
  return {
    carrier: { id: row.id, name: row.name },
    EDP: percentageOf(row.on_time, delivered),
    EFP: percentageOf(row.late, delivered),
    PA: lateOpen,
    TA: row.ratings,
    MA: row.ratings > 0 ? oneDecimal(row.ratings_sum / row.ratings) : 0,
    AVA: row.damages,
    EXT: row.losses,
  };
}

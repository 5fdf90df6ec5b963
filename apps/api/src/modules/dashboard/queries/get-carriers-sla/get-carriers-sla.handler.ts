import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { CarriersSlaDto, DeliveriesDto } from '../dashboard.dto.js';
import { dashboardScope, oneDecimal, percentageOf } from '../dashboard-scope.js';
import { GetCarriersSlaQuery } from './get-carriers-sla.query.js';

interface DeliveryRow {
  on_time: number;
  late: number;
  days_sum: number;
  days_count: number;
}

const DELIVERY_SUMS = `sum(delivered_on_time)::int AS on_time, sum(delivered_late)::int AS late,
                       sum(delivery_days_sum)::int AS days_sum, sum(delivery_days_count)::int AS days_count`;

const deliveriesOf = (row: DeliveryRow): DeliveriesDto => ({
  delivered: row.on_time + row.late,
  on_time: row.on_time,
  late: row.late,
  percentage: percentageOf(row.on_time, row.on_time + row.late),
});

const averageDays = (row: DeliveryRow) => (row.days_count > 0 ? oneDecimal(row.days_sum / row.days_count) : null);

/**
 * Deliveries on time per carrier (dashboard_carrier_daily) and per destination state (dashboard_daily,
 * the only aggregate with the state), and the average days to deliver.
 */
@QueryHandler(GetCarriersSlaQuery)
export class GetCarriersSlaHandler implements IQueryHandler<GetCarriersSlaQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: GetCarriersSlaQuery): Promise<CarriersSlaDto> {
    const scope = dashboardScope(actor, query);
    const delivered = `${scope.sql} AND delivery_days_count > 0`;
    const carriers: (DeliveryRow & { id: string; name: string })[] = await this.db.query(
      `SELECT carrier_id AS id, (array_agg(carrier_name ORDER BY day DESC))[1] AS name, ${DELIVERY_SUMS}
         FROM dashboard_carrier_daily d WHERE ${delivered} AND carrier_id <> '' GROUP BY carrier_id ORDER BY name`,
      scope.parameters,
    );
    const states: (DeliveryRow & { state: string })[] = await this.db.query(
      `SELECT to_state AS state, ${DELIVERY_SUMS} FROM dashboard_daily d WHERE ${delivered} GROUP BY to_state ORDER BY to_state`,
      scope.parameters,
    );
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

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PICKUP_DEADLINE_FILTER_SQL } from '../../../orders/index.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { PICKUP_STATE_SQL } from '../../domain/pickup-state.js';
import { pickupWhere } from '../pickup-scope.js';
import type { PickupSlaDto } from '../pickups.dto.js';
import { PickupsSlaQuery } from './pickups-sla.query.js';

/** The operations view's SLA cards, for one company (or the caller's). */
@QueryHandler(PickupsSlaQuery)
export class PickupsSlaHandler implements IQueryHandler<PickupsSlaQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, filters }: PickupsSlaQuery): Promise<PickupSlaDto> {
    const where = pickupWhere(actor, { company_id: filters.company_id, carrier: filters.carrier });
    const counts = sql`SELECT count(*)::int AS total,
              count(*) FILTER (WHERE ${raw(PICKUP_DEADLINE_FILTER_SQL.delayed)})::int AS total_delayed,
              count(*) FILTER (WHERE ${raw(PICKUP_DEADLINE_FILTER_SQL.today)})::int AS total_pickup_today,
              count(*) FILTER (WHERE ${raw(PICKUP_STATE_SQL[2])})::int AS total_waiting_pickup,
              count(*) FILTER (WHERE ${raw(PICKUP_STATE_SQL[1])})::int AS total_waiting_pickup_date,
              count(*) FILTER (WHERE ${raw(PICKUP_STATE_SQL[3])})::int AS total_pickuped
         FROM pickups p WHERE ${where}`;
    const [sla] = await runSql(this.db, counts);
    return sla;
  }
}

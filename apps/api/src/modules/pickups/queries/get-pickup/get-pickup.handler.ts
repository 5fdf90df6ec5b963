import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pickupNotFound } from '../../domain/pickup.aggregate.js';
import { PICKUP_SELECT, pickupDtosOf } from '../pickup-row.js';
import type { PickupDto } from '../pickups.dto.js';
import { GetPickupQuery } from './get-pickup.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';

/** The caller's company's pickup; operations (super admins) may open any company's. */
@QueryHandler(GetPickupQuery)
export class GetPickupHandler implements IQueryHandler<GetPickupQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, id }: GetPickupQuery): Promise<PickupDto> {
    const rows = await runSql(
      this.db,
      sql`${raw(PICKUP_SELECT)} WHERE p.id = ${id} AND (${actor.isSuperAdmin} OR p.company_id = ${actor.companyId})`,
    );
    const [pickup] = await pickupDtosOf(this.db, rows);
    if (!pickup) throw pickupNotFound();
    return pickup;
  }
}

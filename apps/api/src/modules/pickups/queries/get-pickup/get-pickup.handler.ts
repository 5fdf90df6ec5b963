import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pickupNotFound } from '../../domain/pickup.aggregate.js';
import { PICKUP_SELECT, pickupDtoOf } from '../pickup-row.js';
import type { PickupDto } from '../pickups.dto.js';
import { GetPickupQuery } from './get-pickup.query.js';

/** The caller's company's pickup; operations (super admins) may open any company's. */
@QueryHandler(GetPickupQuery)
export class GetPickupHandler implements IQueryHandler<GetPickupQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, id }: GetPickupQuery): Promise<PickupDto> {
    const [row] = await this.db.query(`${PICKUP_SELECT} WHERE p.id = $1 AND ($2 OR p.company_id = $3)`, [
      id,
      actor.isSuperAdmin,
      actor.companyId,
    ]);
    if (!row) throw pickupNotFound();
    return pickupDtoOf(row);
  }
}

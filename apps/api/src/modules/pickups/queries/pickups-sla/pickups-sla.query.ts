import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { PickupFilters, PickupSlaDto } from '../pickups.dto.js';

export class PickupsSlaQuery extends Query<PickupSlaDto> {
  constructor(
    readonly actor: Actor,
    readonly filters: PickupFilters,
  ) {
    super();
  }
}

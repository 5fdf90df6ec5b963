import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { PickupListDto, PickupListQuery } from '../pickups.dto.js';

export class ListPickupsQuery extends Query<PickupListDto> {
  constructor(
    readonly actor: Actor,
    readonly query: PickupListQuery,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { PickupDto } from '../pickups.dto.js';

export class GetPickupQuery extends Query<PickupDto> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}

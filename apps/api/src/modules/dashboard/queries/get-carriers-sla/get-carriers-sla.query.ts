import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { DashboardQuery, CarriersSlaDto } from '../dashboard.dto.js';

export class GetCarriersSlaQuery extends Query<CarriersSlaDto> {
  constructor(
    readonly actor: Actor,
    readonly query: DashboardQuery,
  ) {
    super();
  }
}

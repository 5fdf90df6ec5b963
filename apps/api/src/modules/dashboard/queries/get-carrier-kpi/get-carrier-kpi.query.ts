import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { CarrierKpiDto, DashboardQuery } from '../dashboard.dto.js';

export class GetCarrierKpiQuery extends Query<CarrierKpiDto> {
  constructor(
    readonly actor: Actor,
    readonly query: DashboardQuery,
  ) {
    super();
  }
}

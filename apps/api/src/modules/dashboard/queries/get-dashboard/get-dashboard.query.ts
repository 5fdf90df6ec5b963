import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { DashboardQuery, DashboardDto } from '../dashboard.dto.js';

export class GetDashboardQuery extends Query<DashboardDto> {
  constructor(
    readonly actor: Actor,
    readonly query: DashboardQuery,
  ) {
    super();
  }
}

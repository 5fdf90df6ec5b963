import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { PromiseDashboardDto, PromiseDashboardQuery } from './promise-dashboard.dto.js';

export class GetPromiseDashboardQuery extends Query<PromiseDashboardDto> {
  constructor(
    readonly actor: Actor,
    readonly query: PromiseDashboardQuery,
  ) {
    super();
  }
}

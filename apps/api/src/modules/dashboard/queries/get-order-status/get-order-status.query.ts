import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { DashboardQuery, OrderStatusDashboardDto } from '../dashboard.dto.js';

export class GetOrderStatusQuery extends Query<OrderStatusDashboardDto> {
  constructor(
    readonly actor: Actor,
    readonly query: DashboardQuery,
  ) {
    super();
  }
}

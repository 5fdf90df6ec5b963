import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { DashboardController } from './http/dashboard.controller.js';
import { ReviewsController } from './http/reviews.controller.js';
import { DashboardDailyProjection } from './projections/dashboard-daily.projection.js';
import { GetCarrierKpiHandler } from './queries/get-carrier-kpi/get-carrier-kpi.handler.js';
import { GetCarriersSlaHandler } from './queries/get-carriers-sla/get-carriers-sla.handler.js';
import { GetDashboardHandler } from './queries/get-dashboard/get-dashboard.handler.js';
import { GetOrderStatusHandler } from './queries/get-order-status/get-order-status.handler.js';
import { ListReviewsHandler } from './queries/list-reviews/list-reviews.handler.js';

const queryHandlers = [GetDashboardHandler, GetOrderStatusHandler, GetCarriersSlaHandler, GetCarrierKpiHandler, ListReviewsHandler];
const projections = [DashboardDailyProjection];

/** The merchant's dashboard: figures folded asynchronously from the order events. */
@Module({
  controllers: [DashboardController, ReviewsController],
  providers: [...queryHandlers, ...projections],
})
export class DashboardModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly daily: DashboardDailyProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerAsync(this.daily);
  }
}

import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { CarrierServiceLevels, OrdersModule } from '../orders/index.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { RequestDashboardReportHandler } from './commands/request-dashboard-report/request-dashboard-report.handler.js';
import { DashboardController } from './http/dashboard.controller.js';
import { DashboardReportsController } from './http/dashboard-reports.controller.js';
import { ReviewsController } from './http/reviews.controller.js';
import { DashboardDailyProjection } from './projections/dashboard-daily.projection.js';
import { DashboardCarrierServiceLevels } from './queries/dashboard-carrier-service-levels.js';
import { GetCarrierKpiHandler } from './queries/get-carrier-kpi/get-carrier-kpi.handler.js';
import { GetCarriersSlaHandler } from './queries/get-carriers-sla/get-carriers-sla.handler.js';
import { GetDashboardHandler } from './queries/get-dashboard/get-dashboard.handler.js';
import { GetOrderStatusHandler } from './queries/get-order-status/get-order-status.handler.js';
import { ListReviewsHandler } from './queries/list-reviews/list-reviews.handler.js';
import { DashboardReportQueue } from './jobs/dashboard-report.job.js';
import { DashboardReportRunner } from './jobs/dashboard-report.runner.js';
import { DashboardReportWorker } from './jobs/dashboard-report.worker.js';

const queryHandlers = [
  GetDashboardHandler,
  GetOrderStatusHandler,
  GetCarriersSlaHandler,
  GetCarrierKpiHandler,
  ListReviewsHandler,
];
const projections = [DashboardDailyProjection];
const reports = [RequestDashboardReportHandler, DashboardReportQueue, DashboardReportRunner, DashboardReportWorker];

/**
 * The merchant's dashboard: figures folded asynchronously from the order events. Global only to hand
 * orders the carriers' service levels, a port of orders' face (orders cannot import the dashboard).
 */
@Global()
@Module({
  imports: [OrdersModule],
  controllers: [DashboardController, ReviewsController, DashboardReportsController],
  providers: [
    ...queryHandlers,
    ...projections,
    ...reports,
    { provide: CarrierServiceLevels, useClass: DashboardCarrierServiceLevels },
  ],
  exports: [CarrierServiceLevels],
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

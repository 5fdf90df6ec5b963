import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { DeliveryPromiseDashboardController } from './http/delivery-promise-dashboard.controller.js';
import { LanePromises } from './queries/lanes/lane-promises.js';
import { OrderTransitsProjection } from './projections/order-transits.projection.js';
import { GetPromiseDashboardHandler } from './queries/get-promise-dashboard/get-promise-dashboard.handler.js';

/**
 * Issue 32, the promise learned from real deliveries: the transit projection and the in-memory
 * LanePromises that quotes (p2) and the exceptions desk (p3) ask.
 */
@Module({
  controllers: [DeliveryPromiseDashboardController],
  providers: [LanePromises, OrderTransitsProjection, GetPromiseDashboardHandler],
  exports: [LanePromises],
})
export class DeliveryPromiseModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly transits: OrderTransitsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerAsync(this.transits);
  }
}

import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { LanePromises } from './lanes/lane-promises.js';
import { OrderTransitsProjection } from './projections/order-transits.projection.js';

/**
 * Issue 32, the promise learned from real deliveries: the transit projection and the in-memory
 * LanePromises that quotes (p2) and the exceptions desk (p3) ask.
 */
@Module({
  providers: [LanePromises, OrderTransitsProjection],
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

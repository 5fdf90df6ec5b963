import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { DashboardDailyProjection } from './projections/dashboard-daily.projection.js';

const projections = [DashboardDailyProjection];

/** The merchant's dashboard: figures folded asynchronously from the order events. */
@Module({
  providers: [...projections],
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

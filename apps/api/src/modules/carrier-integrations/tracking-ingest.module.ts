import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { CarrierEventsApplier } from './commands/carrier-events/carrier-events-applier.js';
import { ChangeStaleTrackingDaysCommand } from './commands/change-stale-tracking-days/change-stale-tracking-days.command.js';
import { ChangeStaleTrackingDaysHandler } from './commands/change-stale-tracking-days/change-stale-tracking-days.handler.js';
import { ChangeStaleTrackingDaysPayload } from './commands/change-stale-tracking-days/change-stale-tracking-days.payload.js';
import { OrderCarrierEventsApplier } from './commands/carrier-events/order-carrier-events-applier.js';
import { ShipmentTrackingsProjection } from './projections/shipment-trackings.projection.js';

/** Carrier events appended to orders: mapping, idempotency, ordering, the shipment trackings read model. */
@Module({
  providers: [
    ShipmentTrackingsProjection,
    ChangeStaleTrackingDaysHandler,
    { provide: CarrierEventsApplier, useClass: OrderCarrierEventsApplier },
  ],
  exports: [CarrierEventsApplier],
})
export class TrackingIngestModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: ShipmentTrackingsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection);
    this.actions.register({
      action: 'ChangeStaleTrackingDays',
      payload: ChangeStaleTrackingDaysPayload,
      access: { area: 'settings', admin: true },
      command: ChangeStaleTrackingDaysCommand,
    });
  }
}

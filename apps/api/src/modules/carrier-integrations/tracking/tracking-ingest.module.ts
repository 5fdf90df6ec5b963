import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../../platform/event-store/projection-registry.js';
import { CarrierEventsApplier } from './carrier-events-applier.js';
import { OrderCarrierEventsApplier } from './order-carrier-events-applier.js';
import { ShipmentTrackingsProjection } from './shipment-trackings.projection.js';

/** Carrier events appended to orders: mapping, idempotency, ordering, the shipment trackings read model. */
@Module({
  providers: [ShipmentTrackingsProjection, { provide: CarrierEventsApplier, useClass: OrderCarrierEventsApplier }],
  exports: [CarrierEventsApplier],
})
export class TrackingIngestModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly projection: ShipmentTrackingsProjection,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.projection);
  }
}

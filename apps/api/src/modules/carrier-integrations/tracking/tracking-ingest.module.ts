import { Module } from '@nestjs/common';

/** Carrier events appended to orders: mapping, idempotency, ordering, the shipment trackings read model. */
@Module({})
export class TrackingIngestModule {}

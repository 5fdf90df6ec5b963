import { Module } from '@nestjs/common';
import { CarrierConnectionsModule } from './carrier-connections.module.js';
import { CarrierConnectorsModule } from './connectors/connectors.module.js';
import { OcorenModule } from './ocoren.module.js';
import { TrackingPollingModule } from './tracking-polling.module.js';
import { TrackingIngestModule } from './tracking-ingest.module.js';

/** Carriers, part 1 (docs/carriers.md): connectors, connections, tracking that arrives by itself. */
@Module({
  imports: [
    CarrierConnectorsModule,
    TrackingIngestModule,
    CarrierConnectionsModule,
    TrackingPollingModule,
    OcorenModule,
  ],
})
export class CarrierIntegrationsModule {}

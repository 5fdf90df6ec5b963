import { Module } from '@nestjs/common';
import { CarrierConnectionsModule } from './connections/carrier-connections.module.js';
import { CarrierConnectorsModule } from './connectors/connectors.module.js';
import { OcorenModule } from './ocoren/ocoren.module.js';
import { TrackingPollingModule } from './polling/tracking-polling.module.js';
import { TrackingIngestModule } from './tracking/tracking-ingest.module.js';

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

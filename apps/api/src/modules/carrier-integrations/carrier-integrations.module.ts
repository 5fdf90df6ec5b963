import { Global, Module } from '@nestjs/common';
import { StaleTrackingFilter } from '../orders/index.js';
import { CarrierConnectionsModule } from './carrier-connections.module.js';
import { CarrierConnectorsModule } from './connectors/connectors.module.js';
import { OcorenModule } from './ocoren.module.js';
import { CarrierStaleTrackingFilter } from './queries/carrier-stale-tracking-filter.js';
import { TrackingPollingModule } from './tracking-polling.module.js';
import { TrackingIngestModule } from './tracking-ingest.module.js';

/**
 * Carriers, part 1 (docs/carriers.md): connectors, connections, tracking that arrives by itself.
 * Global only to hand orders the stale-tracking filter, a port of orders' face (orders cannot import
 * carrier-integrations, which imports orders).
 */
@Global()
@Module({
  imports: [
    CarrierConnectorsModule,
    TrackingIngestModule,
    CarrierConnectionsModule,
    TrackingPollingModule,
    OcorenModule,
  ],
  providers: [{ provide: StaleTrackingFilter, useClass: CarrierStaleTrackingFilter }],
  exports: [StaleTrackingFilter],
})
export class CarrierIntegrationsModule {}

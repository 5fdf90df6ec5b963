import { Module } from '@nestjs/common';
import { TokenCipher } from '../integrations/index.js';
import { CarrierConnectorsModule } from './connectors/connectors.module.js';
import { TrackingIngestModule } from './tracking-ingest.module.js';
import { DemoCarrierTracking } from './jobs/polling/demo-carrier-tracking.js';
import { CarrierCallPacer } from './jobs/polling/carrier-call-pacer.js';
import { IntegrationPolls } from './jobs/polling/integration-polls.js';
import { TrackingPollQueue } from './jobs/tracking-poll.job.js';
import { TrackingPollCycle, TrackingPollWorker } from './jobs/tracking-poll.worker.js';
import { TrackingPollRows } from './jobs/polling/tracking-poll-rows.js';
import { TrackingPoller } from './jobs/polling/tracking-poller.js';

/** The scheduler that polls open shipments of connected carriers (docs/scaling.md, "Carrier tracking polls"). */
@Module({
  imports: [CarrierConnectorsModule, TrackingIngestModule],
  providers: [
    TokenCipher,
    TrackingPollRows,
    IntegrationPolls,
    CarrierCallPacer,
    TrackingPoller,
    TrackingPollQueue,
    TrackingPollCycle,
    TrackingPollWorker,
    DemoCarrierTracking,
  ],
  exports: [TrackingPoller, TrackingPollCycle, TrackingPollQueue],
})
export class TrackingPollingModule {}

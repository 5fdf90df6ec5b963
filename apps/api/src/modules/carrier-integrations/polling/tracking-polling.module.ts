import { Module } from '@nestjs/common';
import { TokenCipher } from '../../integrations/tokens/token-cipher.js';
import { CarrierConnectorsModule } from '../connectors/connectors.module.js';
import { TrackingIngestModule } from '../tracking/tracking-ingest.module.js';
import { DemoCarrierTracking } from './demo-carrier-tracking.js';
import { CarrierCallPacer } from './carrier-call-pacer.js';
import { IntegrationPolls } from './integration-polls.js';
import { TrackingPollQueue } from '../jobs/tracking-poll.job.js';
import { TrackingPollCycle, TrackingPollWorker } from '../jobs/tracking-poll.worker.js';
import { TrackingPollRows } from './tracking-poll-rows.js';
import { TrackingPoller } from './tracking-poller.js';

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

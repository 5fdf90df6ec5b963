import { defineJob } from '../../../platform/queue/define-job.js';

/** A cycle (round: the minute it belongs to) or one drain of an integration's due shipments. */
export type TrackingPollJob = { kind: 'cycle'; round: string } | { kind: 'drain'; integrationId: string };

/** Drains of one integration at once, across all workers: calls overlap with the appends of the others. */
const DRAINS_PER_INTEGRATION = 4;
/** Due shipments that make one more drain worth it. */
const SHIPMENTS_PER_DRAIN = 1_000;

/** Every worker process enqueues the cycle of each period (TRACKING_POLL_EVERY_SECONDS) and runs cycles and drains. */
export const trackingPollJob = defineJob({
  queue: 'tracking-polls',
  name: 'tracking-cycle',
  describe: (data: TrackingPollJob) =>
    data.kind === 'cycle' ? `Ciclo de rastreamento ${data.round}` : `Consulta de rastreamento ${data.integrationId}`,
});

/**
 * The poller's queue. A cycle's id is its round, so every worker's timer enqueues the same job once.
 * A drain's id names its integration and slot and is dropped when it ends: a cycle that finds the
 * previous one's drains still running adds none, and the drains are spread over every worker.
 */
export class TrackingPollQueue extends trackingPollJob.Queue {
  async cycle(round: string): Promise<void> {
    await this.add({ kind: 'cycle', round }, `cycle-${round}`);
  }

  async drains(integrationId: string, due: number): Promise<void> {
    const count = Math.min(DRAINS_PER_INTEGRATION, Math.ceil(due / SHIPMENTS_PER_DRAIN));
    await this.queue.addBulk(
      Array.from({ length: count }, (_, slot) => ({
        name: 'tracking-drain',
        data: { kind: 'drain' as const, integrationId },
        opts: { jobId: `drain-${integrationId}-${slot}`, removeOnComplete: true, removeOnFail: true },
      })),
    );
  }
}

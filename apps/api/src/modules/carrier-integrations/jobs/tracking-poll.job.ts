import { Injectable } from '@nestjs/common';
import { type Class, defineJob } from '../../../platform/queue/define-job.js';
import { IntegrationPolls } from '../polling/integration-polls.js';
import { TrackingPollRows } from '../polling/tracking-poll-rows.js';
import { TrackingPoller } from '../polling/tracking-poller.js';

/** A cycle (round: the minute it belongs to) or one drain of an integration's due shipments. */
export type TrackingPollJob = { kind: 'cycle'; round: string } | { kind: 'drain'; integrationId: string };

/** Drains of one integration at once, across all workers: calls overlap with the appends of the others. */
const DRAINS_PER_INTEGRATION = 4;
/** Due shipments that make one more drain worth it. */
const SHIPMENTS_PER_DRAIN = 1_000;

/** What the worker calls on the cycle and the queue, both declared below (they extend or use the job). */
interface CycleQueue {
  cycle(round: string): Promise<void>;
}
interface Cycle {
  run(): Promise<Map<string, number>>;
}

/** Every worker process enqueues the cycle of each period (TRACKING_POLL_EVERY_SECONDS) and runs cycles and drains. */
const job = defineJob({
  queue: 'tracking-polls',
  name: 'tracking-cycle',
  uses: {
    cycle: (): Class<Cycle> => TrackingPollCycle,
    poller: TrackingPoller,
    queue: (): Class<CycleQueue> => TrackingPollQueue,
  },
  describe: (data: TrackingPollJob) =>
    data.kind === 'cycle' ? `Ciclo de rastreamento ${data.round}` : `Consulta de rastreamento ${data.integrationId}`,
  process: async (data, { cycle, poller, logger }) => {
    if (data.kind === 'cycle') {
      await cycle.run();
      return;
    }
    const outcome = await poller.drain(data.integrationId);
    if (outcome.polled)
      logger.log(
        `Rastreamento (${data.integrationId}): ${outcome.polled} envios consultados em ${outcome.calls} chamadas, ${outcome.applied} eventos novos.`,
      );
  },
  atStart: ({ config, queue, logger }) => {
    const periodMs = config.trackingPollEverySeconds * 1000;
    if (periodMs <= 0) return;
    const enqueue = () =>
      void queue
        .cycle(String(Math.floor(Date.now() / periodMs)))
        .catch((error: Error) => logger.error(`Ciclo de rastreamento não agendado: ${error.message}`));
    enqueue();
    const timer = setInterval(enqueue, periodMs);
    timer.unref();
    return () => clearInterval(timer);
  },
});

/**
 * The poller's queue. A cycle's id is its round, so every worker's timer enqueues the same job once.
 * A drain's id names its integration and slot and is dropped when it ends: a cycle that finds the
 * previous one's drains still running adds none, and the drains are spread over every worker.
 */
export class TrackingPollQueue extends job.Queue implements CycleQueue {
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

/** What a cycle does: the rows follow the open shipments, then each integration with due ones gets its drains. */
@Injectable()
export class TrackingPollCycle implements Cycle {
  constructor(
    private readonly rows: TrackingPollRows,
    private readonly integrations: IntegrationPolls,
    private readonly poller: TrackingPoller,
    private readonly queue: TrackingPollQueue,
  ) {}

  /** Answers the due shipments handed out, per integration. */
  async run(): Promise<Map<string, number>> {
    const connectorIds = this.poller.pollingConnectorIds();
    await this.rows.sync(connectorIds);
    const pollable = await this.integrations.pollable(connectorIds);
    const due = await this.rows.dueCounts(pollable.map((integration) => integration.id));
    for (const [integrationId, count] of due) await this.queue.drains(integrationId, count);
    return due;
  }
}

export class TrackingPollWorker extends job.Worker {}

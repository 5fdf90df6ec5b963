import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { IntegrationPolls } from './integration-polls.js';
import { TrackingPollRows } from './tracking-poll-rows.js';
import { TrackingPoller } from './tracking-poller.js';

export const TRACKING_POLLS_QUEUE = 'tracking-polls';

/** A cycle (round: the minute it belongs to) or one drain of an integration's due shipments. */
export type TrackingPollJob = { kind: 'cycle'; round: string } | { kind: 'drain'; integrationId: string };

/** Drains of one integration at once, across all workers: calls overlap with the appends of the others. */
const DRAINS_PER_INTEGRATION = 4;
/** Due shipments that make one more drain worth it. */
const SHIPMENTS_PER_DRAIN = 1_000;

/**
 * The poller's queue. A cycle's id is its round, so every worker's timer enqueues the same job once.
 * A drain's id names its integration and slot and is dropped when it ends: a cycle that finds the
 * previous one's drains still running adds none, and the drains are spread over every worker.
 */
@Injectable()
export class TrackingPollQueue extends JobQueue<TrackingPollJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(TRACKING_POLLS_QUEUE, redis, config);
  }

  async cycle(round: string): Promise<void> {
    await this.add('tracking-cycle', { kind: 'cycle', round }, `cycle-${round}`);
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
export class TrackingPollCycle {
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

/** Every worker process enqueues the cycle of each period (TRACKING_POLL_EVERY_SECONDS) and runs cycles and drains. */
@Injectable()
export class TrackingPollWorker
  extends JobWorker<TrackingPollJob>
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly cycle: TrackingPollCycle,
    private readonly poller: TrackingPoller,
    private readonly queue: TrackingPollQueue,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {
    super(TRACKING_POLLS_QUEUE, redis, appConfig);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    const periodMs = this.appConfig.trackingPollEverySeconds * 1000;
    if (!this.appConfig.runWorkers || periodMs <= 0) return;
    const enqueue = () =>
      void this.queue
        .cycle(String(Math.floor(Date.now() / periodMs)))
        .catch((error: Error) => this.logger.error(`Ciclo de rastreamento não agendado: ${error.message}`));
    enqueue();
    this.timer = setInterval(enqueue, periodMs);
    this.timer.unref();
  }

  override async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await super.onApplicationShutdown();
  }

  protected async process(job: TrackingPollJob): Promise<void> {
    if (job.kind === 'cycle') {
      await this.cycle.run();
      return;
    }
    const outcome = await this.poller.drain(job.integrationId);
    if (outcome.polled)
      this.logger.log(
        `Rastreamento (${job.integrationId}): ${outcome.polled} envios consultados em ${outcome.calls} chamadas, ${outcome.applied} eventos novos.`,
      );
  }

  protected describe(job: TrackingPollJob): string {
    return job.kind === 'cycle'
      ? `Ciclo de rastreamento ${job.round}`
      : `Consulta de rastreamento ${job.integrationId}`;
  }
}

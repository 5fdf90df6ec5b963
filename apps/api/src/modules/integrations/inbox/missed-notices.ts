import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { ChannelAdapters } from '../adapters/channel-adapters.js';
import { SALES_CHANNEL_IDS } from '../catalogue/channel-catalogue.js';
import { CompanyChannelRows } from '../queries/company-channel-rows.js';
import { ChannelConnections } from '../tokens/channel-connections.js';
import { ChannelDeliveries } from './channel-deliveries.js';
import { ChannelDeliveryQueue } from './channel-delivery.queue.js';

export const MISSED_NOTICES_QUEUE = 'channel-missed-notices';

export interface MissedNoticesJob {
  integrationId: string;
}

/** What one recovery found: stored as new deliveries, already in the inbox, or of no integration of ours. */
export interface MissedNoticesOutcome {
  recovered: number;
  known: number;
  unknown: number;
}

/**
 * Notifications the channel gave up delivering (Mercado Livre drops one after 8 failed attempts in
 * an hour and keeps it 2 days in /missed_feeds) go through the same inbox as the live ones: stored,
 * then imported by the delivery job. One already in the inbox (it arrived, late or on a retry, and
 * the channel still counted it as failed) is not stored twice: the adapter's key names it.
 */
@Injectable()
export class MissedNotices {
  constructor(
    private readonly integrations: CompanyChannelRows,
    private readonly adapters: ChannelAdapters,
    private readonly connections: ChannelConnections,
    private readonly deliveries: ChannelDeliveries,
    private readonly queue: ChannelDeliveryQueue,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async recover(integrationId: string): Promise<MissedNoticesOutcome> {
    const outcome = { recovered: 0, known: 0, unknown: 0 };
    const integration = await this.integrations.byId(integrationId);
    const adapter = integration ? this.adapters.of(integration.channel_id) : null;
    if (!integration?.enabled || !adapter?.missedNotices || !adapter.noticeKey) return outcome;
    // One recovery of a channel at a time across processes: two would both find a feed not yet stored.
    const lock = `${this.config.queuePrefix}:missed-notices:${integration.channel_id}`;
    if (!(await this.redis.set(lock, integrationId, 'PX', 60_000, 'NX'))) throw new Error('Recuperação em andamento.');
    try {
      const missed = await this.connections.use(integration, (connection, opened) => opened.missedNotices!(connection));
      for (const { body } of missed) {
        // The feed is the app's, every seller's: each goes to the integration of its store.
        const notice = adapter.readNotice(body);
        const owner = notice ? await this.integrations.byStore(integration.channel_id, notice.storeId) : null;
        if (!notice || !owner) {
          outcome.unknown++;
          continue;
        }
        const key = adapter.noticeKey(body);
        const stored = await this.deliveries.bodiesOf(owner.id, notice.topic, notice.resourceId);
        if (key && stored.some((other) => adapter.noticeKey!(other) === key)) {
          outcome.known++;
          continue;
        }
        const id = await this.deliveries.record({
          company_channel_id: owner.id,
          company_id: owner.company_id,
          channel_id: owner.channel_id,
          direction: 'in',
          topic: notice.topic,
          resource_id: notice.resourceId || null,
          body: body.toString('utf8'),
          status: 'received',
          reason: null,
        });
        await this.queue.enqueue(id);
        outcome.recovered++;
      }
    } finally {
      await this.redis.del(lock);
    }
    return outcome;
  }

  /**
   * One enabled integration per channel that keeps undelivered notifications: the feed is the app's,
   * so one token reads every seller's.
   */
  async recoverable(db: DataSource): Promise<string[]> {
    const rows: { id: string; channel_id: number }[] = await db.query(
      `SELECT DISTINCT ON (channel_id) id, channel_id FROM company_channels WHERE enabled AND channel_id = ANY($1)
        ORDER BY channel_id, created_at, id`,
      [SALES_CHANNEL_IDS],
    );
    return rows.filter((row) => this.adapters.of(row.channel_id).missedNotices).map((row) => row.id);
  }
}

/** A recovery per integration: at connect, and every MISSED_NOTICES_EVERY_MINUTES. */
@Injectable()
export class MissedNoticesQueue extends JobQueue<MissedNoticesJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(MISSED_NOTICES_QUEUE, redis, config);
  }

  /** `round` names the run: the same round enqueued by several processes is one job. */
  async enqueue(integrationId: string, round: string): Promise<void> {
    await this.add('recover-missed-notices', { integrationId }, `${integrationId}-${round}`);
  }
}

@Injectable()
export class MissedNoticesWorker
  extends JobWorker<MissedNoticesJob>
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly missed: MissedNotices,
    private readonly queue: MissedNoticesQueue,
    private readonly db: DataSource,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {
    super(MISSED_NOTICES_QUEUE, redis, appConfig);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    const periodMs = this.appConfig.missedNoticesEveryMinutes * 60_000;
    if (!this.appConfig.runWorkers || periodMs <= 0) return;
    this.timer = setInterval(() => {
      void this.enqueueAll(String(Math.floor(Date.now() / periodMs))).catch((error: Error) =>
        this.logger.error(`Recuperação de notificações perdidas não agendada: ${error.message}`),
      );
    }, periodMs);
    this.timer.unref();
  }

  override async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await super.onApplicationShutdown();
  }

  async enqueueAll(round: string): Promise<void> {
    for (const id of await this.missed.recoverable(this.db)) await this.queue.enqueue(id, round);
  }

  protected async process({ integrationId }: MissedNoticesJob): Promise<void> {
    const outcome = await this.missed.recover(integrationId);
    if (outcome.recovered)
      this.logger.log(`Notificações perdidas recuperadas (${integrationId}): ${outcome.recovered}.`);
  }

  protected describe({ integrationId }: MissedNoticesJob): string {
    return `Recuperação de notificações perdidas ${integrationId}`;
  }
}

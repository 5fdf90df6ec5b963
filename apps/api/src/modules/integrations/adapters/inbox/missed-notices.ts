import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { REDIS } from '../../../../platform/queue/redis.js';
import { ChannelAdapters } from '../channel-adapters.js';
import { SALES_CHANNEL_IDS } from '../../queries/catalogue/channel-catalogue.js';
import { CompanyChannelRows } from '../../queries/company-channel-rows.js';
import { ChannelConnections } from '../tokens/channel-connections.js';
import { ChannelDeliveries } from './channel-deliveries.js';
import { ChannelDeliveryQueue } from '../../jobs/channel-delivery.job.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

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
    const rows: { id: string; channel_id: number }[] = await runSql(
      db,
      sql`SELECT DISTINCT ON (channel_id) id, channel_id FROM company_channels WHERE enabled AND channel_id = ANY(${SALES_CHANNEL_IDS})
        ORDER BY channel_id, created_at, id`,
    );
    return rows.filter((row) => this.adapters.of(row.channel_id).missedNotices).map((row) => row.id);
  }
}

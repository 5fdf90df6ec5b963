import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Lane } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { PgChannelListener } from '../../../../platform/database/pg-channel-listener.js';
import { CompanyLanes, type LanePromise, type LaneStats } from './company-lanes.js';
import { LANE_PROMISES_CHANNEL } from './lane-promises-channel.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/**
 * The learned promises of every lane, per company, in memory like the PricingIndex: a company's
 * lane_transit_stats are read once and kept until the projection notifies a change for it (every API
 * instance LISTENs; the entry is reloaded in the background), so a quote asks a Map and scans a
 * 61-cell histogram, no query.
 */
@Injectable()
export class LanePromises implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly cache = new Map<string, Promise<CompanyLanes>>();
  /** The newest reload of a cached company: only it may replace the entry (an older one finishing late would be staler). */
  private readonly reloads = new Map<string, Promise<CompanyLanes>>();
  private readonly listener: PgChannelListener;

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.listener = new PgChannelListener(config.databaseUrl, LANE_PROMISES_CHANNEL, {
      message: (companyId) => (companyId ? this.refresh(companyId) : this.invalidate('*')),
      lost: () => this.invalidate('*'),
    });
  }

  /** The company's lanes (loaded once, then from memory); ask it once per quote and then per carrier. */
  forCompany(companyId: string): Promise<CompanyLanes> {
    // Without LISTEN a cached entry could miss a change: read per call until it is back.
    if (!this.listener.live) return this.load(companyId);
    let entry = this.cache.get(companyId);
    if (!entry) {
      entry = this.load(companyId);
      entry.catch(() => this.cache.delete(companyId));
      this.cache.set(companyId, entry);
    }
    return entry;
  }

  /** See CompanyLanes.forLane: `confidence` in % (50–99), null under `minSamples` at every level. */
  async forLane(companyId: string, lane: Lane, confidence: number, minSamples: number): Promise<LanePromise | null> {
    return (await this.forCompany(companyId)).forLane(lane, confidence, minSamples);
  }

  invalidate(companyId: string): void {
    if (companyId === '*') {
      this.cache.clear();
      this.reloads.clear();
    } else {
      this.cache.delete(companyId);
      this.reloads.delete(companyId);
    }
  }

  /**
   * A change notified for a cached company: reload it in the background and keep answering from the
   * entry in memory until then, so a busy company's quotes never wait for its lanes to be read again.
   */
  refresh(companyId: string): void {
    if (!this.cache.has(companyId)) return;
    const next = this.load(companyId);
    this.reloads.set(companyId, next);
    next.then(
      () => {
        if (this.reloads.get(companyId) !== next) return;
        this.reloads.delete(companyId);
        if (this.cache.has(companyId)) this.cache.set(companyId, next);
      },
      () => this.invalidate(companyId),
    );
  }

  onApplicationBootstrap(): Promise<void> {
    return this.listener.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.listener.stop();
  }

  private async load(companyId: string): Promise<CompanyLanes> {
    const rows: { lane_key: string; histogram: number[]; samples: number; on_time: number; late: number }[] =
      await runSql(
        this.db,
        sql`SELECT lane_key, histogram, samples, on_time, late FROM lane_transit_stats WHERE company_id = ${companyId} AND samples > 0`,
      );
    return new CompanyLanes(
      new Map<string, LaneStats>(
        rows.map((row) => [
          row.lane_key,
          { histogram: row.histogram, samples: row.samples, onTime: row.on_time, late: row.late },
        ]),
      ),
    );
  }
}

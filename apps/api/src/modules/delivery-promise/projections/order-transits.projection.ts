import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import { distributionCentersByCompanyOf } from '../../catalog/index.js';
import type { OrderEvent } from '../../orders/index.js';
import { LANE_PROMISES_CHANNEL } from '../queries/lanes/lane-promises-channel.js';
import { addLaneStats, laneRowId, laneStatsChanges, type LaneStatsRow } from './lane-stats-changes.js';
import {
  evolveTransit,
  originIdOf,
  type OrderTransitFacts,
  type OriginAddresses,
  TRANSIT_EVENTS,
} from './order-transit-facts.js';
import { raw, runSql, sql, unnest } from '../../../platform/database/sql.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every column of order_transits and its PostgreSQL type, in table order. */
const FACT_TYPES: Readonly<Record<keyof OrderTransitFacts, string>> = {
  order_id: 'uuid',
  company_id: 'uuid',
  carrier_id: 'text',
  origin_id: 'text',
  from_zip: 'text',
  from_state: 'text',
  to_zip: 'text',
  to_state: 'text',
  created_on: 'date',
  deadline: 'date',
  promised_days: 'smallint',
  started_at: 'timestamptz',
  delivered_at: 'timestamptz',
  cancelled: 'boolean',
  transit_days: 'smallint',
};
const FACT_COLUMNS = Object.keys(FACT_TYPES) as (keyof OrderTransitFacts)[];

const STATS_TYPES: Readonly<Record<keyof LaneStatsRow, string>> = {
  company_id: 'uuid',
  lane_key: 'text',
  level: 'text',
  carrier_id: 'text',
  to_state: 'text',
  // A histogram travels as its text '{0,1,…}': unnest would flatten an int[][].
  histogram: 'text',
  samples: 'int',
  on_time: 'int',
  late: 'int',
  promised_days_sum: 'int',
  promised_days_count: 'int',
};
const STATS_COLUMNS = Object.keys(STATS_TYPES) as (keyof LaneStatsRow)[];

const list = (columns: readonly string[]) => raw(columns.join(', '));
const updates = (columns: readonly string[]) =>
  raw(columns.map((column) => `${column} = EXCLUDED.${column}`).join(', '));

const upsertFacts = (changed: OrderTransitFacts[]) => sql`INSERT INTO order_transits (${list(FACT_COLUMNS)})
  SELECT * FROM ${unnest(
    FACT_COLUMNS.map((column) => changed.map((facts) => facts[column])),
    FACT_COLUMNS.map((column) => FACT_TYPES[column]),
  )}
  ON CONFLICT (order_id) DO UPDATE SET ${updates(FACT_COLUMNS.slice(1))}`;

const upsertStats = (kept: LaneStatsRow[]) => sql`INSERT INTO lane_transit_stats (${list(STATS_COLUMNS)})
  SELECT company_id, lane_key, level, carrier_id, to_state, histogram::int[], samples, on_time, late, promised_days_sum, promised_days_count
    FROM ${unnest(
      STATS_COLUMNS.map((column) =>
        kept.map((row) => (column === 'histogram' ? `{${row.histogram.join(',')}}` : row[column])),
      ),
      STATS_COLUMNS.map((column) => STATS_TYPES[column]),
    )}
      AS r(${list(STATS_COLUMNS)})
  ON CONFLICT (company_id, lane_key) DO UPDATE SET ${updates(STATS_COLUMNS.slice(2))}`;

/** Timestamps as ISO 8601 (`to_json`), dates as 'YYYY-MM-DD', as evolveTransit keeps them. */
const selectFacts = (
  ids: string[],
) => sql`SELECT order_id, company_id, carrier_id, origin_id, from_zip, from_state, to_zip, to_state,
       created_on::text AS created_on, deadline::text AS deadline, promised_days,
       to_json(started_at) #>> '{}' AS started_at, to_json(delivered_at) #>> '{}' AS delivered_at, cancelled, transit_days
  FROM order_transits WHERE order_id = ANY(${ids}::uuid[])`;

/**
 * Async: what each order tells about its lane's transit time (order_transits) and, summed per company
 * and lane key, the histograms the promise is learned from (lane_transit_stats). A batch is folded in
 * memory; every order touched moves its old contribution out of its lanes and its new one in, so the
 * rows are always the sum of the orders' current facts (rebuildable from the log), whatever the
 * order, repetition or lateness of the events. Then one NOTIFY per company refreshes LanePromises.
 */
@Injectable()
export class OrderTransitsProjection implements Projection<OrderEvent> {
  readonly name = 'order-transits';
  readonly tables = ['order_transits', 'lane_transit_stats'];

  handles(type: string): boolean {
    return TRANSIT_EVENTS.has(type);
  }

  apply(event: Stored<OrderEvent>, db: EntityManager): Promise<void> {
    return this.applyBatch([event], db);
  }

  async applyBatch(events: Stored<OrderEvent>[], db: EntityManager): Promise<void> {
    const ids = [...new Set(events.map((event) => event.stream_id.slice('order-'.length)))];
    // One after the other: `db` is the catch-up's transaction, one connection (pg deprecates overlapping queries on it).
    const rows = await runSql<OrderTransitFacts[]>(db, selectFacts(ids));
    const origins = await this.originsOf(events, db);
    const before = new Map(rows.map((row) => [row.order_id, row]));
    const after = new Map(before);
    for (const event of events) {
      const id = event.stream_id.slice('order-'.length);
      const facts = evolveTransit(after.get(id) ?? null, event, origins);
      if (facts) after.set(id, facts);
    }
    const changed = [...after.values()].filter((facts) => facts !== before.get(facts.order_id));
    if (changed.length === 0) return;
    await runSql(db, upsertFacts(changed));
    await this.writeStats(laneStatsChanges(changed, before), db);
  }

  private async writeStats(changes: Map<string, LaneStatsRow>, db: EntityManager): Promise<void> {
    if (changes.size === 0) return;
    const keys = [...changes.values()];
    const current: LaneStatsRow[] = await runSql(
      db,
      sql`SELECT s.* FROM lane_transit_stats s
         JOIN unnest(${keys.map((row) => row.company_id)}::uuid[], ${keys.map((row) => row.lane_key)}::text[]) AS k(company_id, lane_key) USING (company_id, lane_key)`,
    );
    const currentById = new Map(current.map((row) => [laneRowId(row), row]));
    const next = keys.map((change) => addLaneStats(currentById.get(laneRowId(change)), change));
    const kept = next.filter((row) => row.samples > 0);
    const emptied = next.filter((row) => row.samples <= 0);
    if (kept.length) await runSql(db, upsertStats(kept));
    if (emptied.length)
      await runSql(
        db,
        sql`DELETE FROM lane_transit_stats s USING unnest(${emptied.map((row) => row.company_id)}::uuid[], ${emptied.map((row) => row.lane_key)}::text[]) AS k(company_id, lane_key)
          WHERE s.company_id = k.company_id AND s.lane_key = k.lane_key`,
      );
    // Delivered at commit: every instance drops the companies' cached lanes.
    await runSql(
      db,
      sql`SELECT pg_notify(${LANE_PROMISES_CHANNEL}, c) FROM unnest(${[...new Set(keys.map((row) => row.company_id))]}::text[]) AS c`,
    );
  }

  /** The CEP and UF of the CDs the batch's creations and edits name. */
  private async originsOf(events: Stored<OrderEvent>[], db: EntityManager): Promise<OriginAddresses> {
    const keys = events.flatMap((event) => {
      const id = originIdOf(event);
      const companyId = event.metadata.company_id;
      return id && UUID.test(id) && companyId ? [{ companyId, id }] : [];
    });
    if (!keys.length) return new Map();
    const rows = await distributionCentersByCompanyOf(db, keys);
    return new Map(rows.map((row) => [row.id, { zip: row.zip ?? '', state: row.state ?? '' }]));
  }
}

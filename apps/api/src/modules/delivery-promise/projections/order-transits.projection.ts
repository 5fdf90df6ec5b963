import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { OrderEvent } from '../../orders/events/order-events.js';
import { LANE_PROMISES_CHANNEL } from '../lanes/lane-promises-channel.js';
import { addLaneStats, laneRowId, laneStatsChanges, type LaneStatsRow } from './lane-stats-changes.js';
import {
  evolveTransit,
  originIdOf,
  type OrderTransitFacts,
  type OriginAddresses,
  TRANSIT_EVENTS,
} from './order-transit-facts.js';

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

const unnestOf = (types: readonly string[]) => `unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})`;
const updates = (columns: readonly string[]) => columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ');

const UPSERT_FACTS = `INSERT INTO order_transits (${FACT_COLUMNS.join(', ')})
  SELECT * FROM ${unnestOf(FACT_COLUMNS.map((column) => FACT_TYPES[column]))}
  ON CONFLICT (order_id) DO UPDATE SET ${updates(FACT_COLUMNS.slice(1))}`;

const UPSERT_STATS = `INSERT INTO lane_transit_stats (${STATS_COLUMNS.join(', ')})
  SELECT company_id, lane_key, level, carrier_id, to_state, histogram::int[], samples, on_time, late, promised_days_sum, promised_days_count
    FROM ${unnestOf(STATS_COLUMNS.map((column) => STATS_TYPES[column]))}
      AS r(${STATS_COLUMNS.join(', ')})
  ON CONFLICT (company_id, lane_key) DO UPDATE SET ${updates(STATS_COLUMNS.slice(2))}`;

/** Timestamps as ISO 8601 (`to_json`), dates as 'YYYY-MM-DD', as evolveTransit keeps them. */
const SELECT_FACTS = `SELECT order_id, company_id, carrier_id, origin_id, from_zip, from_state, to_zip, to_state,
       created_on::text AS created_on, deadline::text AS deadline, promised_days,
       to_json(started_at) #>> '{}' AS started_at, to_json(delivered_at) #>> '{}' AS delivered_at, cancelled, transit_days
  FROM order_transits WHERE order_id = ANY($1::uuid[])`;

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
    const [rows, origins] = await Promise.all([
      db.query(SELECT_FACTS, [ids]) as Promise<OrderTransitFacts[]>,
      this.originsOf(events, db),
    ]);
    const before = new Map(rows.map((row) => [row.order_id, row]));
    const after = new Map(before);
    for (const event of events) {
      const id = event.stream_id.slice('order-'.length);
      const facts = evolveTransit(after.get(id) ?? null, event, origins);
      if (facts) after.set(id, facts);
    }
    const changed = [...after.values()].filter((facts) => facts !== before.get(facts.order_id));
    if (changed.length === 0) return;
    await db.query(
      UPSERT_FACTS,
      FACT_COLUMNS.map((column) => changed.map((facts) => facts[column])),
    );
    await this.writeStats(laneStatsChanges(changed, before), db);
  }

  private async writeStats(changes: Map<string, LaneStatsRow>, db: EntityManager): Promise<void> {
    if (changes.size === 0) return;
    const keys = [...changes.values()];
    const current: LaneStatsRow[] = await db.query(
      `SELECT s.* FROM lane_transit_stats s
         JOIN unnest($1::uuid[], $2::text[]) AS k(company_id, lane_key) USING (company_id, lane_key)`,
      [keys.map((row) => row.company_id), keys.map((row) => row.lane_key)],
    );
    const currentById = new Map(current.map((row) => [laneRowId(row), row]));
    const next = keys.map((change) => addLaneStats(currentById.get(laneRowId(change)), change));
    const kept = next.filter((row) => row.samples > 0);
    const emptied = next.filter((row) => row.samples <= 0);
    if (kept.length)
      await db.query(
        UPSERT_STATS,
        STATS_COLUMNS.map((column) =>
          kept.map((row) => (column === 'histogram' ? `{${row.histogram.join(',')}}` : row[column])),
        ),
      );
    if (emptied.length)
      await db.query(
        `DELETE FROM lane_transit_stats s USING unnest($1::uuid[], $2::text[]) AS k(company_id, lane_key)
          WHERE s.company_id = k.company_id AND s.lane_key = k.lane_key`,
        [emptied.map((row) => row.company_id), emptied.map((row) => row.lane_key)],
      );
    // Delivered at commit: every instance drops the companies' cached lanes.
    await db.query('SELECT pg_notify($1, c) FROM unnest($2::text[]) AS c', [
      LANE_PROMISES_CHANNEL,
      [...new Set(keys.map((row) => row.company_id))],
    ]);
  }

  /** The CEP and UF of the CDs the batch's creations and edits name. */
  private async originsOf(events: Stored<OrderEvent>[], db: EntityManager): Promise<OriginAddresses> {
    const ids = [...new Set(events.map(originIdOf).filter((id): id is string => !!id))];
    if (!ids.length) return new Map();
    const rows: { id: string; zip: string; state: string }[] = await db.query(
      `SELECT id::text, address->>'zip' AS zip, address->>'state' AS state
         FROM distribution_centers WHERE id::text = ANY($1::text[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { zip: row.zip ?? '', state: row.state ?? '' }]));
  }
}

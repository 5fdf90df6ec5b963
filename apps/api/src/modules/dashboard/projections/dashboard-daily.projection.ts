import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { OrderEvent } from '../../orders/events/order-events.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import {
  DAILY_FIGURES,
  type DailyFigures,
  type DailyKey,
  DASHBOARD_ORDER_EVENTS,
  type DashboardOrderFacts,
  evolveFacts,
  figuresOf,
} from './dashboard-order-facts.js';

const FACT_COLUMNS = [
  'order_id',
  'company_id',
  'day',
  'carrier_id',
  'carrier_name',
  'to_state',
  'status',
  'estimated_cost',
  'deadline',
  'delivered_on',
  'damage',
  'loss',
  'rate',
] as const;

/** Dates as 'YYYY-MM-DD' and money as a number, as evolveFacts keeps them. */
const FACTS_SELECT = `SELECT order_id, company_id, day::text AS day, carrier_id, carrier_name, to_state, status,
                             estimated_cost::float8 AS estimated_cost, deadline::text AS deadline,
                             delivered_on::text AS delivered_on, damage, loss, rate
                        FROM dashboard_orders WHERE order_id = ANY($1::uuid[])`;

const FACT_TYPES = [
  'uuid',
  'uuid',
  'date',
  'text',
  'text',
  'text',
  'smallint',
  'numeric',
  'date',
  'date',
  'boolean',
  'boolean',
  'smallint',
];

/** One statement for the whole batch: a row per order, its columns as arrays. */
const UPSERT_FACTS = `INSERT INTO dashboard_orders (${FACT_COLUMNS.join(', ')})
  SELECT * FROM unnest(${FACT_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
  ON CONFLICT (order_id) DO UPDATE SET ${FACT_COLUMNS.slice(1)
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ')}`;

const KEY_COLUMNS = ['company_id', 'day', 'carrier_id', 'to_state', 'status'] as const;
const KEY_TYPES = ['uuid', 'date', 'text', 'text', 'smallint'];

const ADD_FIGURES = `INSERT INTO dashboard_daily (${KEY_COLUMNS.join(', ')}, carrier_name, ${DAILY_FIGURES.join(', ')})
  SELECT * FROM unnest(${[
    ...KEY_TYPES,
    'text',
    ...DAILY_FIGURES.map((column) => (column === 'amount_freight' ? 'numeric' : 'int')),
  ]
    .map((type, i) => `$${i + 1}::${type}[]`)
    .join(', ')})
  ON CONFLICT (${KEY_COLUMNS.join(', ')}) DO UPDATE SET carrier_name = EXCLUDED.carrier_name,
  ${DAILY_FIGURES.map((column) => `${column} = dashboard_daily.${column} + EXCLUDED.${column}`).join(', ')}`;

const DROP_EMPTY = `DELETE FROM dashboard_daily d USING unnest(${KEY_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
  AS k(${KEY_COLUMNS.join(', ')})
  WHERE (d.company_id, d.day, d.carrier_id, d.to_state, d.status) = (k.company_id, k.day, k.carrier_id, k.to_state, k.status) AND d.orders = 0`;

const cents = (value: number) => Math.round(value * 100) / 100;

interface RowChange {
  key: DailyKey;
  carrierName: string;
  figures: DailyFigures;
}

const keyText = (key: DailyKey) => KEY_COLUMNS.map((column) => key[column]).join('|');

/** Adds `sign` × the order's figures to its row's change (the last name written to a row wins, as one event at a time did). */
function addTo(changes: Map<string, RowChange>, facts: DashboardOrderFacts, sign: 1 | -1): void {
  const id = keyText(facts);
  const change = changes.get(id) ?? {
    key: facts,
    carrierName: facts.carrier_name,
    figures: Object.fromEntries(DAILY_FIGURES.map((column) => [column, 0])) as DailyFigures,
  };
  const figures = figuresOf(facts);
  for (const column of DAILY_FIGURES) change.figures[column] = cents(change.figures[column] + sign * figures[column]);
  change.carrierName = facts.carrier_name;
  changes.set(id, change);
}

const columnOf = <T>(rows: T[], pick: (row: T) => unknown) => rows.map(pick);

/**
 * Async: the dashboard's figures per company, creation day, carrier, destination state and status.
 * A batch of events is folded in memory into each order's facts; then every order touched takes
 * its old figures out of their row and puts its new ones in (a row left without orders is dropped),
 * so a row is always the sum of its orders' current figures. A few statements per batch, not per
 * event: the projection keeps up with thousands of orders a second and rebuilds millions in minutes.
 */
@Injectable()
export class DashboardDailyProjection implements Projection<OrderEvent> {
  readonly name = 'dashboard-daily';
  readonly tables = ['dashboard_orders', 'dashboard_daily'];

  handles(type: string): boolean {
    return DASHBOARD_ORDER_EVENTS.has(type);
  }

  apply(event: Stored<OrderEvent>, db: EntityManager): Promise<void> {
    return this.applyBatch([event], db);
  }

  async applyBatch(events: Stored<OrderEvent>[], db: EntityManager): Promise<void> {
    const ids = [...new Set(events.map((event) => event.stream_id.slice('order-'.length)))];
    const rows: DashboardOrderFacts[] = await db.query(FACTS_SELECT, [ids]);
    const before = new Map(rows.map((row) => [row.order_id, row]));
    const after = new Map(before);
    for (const event of events) {
      const id = event.stream_id.slice('order-'.length);
      const facts = evolveFacts(after.get(id) ?? null, event);
      if (facts) after.set(id, facts);
    }
    const changed = [...after.values()].filter((facts) => facts !== before.get(facts.order_id));
    if (changed.length === 0) return;
    await db.query(
      UPSERT_FACTS,
      FACT_COLUMNS.map((column) => columnOf(changed, (facts) => facts[column])),
    );
    const changes = new Map<string, RowChange>();
    for (const facts of changed) {
      const old = before.get(facts.order_id);
      if (old) addTo(changes, old, -1);
    }
    for (const facts of changed) addTo(changes, facts, 1);
    const rowChanges = [...changes.values()];
    const keys = KEY_COLUMNS.map((column) => columnOf(rowChanges, (change) => change.key[column]));
    await db.query(ADD_FIGURES, [
      ...keys,
      columnOf(rowChanges, (change) => change.carrierName),
      ...DAILY_FIGURES.map((column) => columnOf(rowChanges, (change) => change.figures[column])),
    ]);
    // A row that lost orders may be left without any (an order moving out and back leaves a row of zeros too).
    const emptied = rowChanges.filter((change) => change.figures.orders <= 0);
    if (emptied.length)
      await db.query(
        DROP_EMPTY,
        KEY_COLUMNS.map((column) => columnOf(emptied, (change) => change.key[column])),
      );
  }
}

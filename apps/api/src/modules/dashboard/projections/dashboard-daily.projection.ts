import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { OrderEvent } from '../../orders/index.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { raw, runSql, sql, type Sql, unnest } from '../../../platform/database/sql.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import { type DashboardAggregate, DASHBOARD_AGGREGATES, keyValue } from './dashboard-aggregates.js';
import { DASHBOARD_ORDER_EVENTS, type DashboardOrderFacts, evolveFacts } from './dashboard-order-facts.js';

/** Every column of dashboard_orders (a fact each) and its PostgreSQL type, in table order. */
const FACT_TYPES: Readonly<Record<keyof DashboardOrderFacts, string>> = {
  order_id: 'uuid',
  company_id: 'uuid',
  day: 'date',
  carrier_id: 'text',
  carrier_name: 'text',
  to_state: 'text',
  status: 'smallint',
  estimated_cost: 'numeric',
  deadline: 'date',
  delivered_on: 'date',
  damage: 'boolean',
  loss: 'boolean',
  rate: 'smallint',
  rated_at: 'timestamptz',
  review_message: 'text',
  recipient_name: 'text',
  reference: 'text',
};
const FACT_COLUMNS = Object.keys(FACT_TYPES) as (keyof DashboardOrderFacts)[];

/** Dates as 'YYYY-MM-DD' and money as a number, as evolveFacts keeps them. */
const factsOf = (ids: string[]) =>
  sql`SELECT order_id, company_id, day::text AS day, carrier_id, carrier_name, to_state, status,
             estimated_cost::float8 AS estimated_cost, deadline::text AS deadline,
             delivered_on::text AS delivered_on, damage, loss, rate, rated_at::text AS rated_at,
             review_message, recipient_name, reference
        FROM dashboard_orders WHERE order_id = ANY(${ids}::uuid[])`;

const list = (columns: readonly string[]) => raw(columns.join(', '));

/** One statement for the whole batch: a row per order. */
const upsertFacts = (changed: DashboardOrderFacts[]) =>
  sql`INSERT INTO dashboard_orders (${list(FACT_COLUMNS)})
  SELECT * FROM ${unnest(
    FACT_COLUMNS.map((column) => changed.map((facts) => facts[column])),
    FACT_COLUMNS.map((column) => FACT_TYPES[column]),
  )}
  ON CONFLICT (order_id) DO UPDATE SET ${list(FACT_COLUMNS.slice(1).map((column) => `${column} = EXCLUDED.${column}`))}`;

interface RowChange {
  key: DashboardOrderFacts;
  carrierName: string;
  figures: Record<string, number>;
}

const keysOf = ({ key }: DashboardAggregate, rows: RowChange[]) =>
  key.map((column) => rows.map((change) => keyValue(change.key, column)));

/** Adds a batch of row changes (keys, name, figures as arrays): a new key inserts its row, a known one adds to it. */
function addRows(aggregate: DashboardAggregate, rows: RowChange[]): Sql {
  const { table, key, keyTypes, carrierName, figures } = aggregate;
  const name = carrierName ? ['carrier_name'] : [];
  const columns = [
    ...keysOf(aggregate, rows),
    ...(carrierName ? [rows.map((change) => change.carrierName)] : []),
    ...figures.map((figure) => rows.map((change) => change.figures[figure])),
  ];
  const types = [
    ...keyTypes,
    ...(carrierName ? ['text'] : []),
    ...figures.map((f) => (f === 'amount_freight' ? 'numeric' : 'int')),
  ];
  return sql`INSERT INTO ${raw(table)} (${list([...key, ...name, ...figures])})
  SELECT * FROM ${unnest(columns, types)}
  ON CONFLICT (${list(key)}) DO UPDATE SET ${list([
    ...name.map((column) => `${column} = EXCLUDED.${column}`),
    ...figures.map((column) => `${column} = ${table}.${column} + EXCLUDED.${column}`),
  ])}`;
}

/** Deletes the rows of the given keys left without orders. */
function dropEmptyRows(aggregate: DashboardAggregate, rows: RowChange[]): Sql {
  const { table, key, keyTypes } = aggregate;
  return sql`DELETE FROM ${raw(table)} d USING ${unnest(keysOf(aggregate, rows), keyTypes)} AS k(${list(key)})
  WHERE (${list(key.map((column) => `d.${column}`))}) = (${list(key.map((column) => `k.${column}`))}) AND d.orders = 0`;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Adds `sign` × the order's figures to its row's change (the last name written to a row wins, as one event at a time did). */
function addTo(
  aggregate: DashboardAggregate,
  changes: Map<string, RowChange>,
  facts: DashboardOrderFacts,
  sign: 1 | -1,
): void {
  const figures = aggregate.figuresOf(facts);
  if (!figures) return;
  const id = aggregate.key.map((column) => keyValue(facts, column)).join('|');
  const change = changes.get(id) ?? {
    key: facts,
    carrierName: facts.carrier_name,
    figures: Object.fromEntries(aggregate.figures.map((column) => [column, 0])),
  };
  for (const column of aggregate.figures)
    change.figures[column] = cents(change.figures[column] + sign * figures[column]);
  change.carrierName = facts.carrier_name;
  changes.set(id, change);
}

/**
 * Async: the dashboard's figures per company, creation day, carrier, destination state and status,
 * and the narrower or monthly sums beside them (dashboard-aggregates.ts). A batch of events is folded in memory
 * into each order's facts; then every order touched takes its old figures out of their row of each
 * aggregate and puts its new ones in (a row left without orders is dropped), so a row is always the
 * sum of its orders' current figures. A few statements per batch, not per
 * event: the projection keeps up with thousands of orders a second and rebuilds millions in minutes.
 */
@Injectable()
export class DashboardDailyProjection implements Projection<OrderEvent> {
  readonly name = 'dashboard-daily';
  readonly tables = ['dashboard_orders', ...DASHBOARD_AGGREGATES.map((aggregate) => aggregate.table)];

  handles(type: string): boolean {
    return DASHBOARD_ORDER_EVENTS.has(type);
  }

  apply(event: Stored<OrderEvent>, db: EntityManager): Promise<void> {
    return this.applyBatch([event], db);
  }

  async applyBatch(events: Stored<OrderEvent>[], db: EntityManager): Promise<void> {
    const ids = [...new Set(events.map((event) => event.stream_id.slice('order-'.length)))];
    const select = factsOf(ids);
    const rows: DashboardOrderFacts[] = await runSql(db, select);
    const before = new Map(rows.map((row) => [row.order_id, row]));
    const after = new Map(before);
    for (const event of events) {
      const id = event.stream_id.slice('order-'.length);
      const facts = evolveFacts(after.get(id) ?? null, event);
      if (facts) after.set(id, facts);
    }
    const changed = [...after.values()].filter((facts) => facts !== before.get(facts.order_id));
    if (changed.length === 0) return;
    const upsert = upsertFacts(changed);
    await runSql(db, upsert);
    for (const aggregate of DASHBOARD_AGGREGATES) await this.writeChanges(aggregate, changed, before, db);
  }

  private async writeChanges(
    aggregate: DashboardAggregate,
    changed: DashboardOrderFacts[],
    before: Map<string, DashboardOrderFacts>,
    db: EntityManager,
  ): Promise<void> {
    const changes = new Map<string, RowChange>();
    for (const facts of changed) {
      const old = before.get(facts.order_id);
      if (old) addTo(aggregate, changes, old, -1);
    }
    for (const facts of changed) addTo(aggregate, changes, facts, 1);
    if (changes.size === 0) return;
    const rowChanges = [...changes.values()];
    const add = addRows(aggregate, rowChanges);
    await runSql(db, add);
    // A row that lost orders may be left without any (an order moving out and back leaves a row of zeros too).
    const emptied = rowChanges.filter((change) => change.figures.orders <= 0);
    if (!emptied.length) return;
    const dropEmpty = dropEmptyRows(aggregate, emptied);
    await runSql(db, dropEmpty);
  }
}

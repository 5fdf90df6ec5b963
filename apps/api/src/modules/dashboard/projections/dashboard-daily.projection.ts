import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { OrderEvent } from '../../orders/events/order-events.js';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { type DashboardAggregate, DASHBOARD_AGGREGATES, keyValue } from './dashboard-aggregates.js';
import { DASHBOARD_ORDER_EVENTS, type DashboardOrderFacts, evolveFacts } from './dashboard-order-facts.js';

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
  'rated_at',
] as const;

/** Dates as 'YYYY-MM-DD' and money as a number, as evolveFacts keeps them. */
const FACTS_SELECT = `SELECT order_id, company_id, day::text AS day, carrier_id, carrier_name, to_state, status,
                             estimated_cost::float8 AS estimated_cost, deadline::text AS deadline,
                             delivered_on::text AS delivered_on, damage, loss, rate, rated_at::text AS rated_at
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
  'timestamptz',
];

/** One statement for the whole batch: a row per order, its columns as arrays. */
const UPSERT_FACTS = `INSERT INTO dashboard_orders (${FACT_COLUMNS.join(', ')})
  SELECT * FROM unnest(${FACT_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
  ON CONFLICT (order_id) DO UPDATE SET ${FACT_COLUMNS.slice(1)
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ')}`;

const parametersOf = (types: readonly string[], from = 1) =>
  types.map((type, i) => `$${i + from}::${type}[]`).join(', ');

/** Adds a batch of row changes (keys, name, figures as arrays): a new key inserts its row, a known one adds to it. */
function addStatement({ table, key, keyTypes, carrierName, figures }: DashboardAggregate): string {
  const name = carrierName ? ['carrier_name'] : [];
  const types = [
    ...keyTypes,
    ...(carrierName ? ['text'] : []),
    ...figures.map((f) => (f === 'amount_freight' ? 'numeric' : 'int')),
  ];
  return `INSERT INTO ${table} (${[...key, ...name, ...figures].join(', ')})
  SELECT * FROM unnest(${parametersOf(types)})
  ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${[
    ...name.map((column) => `${column} = EXCLUDED.${column}`),
    ...figures.map((column) => `${column} = ${table}.${column} + EXCLUDED.${column}`),
  ].join(', ')}`;
}

/** Deletes the rows of the given keys left without orders. */
function dropEmptyStatement({ table, key, keyTypes }: DashboardAggregate): string {
  return `DELETE FROM ${table} d USING unnest(${parametersOf(keyTypes)}) AS k(${key.join(', ')})
  WHERE (${key.map((column) => `d.${column}`).join(', ')}) = (${key.map((column) => `k.${column}`).join(', ')}) AND d.orders = 0`;
}

const STATEMENTS = new Map(
  DASHBOARD_AGGREGATES.map((aggregate) => [
    aggregate,
    { add: addStatement(aggregate), dropEmpty: dropEmptyStatement(aggregate) },
  ]),
);

const cents = (value: number) => Math.round(value * 100) / 100;

interface RowChange {
  key: DashboardOrderFacts;
  carrierName: string;
  figures: Record<string, number>;
}

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

const columnOf = <T>(rows: T[], pick: (row: T) => unknown) => rows.map(pick);

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
    const keysOf = (rows: RowChange[]) =>
      aggregate.key.map((column) => columnOf(rows, (change) => keyValue(change.key, column)));
    const { add, dropEmpty } = STATEMENTS.get(aggregate)!;
    await db.query(add, [
      ...keysOf(rowChanges),
      ...(aggregate.carrierName ? [columnOf(rowChanges, (change) => change.carrierName)] : []),
      ...aggregate.figures.map((column) => columnOf(rowChanges, (change) => change.figures[column])),
    ]);
    // A row that lost orders may be left without any (an order moving out and back leaves a row of zeros too).
    const emptied = rowChanges.filter((change) => change.figures.orders <= 0);
    if (emptied.length) await db.query(dropEmpty, keysOf(emptied));
  }
}

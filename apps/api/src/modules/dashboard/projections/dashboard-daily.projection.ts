import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import {
  DAILY_FIGURES,
  type DailyFigures,
  DASHBOARD_ORDER_EVENTS,
  type DashboardOrderFacts,
  evolveFacts,
  figuresOf,
  sameKey,
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
                        FROM dashboard_orders WHERE order_id = $1`;

const UPSERT_FACTS = `INSERT INTO dashboard_orders (${FACT_COLUMNS.join(', ')})
  VALUES (${FACT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  ON CONFLICT (order_id) DO UPDATE SET ${FACT_COLUMNS.slice(1)
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ')}`;

const ADD_FIGURES = `INSERT INTO dashboard_daily (company_id, day, carrier_id, to_state, status, carrier_name, ${DAILY_FIGURES.join(', ')})
  VALUES ($1, $2, $3, $4, $5, $6, ${DAILY_FIGURES.map((_, i) => `$${i + 7}`).join(', ')})
  ON CONFLICT (company_id, day, carrier_id, to_state, status) DO UPDATE SET carrier_name = EXCLUDED.carrier_name,
  ${DAILY_FIGURES.map((column) => `${column} = dashboard_daily.${column} + EXCLUDED.${column}`).join(', ')}`;

const DROP_EMPTY = `DELETE FROM dashboard_daily
  WHERE company_id = $1 AND day = $2 AND carrier_id = $3 AND to_state = $4 AND status = $5 AND orders = 0`;

const cents = (value: number) => Math.round(value * 100) / 100;

/** after − before, either of them absent counting as zero. */
function difference(after: DailyFigures | null, before: DailyFigures | null): DailyFigures {
  return Object.fromEntries(DAILY_FIGURES.map((column) => [column, cents((after?.[column] ?? 0) - (before?.[column] ?? 0))])) as DailyFigures;
}

/**
 * Async: the dashboard's figures per company, creation day, carrier, destination state and status.
 * Each event takes the order's old figures out of their row and puts its new ones in, so a row is
 * always the sum of its orders' current figures, and a row left without orders is dropped.
 */
@Injectable()
export class DashboardDailyProjection implements Projection {
  readonly name = 'dashboard-daily';
  readonly tables = ['dashboard_orders', 'dashboard_daily'];

  handles(type: string): boolean {
    return DASHBOARD_ORDER_EVENTS.has(type);
  }

  async apply(event: StoredEvent, db: EntityManager): Promise<void> {
    const [row] = await db.query(FACTS_SELECT, [event.stream_id.slice('order-'.length)]);
    const before: DashboardOrderFacts | null = row ?? null;
    const after = evolveFacts(before, event);
    if (!after) return;
    await db.query(
      UPSERT_FACTS,
      FACT_COLUMNS.map((column) => after[column]),
    );
    if (before && sameKey(before, after)) {
      await this.add(db, after, difference(figuresOf(after), figuresOf(before)));
      return;
    }
    if (before) {
      await this.add(db, before, difference(null, figuresOf(before)));
      await db.query(DROP_EMPTY, [before.company_id, before.day, before.carrier_id, before.to_state, before.status]);
    }
    await this.add(db, after, figuresOf(after));
  }

  private async add(db: EntityManager, facts: DashboardOrderFacts, figures: DailyFigures): Promise<void> {
    await db.query(ADD_FIGURES, [
      facts.company_id,
      facts.day,
      facts.carrier_id,
      facts.to_state,
      facts.status,
      facts.carrier_name,
      ...DAILY_FIGURES.map((column) => figures[column]),
    ]);
  }
}

import { ORDER_STATUS } from '@despacho/domain';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { type OrderEvent, OrderEvents, orderIdOf } from '../events/order-events.js';
import { runSql, sql } from '../../../platform/database/sql.js';

export type TimelineEvent = Extract<
  Stored<OrderEvent>,
  { type: typeof OrderEvents.OrderTrackingRegistered | typeof OrderEvents.OrderStatusChanged }
>;

/** The events whose fold is an append to the order's timeline and status: foldable many at once. */
export const isTimelineEvent = (event: Stored<OrderEvent>): event is TimelineEvent =>
  event.type === OrderEvents.OrderTrackingRegistered || event.type === OrderEvents.OrderStatusChanged;

interface Fold {
  id: string;
  details: unknown[];
  alerts: unknown[];
  alert_type: number | null;
  history: unknown[];
  status: number | null;
  delivered_at: string | null;
  updated_at: string;
}

/**
 * Occurrences and status moves of many orders (a batch of carrier events) in one UPDATE: per order,
 * what OrdersProjection.apply would do one event at a time, in log order (the last alert, status and
 * time win; delivered_at is the last move to delivered's).
 */
export async function foldTimelines(events: readonly TimelineEvent[], db: EntityManager): Promise<void> {
  const folds = new Map<string, Fold>();
  for (const event of events) {
    const id = orderIdOf(event.stream_id);
    const fold = folds.get(id) ?? {
      id,
      details: [],
      alerts: [],
      alert_type: null,
      history: [],
      status: null,
      delivered_at: null,
      updated_at: '',
    };
    folds.set(id, fold);
    if (event.type === OrderEvents.OrderTrackingRegistered) {
      const d = event.data;
      fold.details.push(d.detail);
      if (d.alert_type !== null) {
        fold.alert_type = d.alert_type;
        fold.alerts.push({ type: d.alert_type, tracker_detail: d.detail });
      }
      fold.updated_at = d.at;
    } else {
      const d = event.data;
      fold.history.push({ status: d.to, at: d.at });
      fold.status = d.to;
      if (d.to === ORDER_STATUS.delivered) fold.delivered_at = d.at;
      fold.updated_at = d.at;
    }
  }
  await runSql(
    db,
    sql`UPDATE orders o
        SET tracker_details = o.tracker_details || f.details, alerts = o.alerts || f.alerts,
            alert_type = COALESCE(f.alert_type, o.alert_type), status_history = o.status_history || f.history,
            status = COALESCE(f.status, o.status), delivered_at = COALESCE(f.delivered_at, o.delivered_at),
            updated_at = f.updated_at
       FROM jsonb_to_recordset(${JSON.stringify([...folds.values()])}::jsonb) AS f(id uuid, details jsonb, alerts jsonb, alert_type smallint, history jsonb,
                                               status smallint, delivered_at timestamptz, updated_at timestamptz)
      WHERE o.id = f.id`,
  );
}

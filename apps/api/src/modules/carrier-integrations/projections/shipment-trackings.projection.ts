import { FINAL_ORDER_STATUSES } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, sql, type Sql } from '../../../platform/database/sql.js';
import type { Appending, EventOf, Stored } from '../../../platform/event-store/domain-event.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { type OrderData, type OrderEvent, OrderEvents, orderIdOf } from '../../orders/index.js';
import { isTimelineEvent, type TimelineEvent } from '../../orders/index.js';

const FOLDED = [
  OrderEvents.OrderCreated,
  OrderEvents.OrderUpdated,
  OrderEvents.OrderCarrierChanged,
  OrderEvents.OrderInvoiceSent,
  OrderEvents.OrderCancelled,
  OrderEvents.OrderStatusChanged,
  OrderEvents.OrderTrackingRegistered,
  OrderEvents.OrderTrackingNumberSet,
] as const;

type Folded = EventOf<OrderEvent, (typeof FOLDED)[number]>;

const HANDLED: ReadonlySet<string> = new Set(FOLDED);

/** The carrier states after which a volume is no longer asked about. */
const CLOSING_STATES = ['delivered', 'returned'];

/** The order's volumes as rows to upsert: each keyed by its own tracking number, else by the order's NF-e key. */
function volumesOf(d: OrderData): Sql {
  const volumes = d.shipments.map((s) => ({ id: s.id, tracking_number: s.tracking_number ?? null }));
  return sql`SELECT s.id, COALESCE(s.tracking_number, ${d.invoice_key}::text) AS tracking_key
               FROM jsonb_to_recordset(${JSON.stringify(volumes)}::jsonb) AS s(id text, tracking_number text)`;
}

function upsertVolumes(orderId: string, companyId: Sql | string, d: OrderData, at: string, open: boolean): Sql {
  return sql`INSERT INTO shipment_trackings (order_id, shipment_id, company_id, carrier_id, tracking_key, invoice_key, open, opened_at)
             SELECT ${orderId}::uuid, v.id, ${companyId}::uuid, ${d.carrier?.id ?? null}::uuid, v.tracking_key, ${d.invoice_key}::text, ${open}, ${at}::timestamptz
               FROM (${volumesOf(d)}) v
             ON CONFLICT (order_id, shipment_id) DO UPDATE
                SET carrier_id = EXCLUDED.carrier_id, tracking_key = EXCLUDED.tracking_key, invoice_key = EXCLUDED.invoice_key`;
}

/**
 * Inline: one row per volume a carrier can be asked about (issue 30), read by the poller (open rows
 * of a carrier with a key) and by the 'Rastreamento desatualizado' filter. The key is the volume's
 * tracking number, else the order's NF-e key; the state and time are the newest carrier event's.
 * A volume closes when its carrier says delivered or returned, and every volume when the order is
 * delivered, returned or cancelled.
 */
@Injectable()
export class ShipmentTrackingsProjection implements Projection<Folded> {
  readonly name = 'shipment-trackings';
  readonly tables = ['shipment_trackings'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  statementOf(event: Appending<Folded>): Sql | null {
    if (event.type !== OrderEvents.OrderCreated) return null;
    const d = event.data;
    return upsertVolumes(
      orderIdOf(event.stream_id),
      d.company_id,
      d,
      d.created_at,
      !FINAL_ORDER_STATUSES.includes(d.status),
    );
  }

  /** Runs of carrier occurrences and status moves (a batch of carrier events) in two statements; the rest one by one. */
  async applyBatch(events: Stored<Folded>[], db: EntityManager): Promise<void> {
    for (let start = 0; start < events.length;) {
      let end = start;
      while (end < events.length && isTimelineEvent(events[end])) end++;
      if (end > start) await this.foldTimelines(events.slice(start, end).filter(isTimelineEvent), db);
      else await this.apply(events[end++], db);
      start = end;
    }
  }

  /** Per volume the newest carrier event by its own time (ties: the later in the log), as apply folds them one by one. */
  private async foldTimelines(events: TimelineEvent[], db: EntityManager): Promise<void> {
    const carrierEvents = events.flatMap((event, seq) => {
      if (event.type !== OrderEvents.OrderTrackingRegistered) return [];
      const { source, state, shipment_id, occurred_at } = event.data.detail;
      if (source !== 'carrier' || !state) return [];
      return [{ order_id: orderIdOf(event.stream_id), shipment_id: shipment_id ?? null, state, occurred_at, seq }];
    });
    if (carrierEvents.length > 0) {
      await runSql(
        db,
        sql`WITH e AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(carrierEvents)}::jsonb)
                       AS e(order_id uuid, shipment_id text, state text, occurred_at timestamptz, seq int)),
              newest AS (
                SELECT st.order_id, st.shipment_id, max(e.occurred_at) AS at,
                       (array_agg(e.state ORDER BY e.occurred_at DESC, e.seq DESC))[1] AS state,
                       bool_or(e.state = ANY(${CLOSING_STATES}::text[])) AS closes
                  FROM shipment_trackings st
                  JOIN e ON e.order_id = st.order_id AND (e.shipment_id IS NULL OR e.shipment_id = st.shipment_id)
                 GROUP BY st.order_id, st.shipment_id)
         UPDATE shipment_trackings st
            SET state = CASE WHEN st.last_event_at IS NULL OR st.last_event_at <= n.at THEN n.state ELSE st.state END,
                last_event_at = GREATEST(st.last_event_at, n.at),
                open = st.open AND NOT n.closes
           FROM newest n
          WHERE st.order_id = n.order_id AND st.shipment_id = n.shipment_id`,
      );
    }
    const closed = events.flatMap((event) =>
      event.type === OrderEvents.OrderStatusChanged && FINAL_ORDER_STATUSES.includes(event.data.to)
        ? [orderIdOf(event.stream_id)]
        : [],
    );
    if (closed.length > 0)
      await runSql(db, sql`UPDATE shipment_trackings SET open = false WHERE order_id = ANY(${closed}::uuid[])`);
  }

  async apply(event: Stored<Folded>, db: EntityManager): Promise<void> {
    const id = orderIdOf(event.stream_id);
    const run = (statement: Sql) => runSql(db, statement);
    switch (event.type) {
      case OrderEvents.OrderCreated:
        await run(this.statementOf(event)!);
        return;
      case OrderEvents.OrderUpdated: {
        const d = event.data;
        const kept = d.shipments.map((s) => s.id);
        // The event carries no company: the order's rows do (an order has a volume from its creation on).
        const company = sql`(SELECT company_id FROM shipment_trackings WHERE order_id = ${id} LIMIT 1)`;
        await run(upsertVolumes(id, company, d, d.updated_at, true));
        await run(
          sql`DELETE FROM shipment_trackings WHERE order_id = ${id} AND NOT (shipment_id = ANY(${kept}::text[]))`,
        );
        return;
      }
      case OrderEvents.OrderCarrierChanged: {
        const d = event.data;
        await run(sql`UPDATE shipment_trackings SET carrier_id = ${d.carrier.id}
                       WHERE order_id = ${id} AND (${d.shipment_id}::text IS NULL OR shipment_id = ${d.shipment_id})`);
        return;
      }
      case OrderEvents.OrderInvoiceSent: {
        const d = event.data;
        // Volumes keyed by the former NF-e key (no tracking number of their own) follow the new one.
        await run(sql`UPDATE shipment_trackings
                         SET tracking_key = CASE WHEN tracking_key IS NULL OR tracking_key = invoice_key THEN ${d.invoice_key} ELSE tracking_key END,
                             invoice_key = ${d.invoice_key}
                       WHERE order_id = ${id}`);
        return;
      }
      case OrderEvents.OrderTrackingNumberSet: {
        const d = event.data;
        // The volume is now asked about by its own number; a new number is a new parcel: forget the old state.
        await run(sql`UPDATE shipment_trackings
                         SET tracking_key = ${d.tracking_number},
                             state = CASE WHEN tracking_key = ${d.tracking_number} THEN state END,
                             last_event_at = CASE WHEN tracking_key = ${d.tracking_number} THEN last_event_at END
                       WHERE order_id = ${id} AND shipment_id = ${d.shipment_id}`);
        return;
      }
      case OrderEvents.OrderCancelled:
        await run(sql`UPDATE shipment_trackings SET open = false WHERE order_id = ${id}`);
        return;
      case OrderEvents.OrderStatusChanged:
        if (FINAL_ORDER_STATUSES.includes(event.data.to))
          await run(sql`UPDATE shipment_trackings SET open = false WHERE order_id = ${id}`);
        return;
      case OrderEvents.OrderTrackingRegistered: {
        const { state, shipment_id, occurred_at } = event.data.detail;
        if (event.data.detail.source !== 'carrier' || !state) return;
        // The newest event by its own time names the state; a late older one only counts as seen.
        await run(sql`UPDATE shipment_trackings
                         SET state = CASE WHEN last_event_at IS NULL OR last_event_at <= ${occurred_at}::timestamptz THEN ${state} ELSE state END,
                             last_event_at = GREATEST(last_event_at, ${occurred_at}::timestamptz),
                             open = open AND NOT (${state} = ANY(${CLOSING_STATES}::text[]))
                       WHERE order_id = ${id} AND (${shipment_id ?? null}::text IS NULL OR shipment_id = ${shipment_id ?? null})`);
        return;
      }
      default:
        unfolded(event);
    }
  }
}

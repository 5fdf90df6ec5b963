import type { OrderEvent } from '../events/order-events.js';
import type { Appending, Stored } from '../../../platform/event-store/domain-event.js';
import { ORDER_STATUS, ORDER_STATUS_DESCRIPTIONS, trackingCodeOf } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { assignments, insertInto, raw, runSql, sql, type Row, type Sql } from '../../../platform/database/sql.js';
import {
  type OrderCreated,
  type OrderData,
  OrderEvents,
  orderIdOf,
  type OrderTrackingDetail,
} from '../events/order-events.js';
import { cargoValueOf } from '../domain/cargo-value.js';
import { foldTimelines, isTimelineEvent } from './order-timeline-fold.js';

const HANDLED = new Set<string>(Object.values(OrderEvents));

/** What the search box matches by "contains": reference, recipient, tax id and invoice number. */
const searchTextOf = (d: OrderData) =>
  [d.reference, d.to_address.name, d.to_address.federal_tax_id, d.invoice_number ?? ''].join(' ').toLowerCase();

/** The columns OrderCreated and OrderUpdated both set, with their values. */
function contentOf(d: OrderData): Row {
  return {
    reference: d.reference,
    invoice_number: d.invoice_number,
    invoice_key: d.invoice_key,
    is_drop_shipping: d.is_drop_shipping,
    carrier_id: d.carrier?.id ?? null,
    carrier_name: d.carrier?.name ?? null,
    to_address: d.to_address,
    recipient_name: d.to_address.name,
    recipient_tax_id: d.to_address.federal_tax_id,
    to_zip: d.to_address.zip,
    to_city: d.to_address.city,
    to_state: d.to_address.state,
    distribution_center_id: d.origin.id,
    distribution_center_reference: d.origin.reference,
    from_city: d.origin.city,
    shipments: JSON.stringify(d.shipments),
    total_origins: new Set(d.shipments.map((s) => s.distribution_center_id)).size,
    cargo_value: cargoValueOf(d.shipments),
    estimated_cost: d.estimated_cost,
    deadline: d.deadline,
    delivery: d.delivery ? JSON.stringify(d.delivery) : null,
    property: d.property,
    search_text: searchTextOf(d),
  };
}

const historyEntry = (status: number, at: string) => JSON.stringify([{ status, at }]);

/** An order created awaiting a quote starts its timeline with the reason (Despacho's note, not the carrier's). */
function firstDetails(d: OrderCreated): string {
  if (!d.awaiting_quote) return '[]';
  const detail: OrderTrackingDetail = {
    status: d.status,
    code: null,
    description: ORDER_STATUS_DESCRIPTIONS[d.status],
    message: d.awaiting_quote,
    occurred_at: d.created_at,
    source: 'system',
  };
  return JSON.stringify([detail]);
}

/** Inline: the order list and detail are read right after each command. */
@Injectable()
export class OrdersProjection implements Projection<OrderEvent> {
  readonly name = 'orders';
  readonly tables = ['orders'];
  readonly conflicts = { orders_reference: 'Já existe um pedido com este código.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  /** A creation is one INSERT, so NewOrder's event and row go to the database as one statement (also when it awaits a quote). */
  statementOf(event: Appending<OrderEvent>): Sql | null {
    if (event.type !== OrderEvents.OrderCreated) return null;
    const id = orderIdOf(event.stream_id);
    const d = event.data;
    return insertInto('orders', {
      id,
      ...contentOf(d),
      company_id: d.company_id,
      status: d.status,
      status_history: historyEntry(d.status, d.created_at),
      created_at: d.created_at,
      updated_at: d.created_at,
      tracking_code: trackingCodeOf(id),
      tracking_only: d.tracking_only ?? false,
      tracker_details: firstDetails(d),
      invoice_path: d.invoice_path ?? null,
    });
  }

  /** Runs of occurrences and status moves (a batch of carrier events) in one statement; the rest one by one, in log order. */
  async applyBatch(events: Stored<OrderEvent>[], db: EntityManager): Promise<void> {
    for (let start = 0; start < events.length;) {
      let end = start;
      while (end < events.length && isTimelineEvent(events[end])) end++;
      if (end > start) await foldTimelines(events.slice(start, end).filter(isTimelineEvent), db);
      else await this.apply(events[end++], db);
      start = end;
    }
  }

  async apply(event: Stored<OrderEvent>, db: EntityManager): Promise<void> {
    const id = orderIdOf(event.stream_id);
    switch (event.type) {
      case OrderEvents.OrderCreated: {
        const insert = this.statementOf(event)!;
        await runSql(db, insert);
        return;
      }
      case OrderEvents.OrderUpdated: {
        const d = event.data;
        const update = sql`UPDATE orders SET ${assignments(contentOf(d))}, updated_at = ${d.updated_at},
                  status_history = CASE WHEN status = ${d.status} THEN status_history ELSE status_history || ${historyEntry(d.status, d.updated_at)}::jsonb END,
                  status = ${d.status}
            WHERE id = ${id}`;
        await runSql(db, update);
        return;
      }
      case OrderEvents.OrderCancelled: {
        const d = event.data;
        await this.setStatus(db, id, ORDER_STATUS.cancelled, d.cancelled_at);
        return;
      }
      case OrderEvents.OrderStatusChanged: {
        const d = event.data;
        await this.setStatus(db, id, d.to, d.at);
        return;
      }
      case OrderEvents.OrderTrackingNumberSet: {
        const d = event.data;
        await runSql(
          db,
          sql`UPDATE orders
              SET shipments = (SELECT jsonb_agg(CASE WHEN s->>'id' = ${d.shipment_id} THEN s || jsonb_build_object('tracking_number', ${d.tracking_number}::text) ELSE s END ORDER BY n)
                                 FROM jsonb_array_elements(shipments) WITH ORDINALITY AS x(s, n)),
                  updated_at = ${d.at}
            WHERE id = ${id}`,
        );
        return;
      }
      case OrderEvents.OrderDeliveryDateChanged: {
        const d = event.data;
        await runSql(db, sql`UPDATE orders SET deadline = ${d.deadline}, updated_at = ${d.at} WHERE id = ${id}`);
        return;
      }
      case OrderEvents.OrderCarrierChanged: {
        const d = event.data;
        // A single volume's carrier is recorded on that volume; the order's carrier is the whole order's.
        if (d.shipment_id) {
          const { carrier, estimated_cost, deadline = null, delivery = null } = d;
          const change = JSON.stringify({ carrier, estimated_cost, deadline, delivery });
          await runSql(
            db,
            sql`UPDATE orders SET updated_at = ${d.at},
                    shipments = (SELECT jsonb_agg(CASE WHEN s->>'id' = ${d.shipment_id} THEN s || ${change}::jsonb ELSE s END ORDER BY i)
                                   FROM jsonb_array_elements(shipments) WITH ORDINALITY AS t(s, i))
              WHERE id = ${id}`,
          );
        } else {
          // The former quote's weight and logs were another carrier's: the new quote's (or none) replace them.
          await runSql(
            db,
            sql`UPDATE orders SET carrier_id = ${d.carrier.id}, carrier_name = ${d.carrier.name}, estimated_cost = ${d.estimated_cost}, delivery = ${d.delivery ? JSON.stringify(d.delivery) : null}::jsonb, deadline = COALESCE(${d.deadline ?? null}::date, deadline), updated_at = ${d.at} WHERE id = ${id}`,
          );
        }
        return;
      }
      case OrderEvents.OrderInvoiceSent: {
        const d = event.data;
        await runSql(
          db,
          sql`UPDATE orders SET invoice_number = ${d.invoice_number}, invoice_key = ${d.invoice_key}, invoice_path = ${d.path},
                  search_text = search_text || ' ' || ${d.invoice_number}, updated_at = ${d.at}::timestamptz,
                  status_history = CASE WHEN status = ${d.status} THEN status_history ELSE status_history || ${historyEntry(d.status, d.at)}::jsonb END,
                  status = ${d.status}
            WHERE id = ${id}`,
        );
        return;
      }
      case OrderEvents.OrderTrackingRegistered: {
        const d = event.data;
        const details = JSON.stringify([d.detail]);
        await runSql(
          db,
          sql`UPDATE orders SET tracker_details = tracker_details || ${details}::jsonb, alert_type = COALESCE(${d.alert_type}::smallint, alert_type), updated_at = ${d.at},
                  alerts = CASE WHEN ${d.alert_type}::smallint IS NULL THEN alerts ELSE alerts || jsonb_build_array(jsonb_build_object('type', ${d.alert_type}::smallint, 'tracker_detail', ${details}::jsonb->0)) END
            WHERE id = ${id}`,
        );
        return;
      }
      case OrderEvents.OrderPickupAssigned: {
        const d = event.data;
        await runSql(db, sql`UPDATE orders SET pickup_id = ${d.pickup_id}, updated_at = ${d.at} WHERE id = ${id}`);
        return;
      }
      case OrderEvents.OrderPickupRemoved: {
        const d = event.data;
        await runSql(
          db,
          sql`UPDATE orders SET pickup_id = NULL, updated_at = ${d.at}::timestamptz,
                  status_history = CASE WHEN status = ${d.status} THEN status_history ELSE status_history || ${historyEntry(d.status, d.at)}::jsonb END, status = ${d.status}
            WHERE id = ${id}`,
        );
        return;
      }
      case OrderEvents.OrderRated: {
        const d = event.data;
        await runSql(db, sql`UPDATE orders SET review = ${d.review} WHERE id = ${id}`);
        return;
      }
      case OrderEvents.OrderIssueAdded: {
        const d = event.data;
        await this.append(db, id, 'issues', d, d.created_at);
        return;
      }
      case OrderEvents.OrderAttachmentAdded: {
        const d = event.data;
        await this.append(db, id, 'attachments', d, d.created_at);
        return;
      }
      default:
        unfolded(event);
    }
  }

  private async append(
    db: EntityManager,
    id: string,
    column: 'issues' | 'attachments',
    entry: object,
    at: string,
  ): Promise<void> {
    await runSql(
      db,
      sql`UPDATE orders SET ${raw(column)} = ${raw(column)} || ${JSON.stringify([entry])}::jsonb, updated_at = ${at} WHERE id = ${id}`,
    );
  }

  private async setStatus(db: EntityManager, id: string, status: number, at: string): Promise<void> {
    await runSql(
      db,
      sql`UPDATE orders SET status = ${status}::smallint, status_history = status_history || ${historyEntry(status, at)}::jsonb, updated_at = ${at}::timestamptz,
              delivered_at = CASE WHEN ${status}::smallint = ${raw(String(ORDER_STATUS.delivered))} THEN ${at}::timestamptz ELSE delivered_at END
        WHERE id = ${id}`,
    );
  }
}

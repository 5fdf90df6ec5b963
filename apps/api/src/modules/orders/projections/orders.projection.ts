import type { OrderEvent } from '../events/order-events.js';
import type { Appending, Stored } from '../../../platform/event-store/domain-event.js';
import { ORDER_STATUS, ORDER_STATUS_DESCRIPTIONS, trackingCodeOf } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import { assignments, insertInto, type Row, sql, type Sql } from '../../../platform/database/sql.js';
import { type OrderCreated, type OrderData, OrderEvents, type OrderTrackingDetail } from '../events/order-events.js';
import { foldTimelines, isTimelineEvent } from './order-timeline-fold.js';

const HANDLED = new Set<string>(Object.values(OrderEvents));

/** What the search box matches by "contains": reference, recipient, tax id and invoice number. */
const searchTextOf = (d: OrderData) =>
  [d.reference, d.to_address.name, d.to_address.federal_tax_id, d.invoice_number ?? ''].join(' ').toLowerCase();

/** The columns OrderCreated and OrderUpdated both set, with their values. */
function contentOf(d: OrderData): Row {
  const cargoValue = d.shipments.reduce((sum, s) => sum + s.cargo_value, 0);
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
    cargo_value: Math.round(cargoValue * 100) / 100,
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
    const id = event.stream_id.slice('order-'.length);
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
    const id = event.stream_id.slice('order-'.length);
    switch (event.type) {
      case OrderEvents.OrderCreated: {
        const insert = this.statementOf(event)!;
        await db.query(insert.text, insert.values);
        return;
      }
      case OrderEvents.OrderUpdated: {
        const d = event.data;
        const update = sql`UPDATE orders SET ${assignments(contentOf(d))}, updated_at = ${d.updated_at},
                  status_history = CASE WHEN status = ${d.status} THEN status_history ELSE status_history || ${historyEntry(d.status, d.updated_at)}::jsonb END,
                  status = ${d.status}
            WHERE id = ${id}`;
        await db.query(update.text, update.values);
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
        await db.query(
          `UPDATE orders
              SET shipments = (SELECT jsonb_agg(CASE WHEN s->>'id' = $2 THEN s || jsonb_build_object('tracking_number', $3::text) ELSE s END ORDER BY n)
                                 FROM jsonb_array_elements(shipments) WITH ORDINALITY AS x(s, n)),
                  updated_at = $4
            WHERE id = $1`,
          [id, d.shipment_id, d.tracking_number, d.at],
        );
        return;
      }
      case OrderEvents.OrderDeliveryDateChanged: {
        const d = event.data;
        await db.query('UPDATE orders SET deadline = $2, updated_at = $3 WHERE id = $1', [id, d.deadline, d.at]);
        return;
      }
      case OrderEvents.OrderCarrierChanged: {
        const d = event.data;
        // A single volume's carrier is recorded on that volume; the order's carrier is the whole order's.
        if (d.shipment_id) {
          await db.query(
            `UPDATE orders SET updated_at = $3,
                    shipments = (SELECT jsonb_agg(CASE WHEN s->>'id' = $2 THEN s || $4::jsonb ELSE s END ORDER BY i)
                                   FROM jsonb_array_elements(shipments) WITH ORDINALITY AS t(s, i))
              WHERE id = $1`,
            [
              id,
              d.shipment_id,
              d.at,
              JSON.stringify({
                carrier: d.carrier,
                estimated_cost: d.estimated_cost,
                deadline: d.deadline ?? null,
                delivery: d.delivery ?? null,
              }),
            ],
          );
        } else {
          // The former quote's weight and logs were another carrier's: the new quote's (or none) replace them.
          await db.query(
            'UPDATE orders SET carrier_id = $2, carrier_name = $3, estimated_cost = $4, delivery = $5::jsonb, deadline = COALESCE($6::date, deadline), updated_at = $7 WHERE id = $1',
            [
              id,
              d.carrier.id,
              d.carrier.name,
              d.estimated_cost,
              d.delivery ? JSON.stringify(d.delivery) : null,
              d.deadline ?? null,
              d.at,
            ],
          );
        }
        return;
      }
      case OrderEvents.OrderInvoiceSent: {
        const d = event.data;
        await db.query(
          `UPDATE orders SET invoice_number = $2, invoice_key = $3, invoice_path = $4,
                  search_text = search_text || ' ' || $2, updated_at = $6::timestamptz,
                  status_history = CASE WHEN status = $5 THEN status_history ELSE status_history || $7::jsonb END,
                  status = $5
            WHERE id = $1`,
          [id, d.invoice_number, d.invoice_key, d.path, d.status, d.at, historyEntry(d.status, d.at)],
        );
        return;
      }
      case OrderEvents.OrderTrackingRegistered: {
        const d = event.data;
        await db.query(
          `UPDATE orders SET tracker_details = tracker_details || $2::jsonb, alert_type = COALESCE($3::smallint, alert_type), updated_at = $4,
                  alerts = CASE WHEN $3::smallint IS NULL THEN alerts ELSE alerts || jsonb_build_array(jsonb_build_object('type', $3::smallint, 'tracker_detail', $2::jsonb->0)) END
            WHERE id = $1`,
          [id, JSON.stringify([d.detail]), d.alert_type, d.at],
        );
        return;
      }
      case OrderEvents.OrderPickupAssigned: {
        const d = event.data;
        await db.query('UPDATE orders SET pickup_id = $2, updated_at = $3 WHERE id = $1', [id, d.pickup_id, d.at]);
        return;
      }
      case OrderEvents.OrderPickupRemoved: {
        const d = event.data;
        await db.query(
          `UPDATE orders SET pickup_id = NULL, updated_at = $3::timestamptz,
                  status_history = CASE WHEN status = $2 THEN status_history ELSE status_history || $4::jsonb END, status = $2
            WHERE id = $1`,
          [id, d.status, d.at, historyEntry(d.status, d.at)],
        );
        return;
      }
      case OrderEvents.OrderRated: {
        const d = event.data;
        await db.query('UPDATE orders SET review = $2 WHERE id = $1', [id, d.review]);
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
    }
  }

  private async append(
    db: EntityManager,
    id: string,
    column: 'issues' | 'attachments',
    entry: object,
    at: string,
  ): Promise<void> {
    await db.query(`UPDATE orders SET ${column} = ${column} || $2::jsonb, updated_at = $3 WHERE id = $1`, [
      id,
      JSON.stringify([entry]),
      at,
    ]);
  }

  private async setStatus(db: EntityManager, id: string, status: number, at: string): Promise<void> {
    await db.query(
      `UPDATE orders SET status = $2::smallint, status_history = status_history || $3::jsonb, updated_at = $4::timestamptz,
              delivered_at = CASE WHEN $2::smallint = ${ORDER_STATUS.delivered} THEN $4::timestamptz ELSE delivered_at END
        WHERE id = $1`,
      [id, status, historyEntry(status, at), at],
    );
  }
}

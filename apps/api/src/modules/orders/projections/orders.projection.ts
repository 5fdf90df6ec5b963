import type { OrderEvent } from '../events/order-events.js';
import type { Appending, Stored } from '../../../platform/event-store/domain-event.js';
import { ORDER_STATUS, ORDER_STATUS_DESCRIPTIONS, trackingCodeOf } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection, SqlStatement } from '../../../platform/event-store/projection.js';
import { type OrderCreated, type OrderData, OrderEvents, type OrderTrackingDetail } from '../events/order-events.js';

const HANDLED = new Set<string>(Object.values(OrderEvents));

/** What the search box matches by "contains": reference, recipient, tax id and invoice number. */
const searchTextOf = (d: OrderData) =>
  [d.reference, d.to_address.name, d.to_address.federal_tax_id, d.invoice_number ?? ''].join(' ').toLowerCase();

/** The columns OrderCreated and OrderUpdated both set, in the order of the SQL below ($2...$24). */
function contentOf(d: OrderData): unknown[] {
  const cargoValue = d.shipments.reduce((sum, s) => sum + s.cargo_value, 0);
  return [
    d.reference,
    d.invoice_number,
    d.invoice_key,
    d.is_drop_shipping,
    d.carrier?.id ?? null,
    d.carrier?.name ?? null,
    d.to_address,
    d.to_address.name,
    d.to_address.federal_tax_id,
    d.to_address.zip,
    d.to_address.city,
    d.to_address.state,
    d.origin.id,
    d.origin.reference,
    d.origin.city,
    JSON.stringify(d.shipments),
    new Set(d.shipments.map((s) => s.distribution_center_id)).size,
    Math.round(cargoValue * 100) / 100,
    d.estimated_cost,
    d.deadline,
    d.delivery ? JSON.stringify(d.delivery) : null,
    d.property,
    searchTextOf(d),
  ];
}

const CONTENT_COLUMNS = [
  'reference',
  'invoice_number',
  'invoice_key',
  'is_drop_shipping',
  'carrier_id',
  'carrier_name',
  'to_address',
  'recipient_name',
  'recipient_tax_id',
  'to_zip',
  'to_city',
  'to_state',
  'distribution_center_id',
  'distribution_center_reference',
  'from_city',
  'shipments',
  'total_origins',
  'cargo_value',
  'estimated_cost',
  'deadline',
  'delivery',
  'property',
  'search_text',
];

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
  statementOf(event: Appending<OrderEvent>): SqlStatement | null {
    if (event.type !== OrderEvents.OrderCreated) return null;
    const id = event.stream_id.slice('order-'.length);
    const d = event.data;
    const content = contentOf(d);
    const placeholders = content.map((_, i) => `$${i + 2}`).join(', ');
    const n = content.length + 2;
    return {
      sql: `INSERT INTO orders (id, ${CONTENT_COLUMNS.join(', ')}, company_id, status, status_history, created_at, updated_at, tracking_code, tracking_only, tracker_details)
            VALUES ($1, ${placeholders}, $${n}, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6})`,
      parameters: [
        id,
        ...content,
        d.company_id,
        d.status,
        historyEntry(d.status, d.created_at),
        d.created_at,
        trackingCodeOf(id),
        d.tracking_only ?? false,
        firstDetails(d),
      ],
    };
  }

  async apply(event: Stored<OrderEvent>, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('order-'.length);
    switch (event.type) {
      case OrderEvents.OrderCreated: {
        const { sql, parameters } = this.statementOf(event)!;
        await db.query(sql, parameters);
        return;
      }
      case OrderEvents.OrderUpdated: {
        const d = event.data;
        const content = contentOf(d);
        const assignments = CONTENT_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
        const n = content.length + 2;
        await db.query(
          `UPDATE orders SET ${assignments}, updated_at = $${n + 1},
                  status_history = CASE WHEN status = $${n} THEN status_history ELSE status_history || $${n + 2}::jsonb END,
                  status = $${n}
            WHERE id = $1`,
          [id, ...content, d.status, d.updated_at, historyEntry(d.status, d.updated_at)],
        );
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
          `UPDATE orders SET tracker_details = tracker_details || $2::jsonb, alert_type = COALESCE($3::smallint, alert_type), updated_at = $4
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

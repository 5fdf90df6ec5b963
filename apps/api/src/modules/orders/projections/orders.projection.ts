import { ORDER_STATUS } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Projection } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import {
  type OrderCancelled,
  type OrderCreated,
  type OrderData,
  OrderEvents,
  type OrderStatusChanged,
  type OrderUpdated,
} from '../events/order-events.js';

const HANDLED = new Set<string>(Object.values(OrderEvents));

/** What the search box matches by "contains": reference, recipient, tax id and invoice number. */
const searchTextOf = (d: OrderData) =>
  [d.reference, d.to_address.name, d.to_address.federal_tax_id, d.invoice_number ?? ''].join(' ').toLowerCase();

/** The columns OrderCreated and OrderUpdated both set, in the order of the SQL below ($2...$21). */
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
  'property',
  'search_text',
];

const historyEntry = (status: number, at: string) => JSON.stringify([{ status, at }]);

/** Inline: the order list and detail are read right after each command. */
@Injectable()
export class OrdersProjection implements Projection {
  readonly name = 'orders';
  readonly tables = ['orders'];
  readonly conflicts = { orders_reference: 'Já existe um pedido com este código.' };

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: StoredEvent, db: EntityManager): Promise<void> {
    const id = event.stream_id.slice('order-'.length);
    switch (event.type) {
      case OrderEvents.OrderCreated: {
        const d = event.data as OrderCreated;
        const content = contentOf(d);
        const placeholders = content.map((_, i) => `$${i + 2}`).join(', ');
        const n = content.length + 2;
        await db.query(
          `INSERT INTO orders (id, ${CONTENT_COLUMNS.join(', ')}, company_id, status, status_history, created_at, updated_at)
           VALUES ($1, ${placeholders}, $${n}, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 3})`,
          [id, ...content, d.company_id, d.status, historyEntry(d.status, d.created_at), d.created_at],
        );
        return;
      }
      case OrderEvents.OrderUpdated: {
        const d = event.data as OrderUpdated;
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
        const d = event.data as OrderCancelled;
        await this.setStatus(db, id, ORDER_STATUS.cancelled, d.cancelled_at);
        return;
      }
      case OrderEvents.OrderStatusChanged: {
        const d = event.data as OrderStatusChanged;
        await this.setStatus(db, id, d.to, d.at);
        return;
      }
    }
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

import { ORDER_STATUS } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, type Sql, sql } from '../../../platform/database/sql.js';
import type { Appending, EventOf, Stored } from '../../../platform/event-store/domain-event.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import {
  cargoValueOf,
  foldStatusBatch,
  type OrderData,
  type OrderEvent,
  OrderEvents,
  orderIdOf,
} from '../../orders/index.js';

/** The order events that set an order's pickup, status or volumes. */
const FOLDED = [
  OrderEvents.OrderCreated,
  OrderEvents.OrderUpdated,
  OrderEvents.OrderInvoiceSent,
  OrderEvents.OrderPickupAssigned,
  OrderEvents.OrderPickupRemoved,
  OrderEvents.OrderCancelled,
  OrderEvents.OrderStatusChanged,
] as const;

type Folded = EventOf<OrderEvent, (typeof FOLDED)[number]>;

const HANDLED: ReadonlySet<string> = new Set(FOLDED);

/** An order's volumes and weight (kg × quantity), summed in SQL from its volumes as the orders list sums them. */
const figuresOf = (d: OrderData): Sql => {
  const shipments = JSON.stringify(d.shipments);
  return sql`(SELECT sum((s->>'quantity')::int) FROM jsonb_array_elements(${shipments}::jsonb) s),
             (SELECT sum((s->>'weight')::numeric * (s->>'quantity')::int) FROM jsonb_array_elements(${shipments}::jsonb) s),
             ${cargoValueOf(d.shipments)}`;
};

const setStatus = (id: string, status: number): Sql =>
  sql`UPDATE pickup_orders SET status = ${status} WHERE id = ${id}`;

/**
 * Inline: pickups' own copy of each order's pickup, status, volumes, weight and cargo value
 * (pickup_orders), which the pickup list and detail total per pickup, so pickups names no orders
 * table (docs/architecture.md, 'Modules'); the list reloads right after each action.
 */
@Injectable()
export class PickupOrdersProjection implements Projection<Folded> {
  readonly name = 'pickup-orders';
  readonly tables = ['pickup_orders'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  statementOf(event: Appending<Folded>): Sql | null {
    if (event.type !== OrderEvents.OrderCreated) return null;
    return sql`INSERT INTO pickup_orders (id, status, volumes, weight, cargo_value)
               VALUES (${orderIdOf(event.stream_id)}, ${event.data.status}, ${figuresOf(event.data)})`;
  }

  applyBatch(events: Stored<Folded>[], db: EntityManager): Promise<void> {
    return foldStatusBatch('pickup_orders', events, db, (event) => this.apply(event, db));
  }

  async apply(event: Stored<Folded>, db: EntityManager): Promise<void> {
    const id = orderIdOf(event.stream_id);
    switch (event.type) {
      case OrderEvents.OrderCreated:
        await runSql(db, this.statementOf(event)!);
        return;
      case OrderEvents.OrderUpdated: {
        const d = event.data;
        await runSql(
          db,
          sql`UPDATE pickup_orders SET (status, volumes, weight, cargo_value) = (${d.status}, ${figuresOf(d)}) WHERE id = ${id}`,
        );
        return;
      }
      case OrderEvents.OrderInvoiceSent:
        await runSql(db, setStatus(id, event.data.status));
        return;
      case OrderEvents.OrderPickupAssigned:
        await runSql(db, sql`UPDATE pickup_orders SET pickup_id = ${event.data.pickup_id} WHERE id = ${id}`);
        return;
      case OrderEvents.OrderPickupRemoved:
        await runSql(
          db,
          sql`UPDATE pickup_orders SET pickup_id = NULL, status = ${event.data.status} WHERE id = ${id}`,
        );
        return;
      case OrderEvents.OrderCancelled:
        await runSql(db, setStatus(id, ORDER_STATUS.cancelled));
        return;
      case OrderEvents.OrderStatusChanged:
        await runSql(db, setStatus(id, event.data.to));
        return;
      default:
        unfolded(event);
    }
  }
}

import { ORDER_STATUS } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, type Sql, sql } from '../../../platform/database/sql.js';
import type { Appending, EventOf, Stored } from '../../../platform/event-store/domain-event.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { foldStatusBatch, type OrderEvent, OrderEvents, orderIdOf } from '../../orders/index.js';

/** The order events that create an order or set its status (the orders projection's status moves). */
const FOLDED = [
  OrderEvents.OrderCreated,
  OrderEvents.OrderUpdated,
  OrderEvents.OrderInvoiceSent,
  OrderEvents.OrderPickupRemoved,
  OrderEvents.OrderCancelled,
  OrderEvents.OrderStatusChanged,
] as const;

type Folded = EventOf<OrderEvent, (typeof FOLDED)[number]>;

const HANDLED: ReadonlySet<string> = new Set(FOLDED);

const setStatus = (id: string, status: number): Sql =>
  sql`UPDATE exception_orders SET status = ${status} WHERE id = ${id}`;

/**
 * Inline: the desk's own copy of each order's company and status (exception_orders), read by its
 * scans over the orders in transit and by the order-exceptions projection, so the exceptions module
 * names no orders table (docs/architecture.md, 'Modules').
 */
@Injectable()
export class ExceptionOrdersProjection implements Projection<Folded> {
  readonly name = 'exception-orders';
  readonly tables = ['exception_orders'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  statementOf(event: Appending<Folded>): Sql | null {
    if (event.type !== OrderEvents.OrderCreated) return null;
    return sql`INSERT INTO exception_orders (id, company_id, status)
               VALUES (${orderIdOf(event.stream_id)}, ${event.data.company_id}, ${event.data.status})`;
  }

  applyBatch(events: Stored<Folded>[], db: EntityManager): Promise<void> {
    return foldStatusBatch('exception_orders', events, db, (event) => this.apply(event, db));
  }

  async apply(event: Stored<Folded>, db: EntityManager): Promise<void> {
    const id = orderIdOf(event.stream_id);
    switch (event.type) {
      case OrderEvents.OrderCreated:
        await runSql(db, this.statementOf(event)!);
        return;
      case OrderEvents.OrderUpdated:
      case OrderEvents.OrderInvoiceSent:
      case OrderEvents.OrderPickupRemoved:
        await runSql(db, setStatus(id, event.data.status));
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

import {
  EXCEPTION_KIND_RULES,
  EXCEPTION_KINDS,
  type ExceptionKind,
  type ExceptionResolution,
  exceptionKindOfOccurrence,
  exceptionKindOfStatus,
  KINDS_CLOSED_BY_DELIVERY,
  ORDER_STATUS,
} from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventOf, Stored } from '../../../platform/event-store/domain-event.js';
import { type Projection, unfolded } from '../../../platform/event-store/projection.js';
import { type OrderEvent, OrderEvents, orderIdOf } from '../../orders/index.js';
import { type ExceptionEvent, ExceptionEvents } from '../events/exception-events.js';
import { applyAction } from './exception-actions.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const ORDER_EVENTS_FOLDED = [
  OrderEvents.OrderTrackingRegistered,
  OrderEvents.OrderStatusChanged,
  OrderEvents.OrderCancelled,
] as const;

type Folded = EventOf<OrderEvent, (typeof ORDER_EVENTS_FOLDED)[number]> | ExceptionEvent;

const HANDLED: ReadonlySet<string> = new Set([...ORDER_EVENTS_FOLDED, ...Object.values(ExceptionEvents)]);

/**
 * Async: the desk's rows (order_exceptions) from the orders' occurrences and status moves, the scan's
 * detections and what people did. An order has at most one open row per kind: the same problem again
 * counts on it (`occurrences`); once resolved, a new one opens a new row. Rebuildable from the log.
 */
@Injectable()
export class OrderExceptionsProjection implements Projection<Folded> {
  readonly name = 'order-exceptions';
  readonly tables = ['order_exceptions'];

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async apply(event: Stored<Folded>, db: EntityManager): Promise<void> {
    switch (event.type) {
      case OrderEvents.OrderTrackingRegistered: {
        const { detail, alert_type, at } = event.data;
        const orderId = orderIdOf(event.stream_id);
        // News from the carrier: its tracking is no longer stale.
        if (detail.source === 'carrier') await close(db, orderId, ['stale_tracking'], 'tracking_resumed', at);
        const kind = exceptionKindOfOccurrence({ state: detail.state, message: detail.message, alert_type });
        if (kind) await open(db, event.id, orderId, kind, detail.message ?? detail.description, at);
        return;
      }
      case OrderEvents.OrderStatusChanged: {
        const { to, at } = event.data;
        const orderId = orderIdOf(event.stream_id);
        if (to === ORDER_STATUS.delivered) await close(db, orderId, KINDS_CLOSED_BY_DELIVERY, 'delivered', at);
        const kind = exceptionKindOfStatus(to);
        // A carrier's return comes with its occurrence, which opens it; a hand-marked one has none.
        if (kind && event.data.manually) await open(db, event.id, orderId, kind, null, at);
        return;
      }
      case OrderEvents.OrderCancelled:
        await close(db, orderIdOf(event.stream_id), EXCEPTION_KINDS, 'order_cancelled', event.data.cancelled_at);
        return;
      case ExceptionEvents.ExceptionDetected: {
        const { order_id, kind, detail, at } = event.data;
        await open(db, event.id, order_id, kind, detail, at);
        return;
      }
      case ExceptionEvents.ExceptionAssigned:
      case ExceptionEvents.ExceptionResolved:
        return applyAction(db, event);
      default:
        unfolded(event);
    }
  }
}

/** Opens the order's row of this kind, or counts one more occurrence on the one already open. */
async function open(
  db: EntityManager,
  id: string,
  orderId: string,
  kind: ExceptionKind,
  detail: string | null,
  at: string,
): Promise<void> {
  const { actor, action } = EXCEPTION_KIND_RULES[kind];
  await runSql(
    db,
    sql`INSERT INTO order_exceptions (id, company_id, order_id, kind, actor, action, detail, opened_at, updated_at)
     SELECT ${id}, o.company_id, o.id, ${kind}, ${actor}, ${action}, ${detail}, ${at}, ${at} FROM exception_orders o WHERE o.id = ${orderId}
     ON CONFLICT (order_id, kind) WHERE resolved_at IS NULL
     DO UPDATE SET occurrences = order_exceptions.occurrences + 1, updated_at = EXCLUDED.updated_at,
                   detail = COALESCE(EXCLUDED.detail, order_exceptions.detail)`,
  );
}

/** Resolves the order's open rows of these kinds by themselves (no one resolved them). */
async function close(
  db: EntityManager,
  orderId: string,
  kinds: readonly ExceptionKind[],
  resolution: ExceptionResolution,
  at: string,
): Promise<void> {
  await runSql(
    db,
    sql`UPDATE order_exceptions SET resolution = ${resolution}, resolved_at = ${at}, updated_at = ${at}
      WHERE order_id = ${orderId} AND kind = ANY(${kinds}::text[]) AND resolved_at IS NULL`,
  );
}

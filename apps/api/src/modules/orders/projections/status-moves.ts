import type { Stored } from '../../../platform/event-store/domain-event.js';
import { type OrderEvent, OrderEvents, orderIdOf } from '../events/order-events.js';

/**
 * Each order's last status in a batch made only of status moves (a carrier poll's), for a projection
 * of the orders' status to fold it in one UPDATE; null when the batch holds any other event.
 */
export function lastStatusMoves(events: readonly Stored<OrderEvent>[]): { id: string; status: number }[] | null {
  const last = new Map<string, number>();
  for (const event of events) {
    if (event.type !== OrderEvents.OrderStatusChanged) return null;
    last.set(orderIdOf(event.stream_id), event.data.to);
  }
  return [...last].map(([id, status]) => ({ id, status }));
}

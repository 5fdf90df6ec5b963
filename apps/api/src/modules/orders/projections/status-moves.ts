import type { EntityManager } from 'typeorm';
import { raw, runSql, sql } from '../../../platform/database/sql.js';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { type OrderEvent, OrderEvents, orderIdOf } from '../events/order-events.js';

/**
 * Each order's last status in a batch made only of status moves (a carrier poll's), for a projection
 * of the orders' status to fold it in one UPDATE; null when the batch holds any other event.
 */
function lastStatusMoves(events: readonly Stored<OrderEvent>[]): { id: string; status: number }[] | null {
  const last = new Map<string, number>();
  for (const event of events) {
    if (event.type !== OrderEvents.OrderStatusChanged) return null;
    last.set(orderIdOf(event.stream_id), event.data.to);
  }
  return [...last].map(([id, status]) => ({ id, status }));
}

/**
 * Folds a batch into another module's own copy of the orders' status (`table`, keyed by order `id`
 * with a `status` column): a batch of status moves in one UPDATE, each order's last; any other batch
 * event by event through `apply`, in log order.
 */
export async function foldStatusBatch<E extends Stored<OrderEvent>>(
  table: string,
  events: readonly E[],
  db: EntityManager,
  apply: (event: E) => Promise<void>,
): Promise<void> {
  const last = lastStatusMoves(events);
  if (!last) {
    for (const event of events) await apply(event);
    return;
  }
  await runSql(
    db,
    sql`UPDATE ${raw(table)} o SET status = m.status
          FROM jsonb_to_recordset(${JSON.stringify(last)}::jsonb) AS m(id uuid, status smallint)
         WHERE o.id = m.id`,
  );
}

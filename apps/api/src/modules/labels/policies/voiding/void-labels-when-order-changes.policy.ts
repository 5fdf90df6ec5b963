import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../../platform/event-store/domain-event.js';
import type { Policy } from '../../../../platform/event-store/projection.js';
import { type OrderEvent, OrderEvents } from '../../../orders/index.js';
import { LabelVoidQueue } from '../../jobs/label-void.job.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

const HANDLED = new Set<string>([
  OrderEvents.OrderCancelled,
  OrderEvents.OrderCarrierChanged,
  OrderEvents.OrderUpdated,
]);

/**
 * An order change that may leave labels without their package (cancelled, carrier changed, volume
 * removed or reduced) queues the void job for that event: the job, once this transaction committed,
 * marks the labels it voids and cancels their pre-postings (LabelVoider). Once per event (the relay).
 */
@Injectable()
export class VoidLabelsWhenOrderChanges implements Policy<OrderEvent> {
  readonly name = 'void-labels-when-order-changes';

  constructor(private readonly queue: LabelVoidQueue) {}

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async run(event: Stored<OrderEvent>, db: EntityManager): Promise<void> {
    // Most order events concern an order without labels: no job for them.
    const [labelled] = await runSql(
      db,
      sql`SELECT 1 FROM labels WHERE order_id = ${event.stream_id.replace(/^order-/, '')} AND state NOT IN ('voiding', 'voided') LIMIT 1`,
    );
    if (labelled) await this.queue.enqueue({ eventId: event.id });
  }
}

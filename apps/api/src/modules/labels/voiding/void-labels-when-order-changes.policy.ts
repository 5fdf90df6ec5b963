import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { Policy } from '../../../platform/event-store/projection.js';
import { type OrderEvent, OrderEvents } from '../../orders/events/order-events.js';
import { LabelVoidQueue } from './label-void.queue.js';

const HANDLED = new Set<string>([
  OrderEvents.OrderCancelled,
  OrderEvents.OrderCarrierChanged,
  OrderEvents.OrderUpdated,
]);

/** Live labels (not voided yet) of the order that an event leaves without a package. */
const LIVE = `order_id = $1 AND state NOT IN ('voiding', 'voided')`;

/**
 * Voids the labels an order change makes wrong: all of a cancelled order's, those of a volume (or
 * every volume) whose carrier changed, those of a volume removed or of packages beyond a reduced
 * quantity. The rows turn 'voiding' here, in the relay's transaction; the void job cancels their
 * pre-postings with the carrier. Run once per event by the event relay.
 */
@Injectable()
export class VoidLabelsWhenOrderChanges implements Policy<OrderEvent> {
  readonly name = 'void-labels-when-order-changes';

  constructor(private readonly queue: LabelVoidQueue) {}

  handles(type: string): boolean {
    return HANDLED.has(type);
  }

  async run(event: Stored<OrderEvent>, db: EntityManager): Promise<void> {
    const orderId = event.stream_id.replace(/^order-/, '');
    const voiding = await this.mark(event, orderId, db);
    if (voiding > 0) await this.queue.enqueue(orderId, event.id);
  }

  private async mark(event: Stored<OrderEvent>, orderId: string, db: EntityManager): Promise<number> {
    const voids = (condition: string, reason: string, values: unknown[] = []) =>
      db
        .query(
          `UPDATE labels SET state = 'voiding', error = $2, updated_at = now() WHERE ${LIVE} AND (${condition}) RETURNING id`,
          [orderId, reason, ...values],
        )
        .then(([rows]: [unknown[]]) => rows.length);
    switch (event.type) {
      case OrderEvents.OrderCancelled:
        return voids('true', 'Pedido cancelado.');
      case OrderEvents.OrderCarrierChanged: {
        const { carrier, shipment_id } = event.data;
        return voids(
          'carrier_id IS DISTINCT FROM $3::uuid AND ($4::text IS NULL OR shipment_id = $4)',
          'Transportadora alterada.',
          [carrier.id, shipment_id],
        );
      }
      case OrderEvents.OrderUpdated: {
        const { shipments, carrier } = event.data;
        const packages = shipments.map(({ id, quantity }) => ({ id, quantity }));
        return voids(
          `NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($3::jsonb) AS s(id text, quantity int)
                        WHERE s.id = labels.shipment_id AND labels.n <= s.quantity)
           OR carrier_id IS DISTINCT FROM $4::uuid`,
          'Volume ou transportadora alterados no pedido.',
          [JSON.stringify(packages), carrier?.id ?? null],
        );
      }
      default:
        return 0;
    }
  }
}

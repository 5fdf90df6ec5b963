import { Injectable } from '@nestjs/common';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { systemContext } from '../../../platform/commands/system-actor.js';
import { AggregateRepository } from '../../../platform/event-store/aggregate-repository.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { type CarrierEventsOutcome, Order } from '../../orders/index.js';
import type { CarrierEvent } from '../connectors/carrier-connector.js';
import { type ApplyOutcome, CarrierEventsApplier, type TrackedShipment } from './carrier-events-applier.js';

type Item = { shipment: TrackedShipment; events: readonly CarrierEvent[] };
type Failure = { shipment: TrackedShipment; reason: string };

/** Orders decided and saved together: one read of their streams, one transaction per company. */
const BATCH_SIZE = 200;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Carrier events become order events through the Order aggregate (idempotent by key, ordered by the
 * events' own time, never backwards). One shipment: load, decide, save, again on a concurrent change.
 * Many: a batch of orders is read in one query and saved per company in one transaction; a conflict
 * or an error in that transaction sends its orders one by one, so one bad order fails alone.
 */
@Injectable()
export class OrderCarrierEventsApplier extends CarrierEventsApplier {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly store: EventStore,
    private readonly dispatcher: CommandDispatcher,
  ) {
    super();
  }

  async apply(shipment: TrackedShipment, events: readonly CarrierEvent[]): Promise<ApplyOutcome> {
    return this.dispatcher.retrying(async () => {
      const { aggregate: order } = await this.repository.load(new Order(shipment.order_id));
      const outcome = order.receiveCarrierEvents(shipment.company_id, shipment.shipment_id, events, new Date());
      await this.repository.save(order, systemContext(shipment.company_id));
      return outcome;
    });
  }

  async applyMany(items: readonly Item[]): Promise<ApplyOutcome & { failed: Failure[] }> {
    const total = { applied: 0, duplicates: 0, failed: [] as Failure[] };
    for (const batch of chunks(items, BATCH_SIZE)) {
      const outcome = await this.applyBatch(batch);
      total.applied += outcome.applied;
      total.duplicates += outcome.duplicates;
      total.failed.push(...outcome.failed);
    }
    return total;
  }

  private async applyBatch(batch: readonly Item[]): Promise<ApplyOutcome & { failed: Failure[] }> {
    const streams = await this.store.readStreams([...new Set(batch.map((item) => `order-${item.shipment.order_id}`))]);
    const orders = new Map<string, Order>();
    const failed: Failure[] = [];
    // Per company: its orders, and the items decided on them with what each did.
    const byCompany = new Map<
      string,
      { orders: Set<Order>; decided: { item: Item; outcome: CarrierEventsOutcome }[] }
    >();
    for (const item of batch) {
      const { order_id, company_id } = item.shipment;
      let order = orders.get(order_id);
      if (!order) {
        order = new Order(order_id).replay(streams.get(`order-${order_id}`) ?? []);
        orders.set(order_id, order);
      }
      try {
        const outcome = order.receiveCarrierEvents(company_id, item.shipment.shipment_id, item.events, new Date());
        const group = byCompany.get(company_id) ?? { orders: new Set<Order>(), decided: [] };
        group.orders.add(order);
        group.decided.push({ item, outcome });
        byCompany.set(company_id, group);
      } catch (error) {
        failed.push({ shipment: item.shipment, reason: reasonOf(error) });
      }
    }
    const total = { applied: 0, duplicates: 0, failed };
    for (const [companyId, group] of byCompany) {
      try {
        await this.repository.saveBatch([...group.orders], systemContext(companyId));
        for (const { outcome } of group.decided) {
          total.applied += outcome.applied;
          total.duplicates += outcome.duplicates;
        }
      } catch {
        // Decided again one by one on fresh state: the keys already stored count as duplicates.
        for (const { item } of group.decided) {
          try {
            const outcome = await this.apply(item.shipment, item.events);
            total.applied += outcome.applied;
            total.duplicates += outcome.duplicates;
          } catch (error) {
            failed.push({ shipment: item.shipment, reason: reasonOf(error) });
          }
        }
      }
    }
    return total;
  }
}

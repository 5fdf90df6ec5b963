import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandDispatcher } from '../../../../platform/commands/command-dispatcher.js';
import { systemContext } from '../../../../platform/commands/system-actor.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { EventStore } from '../../../../platform/event-store/event-store.js';
import { type CarrierEventsOutcome, Order } from '../../domain/order.aggregate.js';
import { ReceiveCarrierEventsCommand } from '../receive-carrier-events/receive-carrier-events.command.js';
import {
  type CarrierEventsBatchOutcome,
  ReceiveCarrierEventsBatchCommand,
} from './receive-carrier-events-batch.command.js';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The batch's orders are read in one query and saved per company in one transaction. A conflict or an
 * error in that transaction dispatches its deliveries one by one (ReceiveCarrierEvents, retried alone),
 * so one bad order fails alone and the keys already stored count as duplicates.
 */
@CommandHandler(ReceiveCarrierEventsBatchCommand)
export class ReceiveCarrierEventsBatchHandler implements ICommandHandler<ReceiveCarrierEventsBatchCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly store: EventStore,
    private readonly dispatcher: CommandDispatcher,
  ) {}

  async execute({ deliveries }: ReceiveCarrierEventsBatchCommand): Promise<CarrierEventsBatchOutcome> {
    const streams = await this.store.readStreams([...new Set(deliveries.map((item) => `order-${item.order_id}`))]);
    const orders = new Map<string, Order>();
    const total: CarrierEventsBatchOutcome = { applied: 0, duplicates: 0, failed: [] };
    // Per company: its orders, and the deliveries decided on them with what each did.
    const byCompany = new Map<
      string,
      { orders: Set<Order>; decided: { index: number; outcome: CarrierEventsOutcome }[] }
    >();
    deliveries.forEach((item, index) => {
      let order = orders.get(item.order_id);
      if (!order) {
        order = new Order(item.order_id).replay(streams.get(`order-${item.order_id}`) ?? []);
        orders.set(item.order_id, order);
      }
      try {
        const outcome = order.receiveCarrierEvents(item.company_id, item.shipment_id, item.events, new Date());
        const group = byCompany.get(item.company_id) ?? { orders: new Set<Order>(), decided: [] };
        group.orders.add(order);
        group.decided.push({ index, outcome });
        byCompany.set(item.company_id, group);
      } catch (error) {
        total.failed.push({ index, reason: reasonOf(error) });
      }
    });
    const add = (outcome: CarrierEventsOutcome) => {
      total.applied += outcome.applied;
      total.duplicates += outcome.duplicates;
    };
    for (const [companyId, group] of byCompany) {
      try {
        await this.repository.saveBatch([...group.orders], systemContext(companyId));
        group.decided.forEach(({ outcome }) => add(outcome));
      } catch {
        for (const { index } of group.decided) {
          try {
            add(await this.dispatcher.dispatch(new ReceiveCarrierEventsCommand(deliveries[index])));
          } catch (error) {
            total.failed.push({ index, reason: reasonOf(error) });
          }
        }
      }
    }
    return total;
  }
}

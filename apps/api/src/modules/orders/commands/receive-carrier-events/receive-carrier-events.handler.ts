import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { systemContext } from '../../../../platform/commands/system-actor.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { type CarrierEventsOutcome, Order } from '../../domain/order.aggregate.js';
import { ReceiveCarrierEventsCommand } from './receive-carrier-events.command.js';

/** Carrier events become order events (idempotent by key, ordered by the events' own time, never backwards). */
@CommandHandler(ReceiveCarrierEventsCommand)
export class ReceiveCarrierEventsHandler implements ICommandHandler<ReceiveCarrierEventsCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ delivery }: ReceiveCarrierEventsCommand): Promise<CarrierEventsOutcome> {
    const { aggregate: order } = await this.repository.load(new Order(delivery.order_id));
    const outcome = order.receiveCarrierEvents(delivery.company_id, delivery.shipment_id, delivery.events, new Date());
    await this.repository.save(order, systemContext(delivery.company_id));
    return outcome;
  }
}

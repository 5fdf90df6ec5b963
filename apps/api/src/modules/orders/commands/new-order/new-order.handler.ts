import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Order } from '../../domain/order.aggregate.js';
import { OrderDataResolver } from '../shared/order-data.resolver.js';
import { NewOrderCommand } from './new-order.command.js';

/** A repeated reference is refused by the read model's unique index (company, lower(reference)) → 409. */
@CommandHandler(NewOrderCommand)
export class NewOrderHandler implements ICommandHandler<NewOrderCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly resolver: OrderDataResolver,
  ) {}

  async execute({ payload, actor, context }: NewOrderCommand): Promise<{ id: string; message: string }> {
    const order = new Order(randomUUID());
    order.create(actor.companyId, await this.resolver.resolve(actor.companyId, payload), new Date(), payload.tracking_only ?? false);
    await this.repository.save(order, context);
    return { id: order.id, message: 'Pedido cadastrado com sucesso' };
  }
}

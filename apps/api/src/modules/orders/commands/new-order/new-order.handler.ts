import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Order } from '../../domain/order.aggregate.js';
import { OrderQuoting } from '../quoting/order-quoting.js';
import { OrderDataResolver } from '../shared/order-data.resolver.js';
import { NewOrderCommand } from './new-order.command.js';

/**
 * An order without a chosen quote is quoted now (OrderQuoting); a tracking-only one is not shipped by
 * Despacho and is not quoted. A repeated reference is refused by the read model's unique index
 * (company, lower(reference)) → 409.
 */
@CommandHandler(NewOrderCommand)
export class NewOrderHandler implements ICommandHandler<NewOrderCommand> {
  constructor(
    private readonly repository: AggregateRepository,
    private readonly resolver: OrderDataResolver,
    private readonly quoting: OrderQuoting,
  ) {}

  async execute({ payload, actor, context }: NewOrderCommand): Promise<{ id: string; message: string }> {
    const at = new Date();
    const trackingOnly = payload.tracking_only ?? false;
    const data = await this.resolver.resolve(actor.companyId, payload);
    const quoted = trackingOnly ? { data, awaitingQuote: null } : await this.quoting.quote(actor.companyId, data, at);
    const order = new Order(randomUUID());
    order.create(actor.companyId, quoted.data, at, trackingOnly, quoted.awaitingQuote);
    await this.repository.save(order, context);
    return { id: order.id, message: 'Pedido cadastrado com sucesso' };
  }
}

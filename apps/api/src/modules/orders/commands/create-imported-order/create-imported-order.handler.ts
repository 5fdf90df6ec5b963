import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Order } from '../../domain/order.aggregate.js';
import { CreateImportedOrderCommand } from './create-imported-order.command.js';

/** Creates the imported order (the aggregate refuses what an order may not hold); answers its id. */
@CommandHandler(CreateImportedOrderCommand)
export class CreateImportedOrderHandler implements ICommandHandler<CreateImportedOrderCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ order: imported, context }: CreateImportedOrderCommand): Promise<string> {
    const order = new Order(randomUUID());
    const { company_id, data, at, awaiting_quote, invoice_path } = imported;
    order.create(company_id, data, at, false, awaiting_quote, invoice_path);
    await this.repository.save(order, context);
    return order.id;
  }
}

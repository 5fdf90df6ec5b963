import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { Product } from '../../domain/product.aggregate.js';
import { DeleteProductCommand } from './delete-product.command.js';

@CommandHandler(DeleteProductCommand)
export class DeleteProductHandler implements ICommandHandler<DeleteProductCommand> {
  constructor(private readonly repository: AggregateRepository) {}

  async execute({ payload, actor, context }: DeleteProductCommand): Promise<{ id: string; message: string }> {
    const { aggregate: product } = await this.repository.load(new Product(payload.id));
    product.remove(actor.companyId);
    await this.repository.save(product, context);
    return { id: product.id, message: 'Produto excluído com sucesso' };
  }
}

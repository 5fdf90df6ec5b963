import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productData } from '../shared/product-data.js';
import { ProductWriter } from '../shared/product-writer.js';
import { NewProductCommand } from './new-product.command.js';

@CommandHandler(NewProductCommand)
export class NewProductHandler implements ICommandHandler<NewProductCommand> {
  constructor(private readonly writer: ProductWriter) {}

  async execute({ payload, actor, context }: NewProductCommand): Promise<{ id: string; message: string }> {
    const id = await this.writer.create(actor.companyId, productData(payload, payload.distribution_center_id), context);
    return { id, message: 'Produto cadastrado com sucesso' };
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productData } from '../shared/product-data.js';
import { ProductWriter } from '../shared/product-writer.js';
import { UpdateProductCommand } from './update-product.command.js';

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(private readonly writer: ProductWriter) {}

  async execute({ payload, actor, context }: UpdateProductCommand): Promise<{ id: string; message: string }> {
    await this.writer.update(
      actor.companyId,
      payload.id,
      productData(payload, payload.distribution_center_id),
      context,
    );
    return { id: payload.id, message: 'Produto atualizado com sucesso' };
  }
}

import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProductWriter } from '../shared/product-writer.js';
import { ImportProductRowCommand } from './import-product-row.command.js';

/** Registers or changes the row's product (the job checked the whole file); answers its id. */
@CommandHandler(ImportProductRowCommand)
export class ImportProductRowHandler implements ICommandHandler<ImportProductRowCommand> {
  constructor(private readonly writer: ProductWriter) {}

  async execute({ row: { company_id, id, data }, context }: ImportProductRowCommand): Promise<string> {
    if (!id) return this.writer.register(company_id, data, context);
    await this.writer.change(company_id, id, data, context);
    return id;
  }
}

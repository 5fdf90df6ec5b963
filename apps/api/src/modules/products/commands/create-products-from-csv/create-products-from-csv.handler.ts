import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { ProductImportTasks } from '../../jobs/product-import-tasks.js';
import { ProductImportQueue } from '../../jobs/product-import.job.js';
import { CreateProductsFromCsvCommand } from './create-products-from-csv.command.js';

@CommandHandler(CreateProductsFromCsvCommand)
export class CreateProductsFromCsvHandler implements ICommandHandler<CreateProductsFromCsvCommand> {
  constructor(
    private readonly uploads: UploadStore,
    private readonly tasks: ProductImportTasks,
    private readonly queue: ProductImportQueue,
  ) {}

  async execute({ payload, actor }: CreateProductsFromCsvCommand): Promise<{ id: string }> {
    // Only a file this company uploaded: any other path answers 404 before anything is queued.
    await this.uploads.assertExists(actor.companyId, payload.csv.path);
    const id = randomUUID();
    await this.tasks.create(id, actor.companyId, actor.userId, payload.csv.path);
    try {
      await this.queue.enqueue({ importId: id });
    } catch (error) {
      await this.tasks.fail(id, 'Não foi possível iniciar a importação.');
      throw error;
    }
    return { id };
  }
}

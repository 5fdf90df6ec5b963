import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { InvoiceBatches, OCOREN_BATCH } from '../../../orders/index.js';
import { OcorenImportQueue } from '../../jobs/ocoren-import.job.js';
import { ImportOcorenCommand } from './import-ocoren.command.js';

/** Opens an OCOREN batch (type 3) for the uploaded files and queues it; the job applies each 342 line. */
@CommandHandler(ImportOcorenCommand)
export class ImportOcorenHandler implements ICommandHandler<ImportOcorenCommand> {
  constructor(
    private readonly uploads: UploadStore,
    private readonly batches: InvoiceBatches,
    private readonly queue: OcorenImportQueue,
  ) {}

  async execute({ payload, actor }: ImportOcorenCommand): Promise<{ id: string; batch: number; message: string }> {
    // Only the company's own uploads: a path of another company is not found before anything starts.
    for (const { path } of payload.files) await this.uploads.assertExists(actor.companyId, path);
    const id = randomUUID();
    const files = payload.files.map(({ path }) => ({ path }));
    const batch = await this.batches.create(id, actor.companyId, actor.userId, files, OCOREN_BATCH);
    await this.queue.enqueue({ batchId: id });
    return {
      id,
      batch,
      message: 'Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.',
    };
  }
}

import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { InvoiceBatches } from '../invoice-import/invoice-batches.js';
import { InvoiceImportQueue } from '../../jobs/invoice-import.job.js';
import { CreateOrdersFromInvoicesCommand } from './create-orders-from-invoices.command.js';

/** Opens a batch for the uploaded files and queues it; the job turns each NF-e into an order or an error line. */
@CommandHandler(CreateOrdersFromInvoicesCommand)
export class CreateOrdersFromInvoicesHandler implements ICommandHandler<CreateOrdersFromInvoicesCommand> {
  constructor(
    private readonly uploads: UploadStore,
    private readonly batches: InvoiceBatches,
    private readonly queue: InvoiceImportQueue,
  ) {}

  async execute({
    payload,
    actor,
  }: CreateOrdersFromInvoicesCommand): Promise<{ id: string; batch: number; message: string }> {
    // Only the company's own uploads: a path of another company is not found before anything starts.
    for (const { path } of payload.invoices) await this.uploads.assertExists(actor.companyId, path);
    const id = randomUUID();
    const batch = await this.batches.create(
      id,
      actor.companyId,
      actor.userId,
      payload.invoices.map(({ path }) => ({ path })),
    );
    await this.queue.enqueue({ batchId: id });
    return {
      id,
      batch,
      message: 'Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.',
    };
  }
}

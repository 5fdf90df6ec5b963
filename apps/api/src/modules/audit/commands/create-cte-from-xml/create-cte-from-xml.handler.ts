import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UploadStore } from '../../../../platform/uploads/upload-store.js';
import { CTE_BATCH, InvoiceBatches } from '../../../orders/index.js';
import { AuditEnabled } from '../../queries/audit-enabled.js';
import { CteImportQueue } from '../../jobs/cte-import.job.js';
import { CreateCteFromXmlCommand } from './create-cte-from-xml.command.js';

/** Opens a CT-e batch (type 2) for the uploaded files and queues it; the job imports and reconciles each CT-e. */
@CommandHandler(CreateCteFromXmlCommand)
export class CreateCteFromXmlHandler implements ICommandHandler<CreateCteFromXmlCommand> {
  constructor(
    private readonly audit: AuditEnabled,
    private readonly uploads: UploadStore,
    private readonly batches: InvoiceBatches,
    private readonly queue: CteImportQueue,
  ) {}

  async execute({ payload, actor }: CreateCteFromXmlCommand): Promise<{ id: string; batch: number; message: string }> {
    await this.audit.assert(actor.companyId);
    // Only the company's own uploads: a path of another company is not found before anything starts.
    for (const { path } of payload.invoices) await this.uploads.assertExists(actor.companyId, path);
    const id = randomUUID();
    const batch = await this.batches.create(
      id,
      actor.companyId,
      actor.userId,
      payload.invoices.map(({ path }) => ({ path })),
      CTE_BATCH,
    );
    await this.queue.enqueue({ batchId: id });
    return {
      id,
      batch,
      message: 'Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.',
    };
  }
}

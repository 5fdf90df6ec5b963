import { defineJob } from '../../../platform/queue/define-job.js';
import { InvoiceBatches } from '../invoice-import/invoice-batches.js';
import { InvoiceImportRunner } from './invoice-import.runner.js';

export interface InvoiceImportJob {
  batchId: string;
}

/** Runs NF-e imports; after the last attempt the batch is marked failed so the screen stops waiting. */
const job = defineJob({
  queue: 'invoice-imports',
  name: 'import-invoices',
  uses: { runner: InvoiceImportRunner, batches: InvoiceBatches },
  describe: ({ batchId }: InvoiceImportJob) => `Importação de notas ${batchId}`,
  process: ({ batchId }, { runner }) => runner.run(batchId),
  gaveUp: ({ batchId }, _error, { batches }) =>
    batches.fail(batchId, 'Erro inesperado ao processar o lote; os pedidos já criados foram mantidos.'),
});

/** NF-e batches waiting for a worker; the job id is the batch id, so it is enqueued once. */
export class InvoiceImportQueue extends job.Queue {
  async enqueue(batchId: string): Promise<void> {
    await this.add({ batchId }, batchId);
  }
}

export class InvoiceImportWorker extends job.Worker {}

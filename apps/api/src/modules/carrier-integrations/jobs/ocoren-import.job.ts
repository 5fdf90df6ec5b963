import { defineJob } from '../../../platform/queue/define-job.js';
import { InvoiceBatches } from '../../orders/invoice-import/invoice-batches.js';
import { OcorenBatchRunner } from './ocoren-batch.runner.js';

export interface OcorenImportJob {
  batchId: string;
}

/** Runs OCOREN batches; after the last attempt the batch is marked failed so the screen stops waiting. */
const job = defineJob({
  queue: 'ocoren-imports',
  name: 'import-ocoren',
  uses: { runner: OcorenBatchRunner, batches: InvoiceBatches },
  describe: ({ batchId }: OcorenImportJob) => `Importação de OCOREN ${batchId}`,
  process: async ({ batchId }, { runner }) => {
    await runner.run(batchId);
  },
  gaveUp: ({ batchId }, _error, { batches }) =>
    batches.fail(batchId, 'Erro inesperado ao processar o lote; as ocorrências já lançadas foram mantidas.'),
});

/** OCOREN batches the merchant uploaded, waiting for a worker; the job id is the batch id, so it is enqueued once. */
export class OcorenImportQueue extends job.Queue {
  async enqueue(batchId: string): Promise<void> {
    await this.add({ batchId }, batchId);
  }
}

export class OcorenImportWorker extends job.Worker {}

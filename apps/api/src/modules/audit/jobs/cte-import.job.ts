import { defineJob } from '../../../platform/queue/define-job.js';
import { InvoiceBatches } from '../../orders/invoice-import/invoice-batches.js';
import { CteImportRunner } from './cte-import.runner.js';

export interface CteImportJob {
  batchId: string;
}

/** Runs CT-e imports; after the last attempt the batch is marked failed so the screen stops waiting. */
const job = defineJob({
  queue: 'cte-imports',
  name: 'import-ctes',
  uses: { runner: CteImportRunner, batches: InvoiceBatches },
  describe: ({ batchId }: CteImportJob) => `Importação de CT-e ${batchId}`,
  process: ({ batchId }, { runner }) => runner.run(batchId),
  gaveUp: ({ batchId }, _error, { batches }) =>
    batches.fail(batchId, 'Erro inesperado ao processar o lote; os CT-e já importados foram mantidos.'),
});

/** CT-e batches waiting for a worker; the job id is the batch id, so it is enqueued once. */
export class CteImportQueue extends job.Queue {
  async enqueue(batchId: string): Promise<void> {
    await this.add({ batchId }, batchId);
  }
}

export class CteImportWorker extends job.Worker {}

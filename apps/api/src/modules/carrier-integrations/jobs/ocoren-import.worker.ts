import { InvoiceBatches } from '../../orders/index.js';
import { OcorenBatchRunner } from './ocoren-batch.runner.js';
import { ocorenImportJob } from './ocoren-import.job.js';

export class OcorenImportWorker extends ocorenImportJob.worker({
  uses: { runner: OcorenBatchRunner, batches: InvoiceBatches },
  process: async ({ batchId }, { runner }) => {
    await runner.run(batchId);
  },
  gaveUp: ({ batchId }, _error, { batches }) =>
    batches.fail(batchId, 'Erro inesperado ao processar o lote; as ocorrências já lançadas foram mantidas.'),
}) {}

import { InvoiceBatches } from '../../orders/index.js';
import { CteImportRunner } from './cte-import.runner.js';
import { cteImportJob } from './cte-import.job.js';

export class CteImportWorker extends cteImportJob.worker({
  uses: { runner: CteImportRunner, batches: InvoiceBatches },
  process: ({ batchId }, { runner }) => runner.run(batchId),
  gaveUp: ({ batchId }, _error, { batches }) =>
    batches.fail(batchId, 'Erro inesperado ao processar o lote; os CT-e já importados foram mantidos.'),
}) {}

import { InvoiceBatches } from '../commands/invoice-import/invoice-batches.js';
import { InvoiceImportRunner } from './invoice-import.runner.js';
import { invoiceImportJob } from './invoice-import.job.js';

export class InvoiceImportWorker extends invoiceImportJob.worker({
  uses: { runner: InvoiceImportRunner, batches: InvoiceBatches },
  process: ({ batchId }, { runner }) => runner.run(batchId),
  gaveUp: ({ batchId }, _error, { batches }) =>
    batches.fail(batchId, 'Erro inesperado ao processar o lote; os pedidos já criados foram mantidos.'),
}) {}

import { defineJob } from '../../../platform/queue/define-job.js';

export interface InvoiceImportJob {
  batchId: string;
}

/** Runs NF-e imports; after the last attempt the batch is marked failed so the screen stops waiting. */
export const invoiceImportJob = defineJob({
  queue: 'invoice-imports',
  name: 'import-invoices',
  describe: ({ batchId }: InvoiceImportJob) => `Importação de notas ${batchId}`,
  keyedBy: ({ batchId }) => batchId,
});

/** NF-e batches waiting for a worker; the job id is the batch id, so it is enqueued once. */
export class InvoiceImportQueue extends invoiceImportJob.Queue {}

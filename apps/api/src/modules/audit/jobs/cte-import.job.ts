import { defineJob } from '../../../platform/queue/define-job.js';

export interface CteImportJob {
  batchId: string;
}

/** Runs CT-e imports; after the last attempt the batch is marked failed so the screen stops waiting. */
export const cteImportJob = defineJob({
  queue: 'cte-imports',
  name: 'import-ctes',
  describe: ({ batchId }: CteImportJob) => `Importação de CT-e ${batchId}`,
  keyedBy: ({ batchId }) => batchId,
});

/** CT-e batches waiting for a worker; the job id is the batch id, so it is enqueued once. */
export class CteImportQueue extends cteImportJob.Queue {}

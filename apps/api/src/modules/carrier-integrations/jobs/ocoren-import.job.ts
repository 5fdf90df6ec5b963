import { defineJob } from '../../../platform/queue/define-job.js';

export interface OcorenImportJob {
  batchId: string;
}

/** Runs OCOREN batches; after the last attempt the batch is marked failed so the screen stops waiting. */
export const ocorenImportJob = defineJob({
  queue: 'ocoren-imports',
  name: 'import-ocoren',
  describe: ({ batchId }: OcorenImportJob) => `Importação de OCOREN ${batchId}`,
  keyedBy: ({ batchId }) => batchId,
});

/** OCOREN batches the merchant uploaded, waiting for a worker; the job id is the batch id, so it is enqueued once. */
export class OcorenImportQueue extends ocorenImportJob.Queue {}

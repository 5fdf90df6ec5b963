import { defineJob } from '../../../platform/queue/define-job.js';

export interface LabelRunJob {
  runId: string;
}

/** Runs label runs; after the last attempt the run is marked failed so the screen stops waiting. */
export const labelRunJob = defineJob({
  queue: 'label-runs',
  name: 'generate-labels',
  describe: ({ runId }: LabelRunJob) => `Geração de etiquetas ${runId}`,
  keyedBy: ({ runId }) => runId,
});

/** Label runs waiting for a worker; the job id is the run id, so it is enqueued once. */
export class LabelRunQueue extends labelRunJob.Queue {}

import { defineJob } from '../../../platform/queue/define-job.js';
import { LabelRuns } from '../runs/label-runs.js';
import { LabelRunner } from './label-runner.js';

export interface LabelRunJob {
  runId: string;
}

/** Runs label runs; after the last attempt the run is marked failed so the screen stops waiting. */
const job = defineJob({
  queue: 'label-runs',
  name: 'generate-labels',
  uses: { runner: LabelRunner, runs: LabelRuns },
  describe: ({ runId }: LabelRunJob) => `Geração de etiquetas ${runId}`,
  process: async ({ runId }, { runner }) => {
    await runner.run(runId);
  },
  gaveUp: ({ runId }, _error, { runs }) =>
    runs.fail(runId, 'Erro inesperado ao gerar as etiquetas; as etiquetas já geradas foram mantidas.'),
});

/** Label runs waiting for a worker; the job id is the run id, so it is enqueued once. */
export class LabelRunQueue extends job.Queue {
  async enqueue(runId: string): Promise<void> {
    await this.add({ runId }, runId);
  }
}

export class LabelRunWorker extends job.Worker {}

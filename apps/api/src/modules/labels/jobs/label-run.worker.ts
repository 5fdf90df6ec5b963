import { LabelRuns } from '../queries/runs/label-runs.js';
import { LabelRunner } from './label-runner.js';
import { labelRunJob } from './label-run.job.js';

export class LabelRunWorker extends labelRunJob.worker({
  uses: { runner: LabelRunner, runs: LabelRuns },
  process: async ({ runId }, { runner }) => {
    await runner.run(runId);
  },
  gaveUp: ({ runId }, _error, { runs }) =>
    runs.fail(runId, 'Erro inesperado ao gerar as etiquetas; as etiquetas já geradas foram mantidas.'),
}) {}

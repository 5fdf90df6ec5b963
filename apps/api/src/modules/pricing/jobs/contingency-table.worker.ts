import { ContingencyTableRunner } from './contingency-table.runner.js';
import { contingencyTableJob } from './contingency-table.job.js';

export class ContingencyTableWorker extends contingencyTableJob.worker({
  uses: { runner: ContingencyTableRunner },
  process: (data, { runner }) => runner.run(data),
}) {}

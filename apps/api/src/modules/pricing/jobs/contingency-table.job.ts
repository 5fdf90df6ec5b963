import type { ContingencyType, ContingencyWeight, PriceIncrease } from '@despacho/domain';
import { defineJob } from '../../../platform/queue/define-job.js';
import { ContingencyTableRunner } from './contingency-table.runner.js';

export interface ContingencyTableJob {
  taskId: string;
  companyId: string;
  /** Who asked: the link goes to their e-mail. */
  user: { name: string; email: string };
  type: ContingencyType;
  zipOrigin: string;
  increase: PriceIncrease | null;
  weights: ContingencyWeight[];
}

/** The runner tracks its background task itself (tests run it without a worker). */
const job = defineJob({
  queue: 'contingency-tables',
  name: 'contingency-table',
  uses: { runner: ContingencyTableRunner },
  describe: (data: ContingencyTableJob) => `Tabela de contingência ${data.taskId}`,
  process: (data, { runner }) => runner.run(data),
});

export class ContingencyTableQueue extends job.Queue {
  async enqueue(data: ContingencyTableJob): Promise<void> {
    await this.add(data, data.taskId);
  }
}

export class ContingencyTableWorker extends job.Worker {}

import type { ContingencyType, ContingencyWeight, PriceIncrease } from '@despacho/domain';
import { defineJob } from '../../../platform/queue/define-job.js';

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
export const contingencyTableJob = defineJob({
  queue: 'contingency-tables',
  name: 'contingency-table',
  describe: (data: ContingencyTableJob) => `Tabela de contingência ${data.taskId}`,
  keyedBy: (data) => data.taskId,
});

export class ContingencyTableQueue extends contingencyTableJob.Queue {}

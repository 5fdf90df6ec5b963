import { defineJob } from '../../../platform/queue/define-job.js';
import type { OrderFilters } from '../queries/list-orders/order-list-query.dto.js';
import { OrdersReportRunner } from './orders-report.runner.js';

export interface OrdersReportJob {
  taskId: string;
  companyId: string;
  /** Who asked: the report goes to their e-mail. */
  user: { name: string; email: string };
  filters: OrderFilters;
}

const job = defineJob({
  queue: 'orders-reports',
  name: 'orders-report',
  uses: { runner: OrdersReportRunner },
  progress: ({ taskId }: OrdersReportJob) => taskId,
  describe: (data: OrdersReportJob) => `Relatório de pedidos ${data.taskId}`,
  process: (data, { runner }) => runner.run(data),
});

export class OrdersReportQueue extends job.Queue {
  async enqueue(data: OrdersReportJob): Promise<void> {
    await this.add(data, data.taskId);
  }
}

export class OrdersReportWorker extends job.Worker {}

import { OrdersReportRunner } from './orders-report.runner.js';
import { ordersReportJob } from './orders-report.job.js';

export class OrdersReportWorker extends ordersReportJob.worker({
  uses: { runner: OrdersReportRunner },
  progress: ({ taskId }) => taskId,
  process: (data, { runner }) => runner.run(data),
}) {}

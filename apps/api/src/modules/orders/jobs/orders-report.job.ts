import { defineJob } from '../../../platform/queue/define-job.js';
import type { OrderFilters } from '../queries/list-orders/order-list-query.dto.js';

export interface OrdersReportJob {
  taskId: string;
  companyId: string;
  /** Who asked: the report goes to their e-mail. */
  user: { name: string; email: string };
  filters: OrderFilters;
}

export const ordersReportJob = defineJob({
  queue: 'orders-reports',
  name: 'orders-report',
  describe: (data: OrdersReportJob) => `Relatório de pedidos ${data.taskId}`,
  keyedBy: (data) => data.taskId,
});

export class OrdersReportQueue extends ordersReportJob.Queue {}

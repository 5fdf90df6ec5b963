import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';
import type { OrderFilters } from '../queries/list-orders/order-list-query.dto.js';

export const ORDERS_REPORTS_QUEUE = 'orders-reports';

export interface OrdersReportJob {
  taskId: string;
  companyId: string;
  /** Who asked: the report goes to their e-mail. */
  user: { name: string; email: string };
  filters: OrderFilters;
}

@Injectable()
export class OrdersReportQueue extends JobQueue<OrdersReportJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(ORDERS_REPORTS_QUEUE, redis, config);
  }

  async enqueue(job: OrdersReportJob): Promise<void> {
    await this.add('orders-report', job, job.taskId);
  }
}

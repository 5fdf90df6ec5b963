import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BackgroundTasks } from '../../../platform/background-tasks/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { ORDERS_REPORTS_QUEUE, type OrdersReportJob } from './orders-report.queue.js';
import { OrdersReportRunner } from './orders-report.runner.js';

@Injectable()
export class OrdersReportWorker extends JobWorker<OrdersReportJob> {
  constructor(
    private readonly runner: OrdersReportRunner,
    private readonly tasks: BackgroundTasks,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(ORDERS_REPORTS_QUEUE, redis, config);
  }

  protected process(job: OrdersReportJob): Promise<void> {
    return this.tasks.track(job.taskId, () => this.runner.run(job));
  }

  protected describe(job: OrdersReportJob): string {
    return `Relatório de pedidos ${job.taskId}`;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { DASHBOARD_REPORTS_QUEUE, type DashboardReportJob } from './dashboard-report.queue.js';
import { DashboardReportRunner } from './dashboard-report.runner.js';

@Injectable()
export class DashboardReportWorker extends JobWorker<DashboardReportJob> {
  constructor(
    private readonly runner: DashboardReportRunner,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(DASHBOARD_REPORTS_QUEUE, redis, config);
  }

  protected process(job: DashboardReportJob): Promise<void> {
    return this.runner.run(job);
  }

  protected describe(job: DashboardReportJob): string {
    return `Relatório do painel ${job.taskId}`;
  }
}

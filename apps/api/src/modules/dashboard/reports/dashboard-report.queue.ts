import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const DASHBOARD_REPORTS_QUEUE = 'dashboard-reports';

export interface DashboardReportJob {
  taskId: string;
  companyId: string;
  /** Who asked: the report goes to their e-mail. */
  user: { id: string; name: string; email: string };
  /** The period as the screen showed it when asked (resolved then: "today" does not move while queued). */
  period: { date_start: string; date_end: string };
  carrier: string[];
}

@Injectable()
export class DashboardReportQueue extends JobQueue<DashboardReportJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(DASHBOARD_REPORTS_QUEUE, redis, config);
  }

  async enqueue(job: DashboardReportJob): Promise<void> {
    await this.add('dashboard-report', job, job.taskId);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { ContingencyType, ContingencyWeight, PriceIncrease } from '@despacho/domain';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const CONTINGENCY_TABLES_QUEUE = 'contingency-tables';

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

@Injectable()
export class ContingencyTableQueue extends JobQueue<ContingencyTableJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(CONTINGENCY_TABLES_QUEUE, redis, config);
  }

  async enqueue(job: ContingencyTableJob): Promise<void> {
    await this.add('contingency-table', job, job.taskId);
  }
}

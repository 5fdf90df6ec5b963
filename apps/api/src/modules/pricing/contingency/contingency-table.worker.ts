import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { CONTINGENCY_TABLES_QUEUE, type ContingencyTableJob } from './contingency-table.queue.js';
import { ContingencyTableRunner } from './contingency-table.runner.js';

@Injectable()
export class ContingencyTableWorker extends JobWorker<ContingencyTableJob> {
  constructor(
    private readonly runner: ContingencyTableRunner,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(CONTINGENCY_TABLES_QUEUE, redis, config);
  }

  protected process(job: ContingencyTableJob): Promise<void> {
    return this.runner.run(job);
  }

  protected describe(job: ContingencyTableJob): string {
    return `Tabela de contingência ${job.taskId}`;
  }
}

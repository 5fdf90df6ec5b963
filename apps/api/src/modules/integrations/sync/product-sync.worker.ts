import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BackgroundTasks } from '../../../platform/background-tasks/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { PRODUCT_SYNC_QUEUE, type ProductSyncJob } from './product-sync.queue.js';
import { ProductSyncRunner } from './product-sync.runner.js';

/** Runs product syncs between the task's start and end (a retry starts it again: creating by SKU is idempotent). */
@Injectable()
export class ProductSyncWorker extends JobWorker<ProductSyncJob> {
  constructor(
    private readonly runner: ProductSyncRunner,
    private readonly tasks: BackgroundTasks,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(PRODUCT_SYNC_QUEUE, redis, config);
  }

  protected process(job: ProductSyncJob): Promise<void> {
    return this.tasks.track(job.taskId, (progress) => this.runner.run(job, progress));
  }

  protected describe(job: ProductSyncJob): string {
    return `Sincronização de produtos ${job.taskId}`;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Actor } from '../../../platform/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const PRODUCT_SYNC_QUEUE = 'channel-product-sync';

export interface ProductSyncJob {
  taskId: string;
  companyChannelId: string;
  /** The rows chosen on the listing; absent: the whole base. */
  ids?: string[];
  /** Who asked: the products are created and changed in their name. */
  actor: Actor;
}

/** Product syncs waiting for a worker; the job id is the task id, so a task is queued once. */
@Injectable()
export class ProductSyncQueue extends JobQueue<ProductSyncJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(PRODUCT_SYNC_QUEUE, redis, config);
  }

  async enqueue(job: ProductSyncJob): Promise<void> {
    await this.add('sync-products', job, job.taskId);
  }
}

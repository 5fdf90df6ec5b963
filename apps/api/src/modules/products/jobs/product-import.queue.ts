import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const PRODUCT_IMPORTS_QUEUE = 'product-imports';

export interface ProductImportJob {
  importId: string;
}

/** Product CSV imports waiting for a worker; the job id is the import id, so it is enqueued once. */
@Injectable()
export class ProductImportQueue extends JobQueue<ProductImportJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(PRODUCT_IMPORTS_QUEUE, redis, config);
  }

  async enqueue(importId: string): Promise<void> {
    await this.add('import-products', { importId }, importId);
  }
}

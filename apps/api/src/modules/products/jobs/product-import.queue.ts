import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const PRODUCT_IMPORTS_QUEUE = 'product-imports';

export interface ProductImportJob {
  importId: string;
}

/** Product CSV imports waiting for a worker; the job id is the import id, so it is enqueued once. */
@Injectable()
export class ProductImportQueue implements OnApplicationShutdown {
  readonly queue: Queue<ProductImportJob>;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.queue = new Queue<ProductImportJob>(PRODUCT_IMPORTS_QUEUE, {
      connection: redis,
      prefix: config.queuePrefix,
      defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: 1000 },
    });
  }

  async enqueue(importId: string): Promise<void> {
    await this.queue.add('import-products', { importId }, { jobId: importId });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

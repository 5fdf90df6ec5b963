import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';
import type { ImportProgress } from './product-import-tasks.js';

export const PRODUCT_IMPORTS_QUEUE = 'product-imports';

export interface ProductImportJob {
  importId: string;
  /** Absent for the first slice; a later one carries where to go on and what the earlier ones did. */
  slice?: ImportSlice;
}

export interface ImportSlice {
  /** Index of the first row of this slice. */
  from: number;
  progress: ImportProgress;
  /** SKU (lower case) → row that first imported it, for the SKUs that come again in a later slice. */
  firstLineOf: Record<string, number>;
}

/**
 * Product CSV imports waiting for a worker. The first slice's job id is the import id, so a retried
 * command enqueues it once; each later slice goes to the back of the queue, behind other companies' imports.
 */
@Injectable()
export class ProductImportQueue extends JobQueue<ProductImportJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(PRODUCT_IMPORTS_QUEUE, redis, config);
  }

  async enqueue(importId: string): Promise<void> {
    await this.add('import-products', { importId }, importId);
  }

  async enqueueSlice(importId: string, slice: ImportSlice): Promise<void> {
    await this.add('import-products', { importId, slice }, `${importId}-from-${slice.from}`);
  }
}

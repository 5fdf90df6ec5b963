import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const INVOICE_IMPORTS_QUEUE = 'invoice-imports';

export interface InvoiceImportJob {
  batchId: string;
}

/** NF-e batches waiting for a worker; the job id is the batch id, so it is enqueued once. */
@Injectable()
export class InvoiceImportQueue extends JobQueue<InvoiceImportJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(INVOICE_IMPORTS_QUEUE, redis, config);
  }

  async enqueue(batchId: string): Promise<void> {
    await this.add('import-invoices', { batchId }, batchId);
  }
}

import type { Actor } from '../../../platform/auth/actor.js';
import { defineJob } from '../../../platform/queue/define-job.js';
import { ProductSyncRunner } from './product-sync.runner.js';

export interface ProductSyncJob {
  taskId: string;
  companyChannelId: string;
  /** The rows chosen on the listing; absent: the whole base. */
  ids?: string[];
  /** Who asked: the products are created and changed in their name. */
  actor: Actor;
}

/** Runs product syncs between the task's start and end (a retry starts it again: creating by SKU is idempotent). */
const job = defineJob({
  queue: 'channel-product-sync',
  name: 'sync-products',
  uses: { runner: ProductSyncRunner },
  progress: ({ taskId }: ProductSyncJob) => taskId,
  describe: (data: ProductSyncJob) => `Sincronização de produtos ${data.taskId}`,
  process: (data, { runner }, progress) => runner.run(data, progress),
});

/** Product syncs waiting for a worker; the job id is the task id, so a task is queued once. */
export class ProductSyncQueue extends job.Queue {
  async enqueue(data: ProductSyncJob): Promise<void> {
    await this.add(data, data.taskId);
  }
}

export class ProductSyncWorker extends job.Worker {}

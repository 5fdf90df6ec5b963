import type { Actor } from '../../../platform/auth/actor.js';
import { defineJob } from '../../../platform/queue/define-job.js';

export interface ProductSyncJob {
  taskId: string;
  companyChannelId: string;
  /** The rows chosen on the listing; absent: the whole base. */
  ids?: string[];
  /** Who asked: the products are created and changed in their name. */
  actor: Actor;
}

/** Runs product syncs between the task's start and end (a retry starts it again: creating by SKU is idempotent). */
export const productSyncJob = defineJob({
  queue: 'channel-product-sync',
  name: 'sync-products',
  describe: (data: ProductSyncJob) => `Sincronização de produtos ${data.taskId}`,
  keyedBy: (data) => data.taskId,
});

/** Product syncs waiting for a worker; the job id is the task id, so a task is queued once. */
export class ProductSyncQueue extends productSyncJob.Queue {}

import { ProductSyncRunner } from './product-sync.runner.js';
import { productSyncJob } from './product-sync.job.js';

export class ProductSyncWorker extends productSyncJob.worker({
  uses: { runner: ProductSyncRunner },
  progress: ({ taskId }) => taskId,
  process: (data, { runner }, progress) => runner.run(data, progress),
}) {}

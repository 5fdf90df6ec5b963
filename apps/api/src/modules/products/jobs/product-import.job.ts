import { defineJob } from '../../../platform/queue/define-job.js';
import type { ImportProgress } from './product-import-tasks.js';

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
 * Runs product CSV imports a slice at a time: the next slice goes to the back of the queue, behind
 * other companies' imports. After the last attempt the import is marked failed for the screen.
 */
export const productImportJob = defineJob({
  queue: 'product-imports',
  name: 'import-products',
  describe: ({ importId }: ProductImportJob) => `Importação de produtos ${importId}`,
  keyedBy: ({ importId, slice }) => (slice ? `${importId}-from-${slice.from}` : importId),
});

/**
 * Product CSV imports waiting for a worker. The first slice's job id is the import id, so a retried
 * command enqueues it once; each later slice's names where it starts.
 */
export class ProductImportQueue extends productImportJob.Queue {}

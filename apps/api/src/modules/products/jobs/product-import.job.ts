import { type Class, defineJob } from '../../../platform/queue/define-job.js';
import { type ImportProgress, ProductImportTasks } from './product-import-tasks.js';
import { ProductImportRunner } from './product-import.runner.js';

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

interface SliceQueue {
  enqueueSlice(importId: string, slice: ImportSlice): Promise<void>;
}

/**
 * Runs product CSV imports a slice at a time: the next slice goes to the back of the queue, behind
 * other companies' imports. After the last attempt the import is marked failed for the screen.
 */
const job = defineJob({
  queue: 'product-imports',
  name: 'import-products',
  uses: { runner: ProductImportRunner, tasks: ProductImportTasks, queue: (): Class<SliceQueue> => ProductImportQueue },
  describe: ({ importId }: ProductImportJob) => `Importação de produtos ${importId}`,
  process: async (data, { runner, queue }) => {
    const next = await runner.run(data);
    if (next) await queue.enqueueSlice(data.importId, next);
  },
  gaveUp: ({ importId }, _error, { tasks }) => tasks.fail(importId, 'Erro inesperado ao processar o arquivo.'),
});

/**
 * Product CSV imports waiting for a worker. The first slice's job id is the import id, so a retried
 * command enqueues it once; each later slice's names where it starts.
 */
export class ProductImportQueue extends job.Queue implements SliceQueue {
  async enqueue(importId: string): Promise<void> {
    await this.add({ importId }, importId);
  }

  async enqueueSlice(importId: string, slice: ImportSlice): Promise<void> {
    await this.add({ importId, slice }, `${importId}-from-${slice.from}`);
  }
}

export class ProductImportWorker extends job.Worker {}

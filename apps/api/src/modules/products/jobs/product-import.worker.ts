import { ProductImportTasks } from './product-import-tasks.js';
import { ProductImportRunner } from './product-import.runner.js';
import { productImportJob, ProductImportQueue } from './product-import.job.js';

export class ProductImportWorker extends productImportJob.worker({
  uses: { runner: ProductImportRunner, tasks: ProductImportTasks, queue: ProductImportQueue },
  process: async (data, { runner, queue }) => {
    const next = await runner.run(data);
    if (next) await queue.enqueue({ importId: data.importId, slice: next });
  },
  gaveUp: ({ importId }, _error, { tasks }) => tasks.fail(importId, 'Erro inesperado ao processar o arquivo.'),
}) {}

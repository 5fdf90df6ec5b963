import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { ProductImportTasks } from './product-import-tasks.js';
import { PRODUCT_IMPORTS_QUEUE, type ProductImportJob } from './product-import.queue.js';
import { ProductImportRunner } from './product-import.runner.js';

/** Runs product CSV imports; after the last attempt the import is marked failed for the screen. */
@Injectable()
export class ProductImportWorker extends JobWorker<ProductImportJob> {
  constructor(
    private readonly runner: ProductImportRunner,
    private readonly tasks: ProductImportTasks,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(PRODUCT_IMPORTS_QUEUE, redis, config);
  }

  protected process(job: ProductImportJob): Promise<void> {
    return this.runner.run(job);
  }

  protected describe({ importId }: ProductImportJob): string {
    return `Importação de produtos ${importId}`;
  }

  protected override gaveUp({ importId }: ProductImportJob): Promise<void> {
    return this.tasks.fail(importId, 'Erro inesperado ao processar o arquivo.');
  }
}

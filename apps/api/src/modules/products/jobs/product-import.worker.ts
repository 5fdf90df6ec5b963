import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { ProductImportTasks } from './product-import-tasks.js';
import { PRODUCT_IMPORTS_QUEUE, type ProductImportJob } from './product-import.queue.js';
import { ProductImportRunner } from './product-import.runner.js';

/** Runs product CSV imports (when this process runs workers); one at a time, they are long. */
@Injectable()
export class ProductImportWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ProductImportWorker.name);
  private worker: Worker<ProductImportJob> | null = null;

  constructor(
    private readonly runner: ProductImportRunner,
    private readonly tasks: ProductImportTasks,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runWorkers) return;
    this.worker = new Worker<ProductImportJob>(PRODUCT_IMPORTS_QUEUE, (job) => this.runner.run(job.data.importId), {
      connection: this.redis.duplicate(),
      prefix: this.config.queuePrefix,
      concurrency: 1,
    });
    this.worker.on('failed', (job, error) => {
      this.logger.error(`Importação de produtos ${job?.data.importId} falhou: ${error.message}`);
      // After the last attempt the screen must stop waiting.
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        this.tasks
          .fail(job.data.importId, 'Erro inesperado ao processar o arquivo.')
          .catch((failure: Error) => this.logger.error(`Status da importação não gravado: ${failure.message}`));
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { InvoiceBatches } from '../../orders/invoice-import/invoice-batches.js';
import { CTE_IMPORTS_QUEUE, type CteImportJob } from './cte-import.queue.js';
import { CteImportRunner } from './cte-import.runner.js';

/** Runs CT-e imports; after the last attempt the batch is marked failed so the screen stops waiting. */
@Injectable()
export class CteImportWorker extends JobWorker<CteImportJob> {
  constructor(
    private readonly runner: CteImportRunner,
    private readonly batches: InvoiceBatches,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(CTE_IMPORTS_QUEUE, redis, config);
  }

  protected process({ batchId }: CteImportJob): Promise<void> {
    return this.runner.run(batchId);
  }

  protected describe({ batchId }: CteImportJob): string {
    return `Importação de CT-e ${batchId}`;
  }

  protected override gaveUp({ batchId }: CteImportJob): Promise<void> {
    return this.batches.fail(batchId, 'Erro inesperado ao processar o lote; os CT-e já importados foram mantidos.');
  }
}

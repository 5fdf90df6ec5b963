import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { JobWorker } from '../../../../platform/queue/job-worker.js';
import { REDIS } from '../../../../platform/queue/redis.js';
import { InvoiceBatches } from '../../../orders/invoice-import/invoice-batches.js';
import { OCOREN_IMPORTS_QUEUE, type OcorenImportJob } from './ocoren-import.queue.js';
import { OcorenBatchRunner } from './ocoren-batch.runner.js';

/** Runs OCOREN batches; after the last attempt the batch is marked failed so the screen stops waiting. */
@Injectable()
export class OcorenImportWorker extends JobWorker<OcorenImportJob> {
  constructor(
    private readonly runner: OcorenBatchRunner,
    private readonly batches: InvoiceBatches,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(OCOREN_IMPORTS_QUEUE, redis, config);
  }

  protected async process({ batchId }: OcorenImportJob): Promise<void> {
    await this.runner.run(batchId);
  }

  protected describe({ batchId }: OcorenImportJob): string {
    return `Importação de OCOREN ${batchId}`;
  }

  protected override gaveUp({ batchId }: OcorenImportJob): Promise<void> {
    return this.batches.fail(
      batchId,
      'Erro inesperado ao processar o lote; as ocorrências já lançadas foram mantidas.',
    );
  }
}

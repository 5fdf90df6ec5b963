import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { InvoiceBatches } from './invoice-batches.js';
import { INVOICE_IMPORTS_QUEUE, type InvoiceImportJob } from './invoice-import.queue.js';
import { InvoiceImportRunner } from './invoice-import.runner.js';

/** Runs NF-e imports; after the last attempt the batch is marked failed so the screen stops waiting. */
@Injectable()
export class InvoiceImportWorker extends JobWorker<InvoiceImportJob> {
  constructor(
    private readonly runner: InvoiceImportRunner,
    private readonly batches: InvoiceBatches,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(INVOICE_IMPORTS_QUEUE, redis, config);
  }

  protected process({ batchId }: InvoiceImportJob): Promise<void> {
    return this.runner.run(batchId);
  }

  protected describe({ batchId }: InvoiceImportJob): string {
    return `Importação de notas ${batchId}`;
  }

  protected override gaveUp({ batchId }: InvoiceImportJob): Promise<void> {
    return this.batches.fail(batchId, 'Erro inesperado ao processar o lote; os pedidos já criados foram mantidos.');
  }
}

import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { workerOptions } from './worker-options.js';

/**
 * Runs one queue's jobs when this process runs workers (RUN_WORKERS), JOB_CONCURRENCY at a time, so
 * one long job (a company's big import) does not hold up the others. After the last attempt `gaveUp`
 * lets the job record its failure, so a screen waiting on it stops waiting.
 */
export abstract class JobWorker<T extends object> implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  private worker: Worker<T> | null = null;

  protected constructor(
    private readonly queueName: string,
    private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  protected abstract process(data: T): Promise<void>;

  protected abstract describe(data: T): string;

  protected async gaveUp(_data: T, _error: Error): Promise<void> {}

  onApplicationBootstrap(): void {
    if (!this.config.runWorkers) return;
    this.worker = new Worker<T>(
      this.queueName,
      (job) => this.process(job.data),
      workerOptions(this.config, this.redis, this.config.jobConcurrency),
    );
    this.worker.on('failed', (job: Job<T> | undefined, error) => {
      if (!job) return;
      this.logger.error(`${this.describe(job.data)} falhou: ${error.message}`);
      if (job.attemptsMade >= (job.opts.attempts ?? 1)) {
        this.gaveUp(job.data, error).catch((failure: Error) =>
          this.logger.error(`Falha não registrada: ${failure.message}`),
        );
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}

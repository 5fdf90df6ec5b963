import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { BackgroundTasks, ProgressReporter } from '../background-tasks/background-tasks.js';
import type { AppConfig } from '../config/app-config.js';
import { workerOptions } from './worker-options.js';

/** What a job's functions get besides its data: the providers it named in `uses`, the config, a logger. */
export type JobUse<U> = U & { config: AppConfig; logger: Logger };

/** What runs a job (defineJob's spec without the queue policy). */
export interface WorkerSpec<T extends object, U> {
  queue: string;
  /** The job in the log, never personal data (an address, a name). */
  describe(data: T): string;
  /** What `progress` answers (the background task's id) is tracked from start to end; its answer merges into the task. */
  process(data: T, use: JobUse<U>, progress: ProgressReporter): Promise<unknown>;
  /** The job is a background task's work: its id; the task shows start, progress, end and error. */
  progress?: (data: T) => string;
  /** After the last attempt: the job records its failure, so a screen waiting on it stops waiting. */
  gaveUp?(data: T, error: Error, use: JobUse<U>): Promise<void>;
  /** Once, in a process that runs workers (schedules, sweeps); answers how to stop what it started. */
  atStart?(use: JobUse<U>): (() => void) | void;
}

const noProgress: ProgressReporter = async () => {};

/**
 * Runs one queue's jobs when this process runs workers (APP_ROLE worker or all, RUN_WORKERS not
 * false), JOB_CONCURRENCY at a time, so one long job (a company's big import) does not hold up the others.
 */
export class JobWorker<T extends object, U = object> implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger = new Logger(this.constructor.name);
  protected readonly use: JobUse<U>;
  private worker: Worker<T> | null = null;
  private stop: (() => void) | void = undefined;

  protected constructor(
    private readonly spec: WorkerSpec<T, U>,
    private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly tasks: BackgroundTasks | null,
    used: U,
  ) {
    this.use = { ...used, config, logger: this.logger };
  }

  onApplicationBootstrap(): void {
    if (!this.config.runWorkers) return;
    this.worker = new Worker<T>(
      this.spec.queue,
      (job) => this.run(job.data),
      workerOptions(this.config, this.redis, this.config.jobConcurrency),
    );
    this.worker.on('failed', (job: Job<T> | undefined, error) => {
      if (!job) return;
      this.logger.error(`${this.spec.describe(job.data)} falhou: ${error.message}`);
      if (this.spec.gaveUp && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        this.spec
          .gaveUp(job.data, error, this.use)
          .catch((failure: Error) => this.logger.error(`Falha não registrada: ${failure.message}`));
      }
    });
    this.stop = this.spec.atStart?.(this.use);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stop?.();
    await this.worker?.close();
  }

  private async run(data: T): Promise<void> {
    const { process, progress } = this.spec;
    if (!progress || !this.tasks) {
      await process(data, this.use, noProgress);
      return;
    }
    await this.tasks.track(
      progress(data),
      (reporter) => process(data, this.use, reporter) as Promise<Record<string, unknown> | void>,
    );
  }
}

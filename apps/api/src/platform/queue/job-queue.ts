import type { OnApplicationShutdown } from '@nestjs/common';
import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';

/** Retries with backoff, and keeps the last thousand finished jobs for inspection. */
const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: 1000,
};

/** A BullMQ queue of one kind of job; `jobId` makes an enqueue idempotent (a retried command adds nothing). */
export abstract class JobQueue<T extends object> implements OnApplicationShutdown {
  readonly queue: Queue<T>;

  protected constructor(name: string, redis: Redis, config: AppConfig) {
    this.queue = new Queue<T>(name, {
      connection: redis,
      prefix: config.queuePrefix,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    });
  }

  protected async add(jobName: string, data: T, jobId: string): Promise<void> {
    await (this.queue as Queue).add(jobName, data, { jobId });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

import type { OnApplicationShutdown } from '@nestjs/common';
import { type BackoffOptions, type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';

/** Retries with backoff, and keeps the last thousand finished jobs for inspection. */
const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: 1000,
};

/** Where a job goes and how it is retried: each job's own policy replaces the defaults. */
export interface QueuePolicy {
  /** The BullMQ queue. */
  queue: string;
  /** The BullMQ job name `add` gives. */
  name: string;
  attempts?: number;
  backoff?: BackoffOptions;
  /** Milliseconds before a new job may run. */
  delay?: number;
}

/**
 * A BullMQ queue of one kind of job (made by defineJob). `jobId` makes an enqueue idempotent (a
 * retried command adds nothing); the job's `keyedBy`, or its queue's own methods, give the id.
 */
export abstract class JobQueue<T extends object> implements OnApplicationShutdown {
  readonly queue: Queue<T>;

  protected constructor(
    private readonly policy: QueuePolicy,
    redis: Redis,
    config: AppConfig,
  ) {
    const { attempts, backoff, delay } = policy;
    const own = Object.fromEntries(
      Object.entries({ attempts, backoff, delay }).filter(([, value]) => value !== undefined),
    );
    this.queue = new Queue<T>(policy.queue, {
      connection: redis,
      prefix: config.queuePrefix,
      defaultJobOptions: { ...DEFAULT_JOB_OPTIONS, ...own },
    });
  }

  protected async add(data: T, jobId: string): Promise<void> {
    await (this.queue as Queue).add(this.policy.name, data, { jobId });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const LABEL_RUNS_QUEUE = 'label-runs';

export interface LabelRunJob {
  runId: string;
}

/** Label runs waiting for a worker; the job id is the run id, so it is enqueued once. */
@Injectable()
export class LabelRunQueue extends JobQueue<LabelRunJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(LABEL_RUNS_QUEUE, redis, config);
  }

  async enqueue(runId: string): Promise<void> {
    await this.add('generate-labels', { runId }, runId);
  }
}

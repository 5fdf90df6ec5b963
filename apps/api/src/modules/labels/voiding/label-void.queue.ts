import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const LABEL_VOIDS_QUEUE = 'label-voids';

export interface LabelVoidJob {
  /** The order event whose labels to void. */
  eventId: string;
}

/**
 * Order events whose labels wait to be voided (their pre-postings cancelled with the carrier). A carrier
 * that is down is tried again for about an hour (back-off from 5 s); the job id is the event's, so a
 * redelivered event adds nothing.
 */
@Injectable()
export class LabelVoidQueue extends JobQueue<LabelVoidJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(LABEL_VOIDS_QUEUE, redis, config);
  }

  async enqueue(eventId: string): Promise<void> {
    await this.queue.add('void-labels' as never, { eventId } as never, {
      jobId: `void-${eventId}`,
      attempts: 10,
      backoff: { type: 'exponential', delay: 5000 },
    });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const RECIPIENT_NOTICES_QUEUE = 'recipient-notices';

export interface RecipientNoticeJob {
  noticeId: string;
}

/** A notice is news for hours, not days: 6 tries, 5 s doubling (5 s … 160 s, ~5 minutes), then failed. */
export const NOTICE_RETRIES = { attempts: 6, backoff: { type: 'exponential', delay: 5000 } } as const;

/** One send per notice; the job id (the notice's) makes a repeated enqueue add nothing. */
@Injectable()
export class RecipientNoticeQueue extends JobQueue<RecipientNoticeJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(RECIPIENT_NOTICES_QUEUE, redis, config);
  }

  /**
   * Queued inside the relay's claim transaction, so run a second later: the row is then committed
   * (the first try no longer meets a missing row and waits the whole first back-off).
   */
  async enqueue(noticeId: string): Promise<void> {
    await this.queue.add('send-notice', { noticeId }, { jobId: `notice-${noticeId}`, delay: 1000, ...NOTICE_RETRIES });
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const TAKEN_EMAIL_NOTICES_QUEUE = 'taken-email-notices';

export interface TakenEmailNoticeJob {
  /** Addresses of existing accounts a sign-up named (lower case). */
  emails: string[];
}

/** A sign-up that named existing accounts answers like any other; their owners are told by e-mail. */
@Injectable()
export class TakenEmailNoticeQueue extends JobQueue<TakenEmailNoticeJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(TAKEN_EMAIL_NOTICES_QUEUE, redis, config);
  }

  async enqueue(emails: string[]): Promise<void> {
    await this.add('notify-taken-email', { emails }, randomUUID());
  }
}

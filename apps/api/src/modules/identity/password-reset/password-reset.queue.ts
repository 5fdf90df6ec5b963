import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const PASSWORD_RESETS_QUEUE = 'password-resets';

export interface PasswordResetJob {
  email: string;
  /** The request's correlation id, for the log and the stored events. */
  correlationId: string;
}

/**
 * Reset requests wait here: the request answers after the same work whether or not the address has
 * an account (the look-up, the save and the e-mail happen in the job), so its timing tells nothing.
 */
@Injectable()
export class PasswordResetQueue extends JobQueue<PasswordResetJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(PASSWORD_RESETS_QUEUE, redis, config);
  }

  async enqueue(job: PasswordResetJob): Promise<void> {
    await this.add('reset-password', job, randomUUID()); // one job per request, whatever ids the client sends
  }
}

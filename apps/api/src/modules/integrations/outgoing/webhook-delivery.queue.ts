import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const WEBHOOK_DELIVERIES_QUEUE = 'webhook-deliveries';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

/**
 * Integrators' servers are down for minutes, not seconds: 8 tries, 2 s doubling (2 s … ~4 min,
 * ~8 min in all) before the delivery is marked failed and waits for 'Reenviar'.
 */
const RETRIES = { attempts: 8, backoff: { type: 'exponential', delay: 2000 } } as const;

/** Posts of one event to one URL; the job id (delivery and round) makes a repeated enqueue add nothing. */
@Injectable()
export class WebhookDeliveryQueue extends JobQueue<WebhookDeliveryJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(WEBHOOK_DELIVERIES_QUEUE, redis, config);
  }

  async enqueue(deliveryId: string, round: number): Promise<void> {
    await this.queue.add('post-webhook', { deliveryId }, { jobId: `${deliveryId}-${round}`, ...RETRIES });
  }
}

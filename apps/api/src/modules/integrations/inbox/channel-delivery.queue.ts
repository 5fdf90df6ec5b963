import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/queue/job-queue.js';
import { REDIS } from '../../../platform/queue/redis.js';

export const CHANNEL_DELIVERIES_QUEUE = 'channel-deliveries';

export interface ChannelDeliveryJob {
  deliveryId: string;
  /** Where a delivery still to be confirmed came from: a forged one counts against that address. */
  sourceIp?: string;
}

/**
 * Stored webhooks waiting to be processed. The job id is the delivery id plus its attempt number,
 * so an enqueue repeated by the boot sweep adds nothing, and a 'reprocessar' gets a fresh job.
 */
@Injectable()
export class ChannelDeliveryQueue extends JobQueue<ChannelDeliveryJob> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    super(CHANNEL_DELIVERIES_QUEUE, redis, config);
  }

  async enqueue(deliveryId: string, round = 0, sourceIp?: string): Promise<void> {
    await this.add('process-delivery', { deliveryId, sourceIp }, `${deliveryId}-${round}`);
  }
}

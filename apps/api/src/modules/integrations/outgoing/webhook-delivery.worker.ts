import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { WebhookDeliveries } from './webhook-deliveries.js';
import { WEBHOOK_DELIVERIES_QUEUE, type WebhookDeliveryJob } from './webhook-delivery.queue.js';
import { WebhookSender } from './webhook-sender.js';

/** Posts integrators' webhooks; after the last try the delivery is marked failed until 'Reenviar'. */
@Injectable()
export class WebhookDeliveryWorker extends JobWorker<WebhookDeliveryJob> {
  constructor(
    private readonly sender: WebhookSender,
    private readonly deliveries: WebhookDeliveries,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) appConfig: AppConfig,
  ) {
    super(WEBHOOK_DELIVERIES_QUEUE, redis, appConfig);
  }

  protected process({ deliveryId }: WebhookDeliveryJob): Promise<void> {
    return this.sender.send(deliveryId);
  }

  protected describe({ deliveryId }: WebhookDeliveryJob): string {
    return `Webhook de integrador ${deliveryId}`;
  }

  protected override gaveUp({ deliveryId }: WebhookDeliveryJob): Promise<void> {
    return this.deliveries.settle(deliveryId, 'failed');
  }
}

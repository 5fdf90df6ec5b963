import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobWorker } from '../../../platform/queue/job-worker.js';
import { REDIS } from '../../../platform/queue/redis.js';
import { ChannelDeliveries } from './channel-deliveries.js';
import { CHANNEL_DELIVERIES_QUEUE, type ChannelDeliveryJob, ChannelDeliveryQueue } from './channel-delivery.queue.js';
import { ChannelOrderImporter } from './channel-order-importer.js';

/**
 * Processes stored webhooks. At start it re-enqueues deliveries left waiting (stored and answered,
 * but the process stopped before its job ran): the inbox, not Redis, is the record of what arrived.
 */
@Injectable()
export class ChannelDeliveryWorker extends JobWorker<ChannelDeliveryJob> implements OnApplicationBootstrap {
  constructor(
    private readonly importer: ChannelOrderImporter,
    private readonly deliveries: ChannelDeliveries,
    private readonly queue: ChannelDeliveryQueue,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {
    super(CHANNEL_DELIVERIES_QUEUE, redis, appConfig);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    if (!this.appConfig.runWorkers) return;
    void this.sweep().catch((error: Error) => this.logger.error(`Reenfileiramento do inbox falhou: ${error.message}`));
  }

  async sweep(): Promise<void> {
    for (const id of await this.deliveries.waiting()) await this.queue.enqueue(id);
  }

  protected process({ deliveryId, sourceIp }: ChannelDeliveryJob): Promise<void> {
    return this.importer.process(deliveryId, sourceIp ?? null);
  }

  protected describe({ deliveryId }: ChannelDeliveryJob): string {
    return `Notificação de canal ${deliveryId}`;
  }

  protected override gaveUp({ deliveryId }: ChannelDeliveryJob, error: Error): Promise<void> {
    return this.deliveries.settle(deliveryId, 'failed', error.message);
  }
}

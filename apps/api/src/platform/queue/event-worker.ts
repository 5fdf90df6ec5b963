import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENTS_QUEUE, type EventJob } from './event-relay.js';
import { REDIS } from './redis.js';
import { SideEffects } from './side-effects.js';
import { workerOptions } from './worker-options.js';

/** The BullMQ worker that applies side effects of relayed events. */
@Injectable()
export class EventWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventWorker.name);
  private worker: Worker<EventJob> | null = null;

  constructor(
    private readonly sideEffects: SideEffects,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runWorkers) return;
    this.worker = new Worker<EventJob>(
      EVENTS_QUEUE,
      (job) => this.sideEffects.applyFor(job.data.eventId),
      workerOptions(this.config, this.redis, 4),
    );
    this.worker.on('failed', (job, error) =>
      this.logger.error(`Job ${job?.id} (${job?.name}) falhou: ${error.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}

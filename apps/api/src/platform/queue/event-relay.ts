import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { CatchUpConsumer } from '../event-store/catch-up-consumer.js';
import { ProjectionRegistry } from '../event-store/projection-registry.js';
import type { StoredEvent } from '../event-store/stored-event.js';
import { REDIS } from './redis.js';

export const EVENTS_QUEUE = 'events';

export interface EventJob {
  eventId: string;
}

/**
 * The event log is the outbox: events that some policy reacts to become BullMQ jobs whose id is
 * the event id, so a relay that runs twice (crash before its checkpoint moved) adds no duplicate.
 */
@Injectable()
export class EventRelay implements CatchUpConsumer, OnApplicationShutdown {
  readonly checkpointName = 'relay';
  readonly queue: Queue<EventJob>;

  constructor(
    private readonly registry: ProjectionRegistry,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.queue = new Queue<EventJob>(EVENTS_QUEUE, {
      connection: redis,
      prefix: config.queuePrefix,
      defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000 },
    });
  }

  /** The batch's jobs in one call: one by one, the relay fell behind a steady write load. */
  async process(events: StoredEvent[], _tx: EntityManager): Promise<void> {
    const jobs = events
      .filter((event) => this.registry.policies.some((policy) => policy.handles(event.type)))
      .map((event) => ({ name: event.type, data: { eventId: event.id }, opts: { jobId: event.id } }));
    if (jobs.length) await this.queue.addBulk(jobs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { faultMessage, isRowFault } from '../database/row-fault.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { CatchUpConsumer } from './catch-up-consumer.js';
import { EventLogReader } from './event-log-reader.js';
import { ProjectionRegistry } from './projection-registry.js';
import { handledBy, type Projection } from './projection.js';
import type { StoredEvent } from './stored-event.js';
import { EventRelay } from '../queue/event-relay.js';

const BATCH_SIZE = 500;

function projectionConsumer(projection: Projection): CatchUpConsumer {
  return {
    checkpointName: `projection:${projection.name}`,
    async process(events, tx) {
      const handled = handledBy(projection, events);
      if (projection.applyBatch) return handled.length ? projection.applyBatch(handled, tx) : undefined;
      for (const event of handled) await projection.apply(event, tx);
    },
  };
}

/** Moves every async consumer forward from its checkpoint, batch by batch, exactly once per event. */
@Injectable()
export class CatchUpRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(CatchUpRunner.name);
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: DataSource,
    private readonly reader: EventLogReader,
    private readonly registry: ProjectionRegistry,
    private readonly relay: EventRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  consumers(): CatchUpConsumer[] {
    return [...this.registry.async.map(projectionConsumer), this.relay];
  }

  /**
   * Processes one batch for a consumer; answers how many events it handled. When PostgreSQL refuses
   * the batch for an event's data (isRowFault), the same batch is processed again event by event,
   * the refused ones left out and logged: one bad event never holds back every later one, of every
   * company. A batch that goes through costs nothing more.
   */
  async step(consumer: CatchUpConsumer): Promise<number> {
    try {
      return await this.stepBatch(consumer, (events, tx) => consumer.process(events, tx));
    } catch (error) {
      if (!isRowFault(error)) throw error;
      return this.stepBatch(consumer, (events, tx) => this.processApart(consumer, events, tx));
    }
  }

  private stepBatch(
    consumer: CatchUpConsumer,
    process: (events: StoredEvent[], tx: EntityManager) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const checkpoint = await this.reader.lockCheckpoint(tx, consumer.checkpointName);
      if (!checkpoint) return 0;
      const events = await this.reader.readAfter(tx, checkpoint, BATCH_SIZE);
      if (events.length === 0) return 0;
      await process(events, tx);
      await this.reader.saveCheckpoint(tx, consumer.checkpointName, events[events.length - 1]);
      return events.length;
    });
  }

  /** Each event in a savepoint of its own: an event PostgreSQL refuses is rolled back alone and named. */
  private async processApart(consumer: CatchUpConsumer, events: StoredEvent[], tx: EntityManager): Promise<void> {
    for (const event of events) {
      await tx.query('SAVEPOINT catch_up_event');
      try {
        await consumer.process([event], tx);
        await tx.query('RELEASE SAVEPOINT catch_up_event');
      } catch (error) {
        if (!isRowFault(error)) throw error;
        await tx.query('ROLLBACK TO SAVEPOINT catch_up_event');
        this.logger.error(
          `Evento ${event.position} (${event.type}, ${event.stream_id}) deixado de fora por ${consumer.checkpointName}: ${faultMessage(error)}`,
        );
      }
    }
  }

  /** Runs every consumer until none has anything left that is visible now. */
  async drain(): Promise<void> {
    await this.drainEach(this.consumers());
  }

  /** Only the async projections (a rebuild must not relay side effects again). */
  async drainProjections(): Promise<void> {
    await this.drainEach(this.registry.async.map(projectionConsumer));
  }

  private async drainEach(consumers: CatchUpConsumer[]): Promise<void> {
    for (const consumer of consumers) {
      while ((await this.step(consumer)) > 0);
    }
  }

  /**
   * A follower's poll: batches until one is short, which read everything visible then; the next poll
   * takes what came since. Not until an empty batch, as drain() does: under a steady load that empty
   * transaction was half the poll's statements.
   */
  private async poll(consumer: CatchUpConsumer): Promise<void> {
    while ((await this.step(consumer)) === BATCH_SIZE);
  }

  onApplicationBootstrap(): void {
    if (this.config.catchUpIntervalMs > 0) for (const consumer of this.consumers()) this.follow(consumer);
  }

  /** Before any module closes its connections: the batches in flight finish with the database open. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running);
  }

  /**
   * Each consumer follows the log in its own loop: one that falls behind (the relay, while BullMQ
   * is slow) must not hold the projections back, as draining them one after the other did.
   */
  private follow(consumer: CatchUpConsumer): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run: Promise<void> = this.poll(consumer)
        .catch((error: unknown) =>
          this.logger.error(`Falha ao processar eventos assíncronos (${consumer.checkpointName})`, error as Error),
        )
        .finally(() => {
          this.running.delete(run);
          if (!this.stopped) this.follow(consumer);
        });
      this.running.add(run);
    }, this.config.catchUpIntervalMs);
    this.timers.add(timer);
  }
}

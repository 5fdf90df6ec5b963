import { Injectable } from '@nestjs/common';
import type { Aggregate } from './aggregate.js';
import { EventStore } from './event-store.js';
import type { CommandContext, StoredEvent } from './stored-event.js';

/** Loads aggregates by replaying their stream and saves their new events at the loaded version. */
@Injectable()
export class AggregateRepository {
  constructor(private readonly store: EventStore) {}

  /** Replays the aggregate's stream; `exists` tells whether it had any event. */
  async load<A extends Aggregate>(aggregate: A): Promise<{ aggregate: A; exists: boolean }> {
    const events = await this.store.readStream(aggregate.streamId);
    return { aggregate: aggregate.replay(events), exists: events.length > 0 };
  }

  /** Saves every changed aggregate in one transaction (EventStore.appendAll). */
  async saveAll(aggregates: Aggregate[], context: CommandContext): Promise<void> {
    await this.saveChanged(aggregates, (appends) => this.store.appendAll(appends, context));
  }

  /** saveAll for many aggregates at once, for throughput (EventStore.appendBatch). */
  async saveBatch(aggregates: Aggregate[], context: CommandContext): Promise<void> {
    await this.saveChanged(aggregates, (appends) => this.store.appendBatch(appends, context));
  }

  /** The aggregates with pending events appended at their loaded versions, then moved past them. */
  private async saveChanged(
    aggregates: Aggregate[],
    append: (appends: Parameters<EventStore['appendAll']>[0]) => Promise<StoredEvent[][]>,
  ): Promise<void> {
    const changed = aggregates.filter((aggregate) => aggregate.pending.length > 0);
    if (changed.length === 0) return;
    const stored = await append(
      changed.map((aggregate) => ({
        stream: { id: aggregate.streamId, type: aggregate.streamType },
        expectedVersion: aggregate.version,
        events: aggregate.pending,
      })),
    );
    changed.forEach((aggregate, i) => {
      aggregate.version += stored[i].length;
      aggregate.pending.length = 0;
    });
  }

  async save(aggregate: Aggregate, context: CommandContext): Promise<StoredEvent[]> {
    if (aggregate.pending.length === 0) return [];
    const stored = await this.store.append(
      { id: aggregate.streamId, type: aggregate.streamType },
      aggregate.version,
      aggregate.pending,
      context,
    );
    aggregate.version += stored.length;
    aggregate.pending.length = 0;
    return stored;
  }
}

import type { DomainEvent } from './domain-event.js';
import type { NewEvent, StoredEvent } from './stored-event.js';

/**
 * Base of event-sourced aggregates: state changes only in `evolve`, both when a decision raises a new
 * event and when the stream is replayed. `E` is the context's event union: `raise` accepts only its
 * members' payloads and `evolve` switches over them.
 */
export abstract class Aggregate<E extends DomainEvent = DomainEvent> {
  abstract readonly streamType: string;
  version = 0;
  readonly pending: NewEvent[] = [];

  constructor(readonly id: string) {}

  get streamId(): string {
    return `${this.streamType}-${this.id}`;
  }

  replay(events: StoredEvent[]): this {
    for (const event of events) {
      // The stream holds only this aggregate's events: its type is the stream's contract.
      this.evolve(event as unknown as E);
      this.version = event.version;
    }
    return this;
  }

  protected raise<T extends E['type']>(type: T, data: Extract<E, { type: T }>['data']): void {
    // TypeScript cannot correlate `type` and `data` into one member; the signature above does.
    const event = { type, data } as unknown as E;
    this.evolve(event);
    this.pending.push({ type, data });
  }

  protected abstract evolve(event: E): void;
}

import type { NewEvent, StoredEvent } from './stored-event.js';

/**
 * Base of event-sourced aggregates: state changes only in `evolve`, both when a decision
 * raises a new event and when the stream is replayed.
 */
export abstract class Aggregate {
  abstract readonly streamType: string;
  version = 0;
  readonly pending: NewEvent[] = [];

  constructor(readonly id: string) {}

  get streamId(): string {
    return `${this.streamType}-${this.id}`;
  }

  replay(events: StoredEvent[]): this {
    for (const event of events) {
      this.evolve(event.type, event.data);
      this.version = event.version;
    }
    return this;
  }

  protected raise(type: string, data: object): void {
    this.evolve(type, data);
    this.pending.push({ type, data });
  }

  protected abstract evolve(type: string, data: any): void;
}

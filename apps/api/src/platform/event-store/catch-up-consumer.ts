import type { EntityManager } from 'typeorm';
import type { StoredEvent } from './stored-event.js';

/** Something that follows the log from its own checkpoint: an async projection or the relay. */
export interface CatchUpConsumer {
  readonly checkpointName: string;
  /** Runs inside the transaction that also moves the checkpoint. */
  process(events: StoredEvent[], tx: EntityManager): Promise<void>;
}

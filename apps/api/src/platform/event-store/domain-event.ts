import type { StoredEvent } from './stored-event.js';

/**
 * One event of a context's union (`OrderEvent = DomainEvent<'order.created', OrderCreated> | …`): the
 * type string and version stay as they are stored; the union lets `switch (event.type)` narrow `data`.
 */
export interface DomainEvent<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
}

/** The member of union `E` whose type is `T`. */
export type EventOf<E extends DomainEvent, T extends E['type']> = Extract<E, { type: T }>;

/** A stored event read as a member of union `E` (distributes, so the switch narrows `data`). */
export type Stored<E extends DomainEvent> = E extends DomainEvent ? Omit<StoredEvent, 'type' | 'data'> & E : never;

/** An event about to be appended, with its stream: what a projection's single creation statement reads. */
export type Appending<E extends DomainEvent> = E extends DomainEvent ? Pick<StoredEvent, 'stream_id'> & E : never;

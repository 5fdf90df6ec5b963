import type { EntityManager } from 'typeorm';
import type { Sql } from '../database/sql.js';
import type { Appending, DomainEvent, Stored } from './domain-event.js';
import type { StoredEvent } from './stored-event.js';

/**
 * Folds events into read-model tables. `E` is the union of the events it reads: `handles` lets only
 * those through, so `apply` is one `switch (event.type)` with a case per member and
 * `default: unfolded(event)` (docs/architecture.md, 'Projections'). Inline projections run in the appending transaction
 * (read-your-writes); async ones run later from a gap-safe checkpoint.
 */
export interface Projection<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  /** Tables this projection owns: emptied before a rebuild. */
  readonly tables: readonly string[];
  /** Unique-index names of its tables mapped to the conflict message a violation answers with. */
  readonly conflicts?: Readonly<Record<string, string>>;
  handles(type: string): boolean;
  apply(event: Stored<E>, db: EntityManager): Promise<void>;
  /**
   * The fold of a batch of events it handles, in log order, when it can do them in fewer statements
   * than one apply each (async projections: the catch-up and a rebuild hand it whole batches).
   */
  applyBatch?(events: Stored<E>[], db: EntityManager): Promise<void>;
  /**
   * The fold of a stream's first event as one statement that reads nothing the append writes, or
   * null. When every inline projection of an event answers one, the store sends the event's insert
   * and these as a single statement: no BEGIN and COMMIT round trips for a creation.
   */
  statementOf?(event: Appending<E>): Sql | null;
  /**
   * Inline projections: called in this process once the appending transaction has committed, before
   * the command answers, for a cache in memory that must not serve the command's caller stale data.
   */
  committed?(event: Stored<E>): void;
}

/** A reaction with an external effect (e-mail, webhook), run at most once per event. */
export interface Policy<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  handles(type: string): boolean;
  run(event: Stored<E>, db: EntityManager): Promise<void>;
}

/** The events among `events` that `projection` folds, read as its union: its `handles` is that contract. */
export const handledBy = <E extends DomainEvent>(
  projection: Projection<E>,
  events: readonly StoredEvent[],
): Stored<E>[] => events.filter((event) => projection.handles(event.type)) as unknown as Stored<E>[];

/**
 * The `default` of a projection's `switch (event.type)`. With a case for every member of its union,
 * `event` is `never` here: an event added to the union without a case fails to compile, and one that
 * `handles` lets through past the union fails loudly instead of being skipped.
 */
export function unfolded(event: never): never {
  throw new Error(`Projeção sem caso para o evento ${(event as DomainEvent).type}.`);
}

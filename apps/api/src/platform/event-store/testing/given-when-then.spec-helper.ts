import { DomainError, type DomainErrorKind } from '@despacho/domain';
import { expect } from 'vitest';
import type { Aggregate } from '../aggregate.js';
import type { StoredEvent } from '../stored-event.js';

/**
 * The events an aggregate raises, read off its `pending` list: `{ type, data }` today, the context's
 * event union once the aggregate declares one. Specs written against it become type-checked then
 * without a change here.
 */
export type EventOf<A extends Aggregate> = A['pending'][number];

export interface Outcome<A extends Aggregate> {
  /** The decision raised exactly these events, in this order; answers the aggregate for state checks. */
  thenRaises(...expected: EventOf<A>[]): A;
  /** The decision changed nothing (an idempotent repeat); answers the aggregate. */
  thenRaisesNothing(): A;
  /** The decision was refused with the domain's own error: its kind and its pt-BR message, word for word. */
  thenRefuses(kind: DomainErrorKind, message: string): void;
}

export interface Decision<A extends Aggregate> {
  when(decide: (aggregate: A) => unknown): Outcome<A>;
}

/** The history as the store hands it back: versions 1..n of the aggregate's own stream. */
function stored<A extends Aggregate>(aggregate: A, history: EventOf<A>[]): StoredEvent[] {
  return history.map((event, i) => ({
    id: `given-${i + 1}`,
    position: String(i + 1),
    transaction_id: '1',
    stream_id: aggregate.streamId,
    stream_type: aggregate.streamType,
    version: i + 1,
    type: event.type,
    data: event.data,
    metadata: { company_id: null, user_id: null, correlation_id: 'given', causation_id: null, schema_version: 1 },
    occurred_at: new Date(0),
  }));
}

/**
 * Given/when/then for an aggregate's decisions (emmett's DeciderSpecification, on our classes):
 * the history is replayed as the repository would, the decision runs, and the events it left
 * pending (or the DomainError it threw) are the outcome. Pure: no database, no clock.
 *
 * Method names avoid `then`, so an outcome is never mistaken for a promise.
 */
export function given<A extends Aggregate>(aggregate: A, ...history: EventOf<A>[]): Decision<A> {
  aggregate.replay(stored(aggregate, history));
  return {
    when(decide) {
      let refusal: unknown = null;
      try {
        decide(aggregate);
      } catch (error) {
        refusal = error;
      }
      const raised = (): EventOf<A>[] => {
        if (refusal) throw refusal;
        return [...aggregate.pending];
      };
      return {
        thenRaises(...expected) {
          expect(raised()).toEqual(expected);
          return aggregate;
        },
        thenRaisesNothing() {
          expect(raised()).toEqual([]);
          return aggregate;
        },
        thenRefuses(kind, message) {
          const error = refusal instanceof DomainError ? { kind: refusal.kind, message: refusal.message } : refusal;
          expect(error, 'the decision was expected to be refused with a DomainError').toEqual({ kind, message });
          expect(aggregate.pending, 'a refused decision raises nothing').toEqual([]);
        },
      };
    },
  };
}

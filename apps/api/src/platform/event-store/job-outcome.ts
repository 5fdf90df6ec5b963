import { ConcurrencyError } from '../errors/domain-errors.js';
import type { EventStore } from './event-store.js';

/**
 * Records a job's outcome once: its own stream per run, so the retry of a job that already recorded
 * it meets the stream taken and records nothing more.
 */
export async function recordJobOutcome(
  store: EventStore,
  stream: { id: string; type: string },
  event: { type: string; data: object },
  context: { companyId: string; userId: string | null; correlationId: string },
): Promise<void> {
  try {
    await store.append(stream, 0, [event], context);
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
  }
}

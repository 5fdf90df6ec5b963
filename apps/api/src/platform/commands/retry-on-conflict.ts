import { ConcurrencyError } from '../errors/domain-errors.js';

const ATTEMPTS = 10;
/** Conflicts a retry layer already gave up on: an outer layer must not retry them again. */
const exhausted = new WeakSet<ConcurrencyError>();

/**
 * Re-runs a command whose stream moved on while it decided: handlers reload the aggregate, so a
 * retry decides again on fresh state. Layers nest (an item's command dispatched by a bulk command's
 * handler): the innermost retries, and a conflict it gave up on goes out as 409 without being retried
 * again, so the attempts stay bounded by ATTEMPTS instead of multiplying.
 */
export async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || exhausted.has(error)) throw error;
      if (attempt >= ATTEMPTS) {
        exhausted.add(error);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

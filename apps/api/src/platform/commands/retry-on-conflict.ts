import { ConcurrencyError } from '../http/app-errors.js';

const ATTEMPTS = 30;

/**
 * Re-runs a command whose stream moved on while it decided: handlers reload the aggregate, so a
 * retry decides again on fresh state. After the last attempt the conflict answers 409.
 */
export async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 10)));
    }
  }
}

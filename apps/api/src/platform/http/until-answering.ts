import { setTimeout as sleep } from 'node:timers/promises';

/** How long the demo's boot waits for the stubs: the process serving them may still be starting. */
export const STUBS_WAIT_MS = 60_000;

/**
 * Resolves once `url` answers at all (any HTTP status), asking again each second while nothing
 * listens there; past `waitMs` it throws fetch's own error. For the demo's boot, whose stubs another
 * process may serve (STUBS_URL).
 */
export async function untilAnswering(url: string, waitMs = STUBS_WAIT_MS): Promise<void> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.body?.cancel();
      return;
    } catch (error) {
      if (Date.now() >= until) throw error;
      await sleep(1000);
    }
  }
}

import { DataSource } from 'typeorm';
import { CatchUpRunner } from '../../src/platform/event-store/catch-up-runner.js';
import type { TestApp } from './test-app.js';

/**
 * Drains the async consumers until every projection has read the log's last event. One drain() is
 * not enough on a shared server: the log is read only up to the oldest transaction still open on
 * it (any database's, pg_snapshot_xmin), so a drain during another program's long transaction
 * returns with the newest events unread.
 */
export async function drainUntilCaughtUp(test: TestApp, timeoutMs = 20_000): Promise<void> {
  const db = test.app.get(DataSource);
  const [last] = await db.query(
    `SELECT e.transaction_id::text AS transaction_id, e.position::text AS position FROM events e ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1`,
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await test.app.get(CatchUpRunner).drain();
    if (!last) return;
    const [{ behind }] = await db.query(
      `SELECT count(*)::int AS behind FROM projection_checkpoints WHERE name LIKE 'projection:%' AND (transaction_id, position) < ($1::xid8, $2::bigint)`,
      [last.transaction_id, last.position],
    );
    if (behind === 0) return;
    if (Date.now() > deadline) throw new Error(`Projeções ainda atrás do log após ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import type { DataSource } from 'typeorm';
import { runSql, sql } from './sql.js';

/** Gives the lock back (and its connection to the pool). */
export type SessionLockRelease = () => Promise<void>;

/**
 * A PostgreSQL session advisory lock named `name`, held on a connection of its own until released or
 * until the process ends (its connection closes with it): one process of a deployment at a time.
 * Null when another process holds it.
 */
export async function trySessionLock(db: DataSource, name: string): Promise<SessionLockRelease | null> {
  const runner = db.createQueryRunner();
  await runner.connect();
  let locked = false;
  try {
    [{ locked }] = await runSql(runner, sql`SELECT pg_try_advisory_lock(hashtextextended(${name}, 0)) AS locked`);
  } finally {
    if (!locked) await runner.release();
  }
  if (!locked) return null;
  return async () => {
    try {
      await runSql(runner, sql`SELECT pg_advisory_unlock(hashtextextended(${name}, 0))`);
    } finally {
      await runner.release();
    }
  };
}

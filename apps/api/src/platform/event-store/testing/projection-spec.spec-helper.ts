import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll } from 'vitest';
import { TEST_DATABASE_URL } from '../../../../test/support/test-env.js';
import { createDataSource } from '../../database/database.provider.js';
import type { Projection } from '../projection.js';
import type { StoredEvent } from '../stored-event.js';

/** One event of a stream as a spec writes it; the store's bookkeeping is filled in by `project`. */
export interface GivenEvent {
  type: string;
  data: object;
}

let position = 0;

/**
 * The real test database (migrated by the global setup), opened once per spec file with a schema of
 * its own: an empty copy of every table, first on the search path. Projection specs need the tables,
 * not the application around them, so no Nest app is booted; and the rows they fold have no events
 * in the log, so they must not land where the rebuild test compares read models with the log.
 */
export function useTestDatabase(): () => DataSource {
  const schema = `projection_spec_${randomUUID().replaceAll('-', '')}`;
  let db: DataSource | null = null;
  beforeAll(async () => {
    const admin = await createDataSource({ databaseUrl: TEST_DATABASE_URL, dbPoolSize: 1 }).initialize();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const tables: { name: string }[] = await admin.query(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
    );
    for (const { name } of tables)
      await admin.query(`CREATE TABLE ${schema}."${name}" (LIKE public."${name}" INCLUDING ALL)`);
    await admin.destroy();
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    db = await createDataSource({ databaseUrl: url.toString(), dbPoolSize: 2 }).initialize();
  });
  afterAll(async () => {
    await db?.query(`DROP SCHEMA ${schema} CASCADE`);
    await db?.destroy();
  });
  return () => {
    if (!db) throw new Error('useTestDatabase(): the database opens in beforeAll');
    return db;
  };
}

/**
 * Folds a stream's events into `projection` the way the store hands them over: stored events
 * with the stream's id, versions 1..n and increasing positions, in one transaction; events the
 * projection does not handle are skipped, like the catch-up skips them. A projection that folds
 * batches (async ones) gets them as one batch, as the catch-up and a rebuild do.
 */
export async function project(
  db: DataSource,
  projection: Projection,
  stream: { id: string; type: string },
  events: GivenEvent[],
  occurredAt = new Date('2026-03-10T12:00:00.000Z'),
): Promise<StoredEvent[]> {
  const stored: StoredEvent[] = events.map((event, i) => ({
    id: randomUUID(),
    position: String(++position),
    transaction_id: '1',
    stream_id: `${stream.type}-${stream.id}`,
    stream_type: stream.type,
    version: i + 1,
    type: event.type,
    data: event.data,
    metadata: { company_id: null, user_id: null, correlation_id: randomUUID(), causation_id: null, schema_version: 1 },
    occurred_at: occurredAt,
  }));
  const handled = stored.filter((event) => projection.handles(event.type));
  await db.transaction(async (manager) => {
    if (projection.applyBatch) return projection.applyBatch(handled, manager);
    for (const event of handled) await projection.apply(event, manager);
  });
  return stored;
}

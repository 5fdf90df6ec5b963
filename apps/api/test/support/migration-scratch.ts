import { randomUUID } from 'node:crypto';
import { migrations } from '@despacho/migrations';
import { DataSource } from 'typeorm';
import { TEST_DATABASE_URL } from './test-env.js';

/**
 * A scratch database for testing one migration on data written before it: `migrateFrom(write)`
 * creates it migrated up to (not including) `migrationName`, lets `write` put that data in, then
 * runs the migration and every later one; `read(use)` connects to the result; `drop()` removes it.
 * Named after the test database, so runs sharing a server keep to their own names.
 */
export function migrationScratch(label: string, migrationName: string) {
  const url = new URL(TEST_DATABASE_URL);
  const name = `${url.pathname.slice(1)}_${label}_${randomUUID().slice(0, 8)}`;
  url.pathname = `/${name}`;
  const admin = new DataSource({ type: 'postgres', url: TEST_DATABASE_URL });
  const version = migrations.findIndex((migration) => migration.name === migrationName);
  if (version < 0) throw new Error(`Migração ${migrationName} não encontrada.`);
  const at = (count: number) =>
    new DataSource({
      type: 'postgres',
      url: url.toString(),
      migrations: migrations.slice(0, count),
      migrationsTransactionMode: 'all',
    });
  const migrated = async (count: number) => {
    const db = await at(count).initialize();
    await db.runMigrations({ transaction: 'all' });
    return db;
  };
  return {
    /** The scratch database's URL (for an app started on it). */
    url: url.toString(),
    async migrateFrom(write: (before: DataSource) => Promise<void>): Promise<void> {
      await admin.initialize();
      await admin.query(`CREATE DATABASE ${name}`);
      const before = await migrated(version);
      try {
        await write(before);
      } finally {
        await before.destroy();
      }
      await (await migrated(migrations.length)).destroy();
    },
    async read<T>(use: (db: DataSource) => Promise<T>): Promise<T> {
      const db = await at(migrations.length).initialize();
      try {
        return await use(db);
      } finally {
        await db.destroy();
      }
    },
    async drop(): Promise<void> {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

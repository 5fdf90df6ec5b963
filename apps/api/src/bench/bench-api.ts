// What both benchmarks share: their own database on the server of BENCH_DATABASE_URL, the
// environment of the API they start, and starting it on a free port.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export const BENCH_PASSWORD = 'bench-senha-123';

/** Points this process at database `name` and answers the server URL (for CREATE/DROP DATABASE). */
export function benchEnvironment(name: string): string {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  process.env.DATABASE_URL = databaseUrl.toString();
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
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

/** The built API on a free port with this process's environment plus `env`; answers its URL once healthy. */
export async function startBenchApi(env: Record<string, string>): Promise<{ url: string; api: ChildProcess }> {
  const port = await freePort();
  const api = spawn(process.execPath, [new URL('../main.js', import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port), LOGIN_THROTTLE_LIMIT: '1000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, api };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('A API não subiu em 30 s.');
}

/** The session token of a bench user. */
export async function benchLogin(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
  return ((await login.json()) as { token: string }).token;
}

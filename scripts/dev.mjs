// pnpm dev: the API rebuilt and restarted on change, and Vite's dev server with hot reload.
import { apiEnv, jwtSecret } from './lib/app-env.mjs';
import { ensureTooling } from './lib/ensure-tooling.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { onShutdown, run, start, stopChild } from './lib/processes.mjs';
import { ensureRedis } from './lib/redis.mjs';

const port = Number(process.env.PORT ?? 3000);

ensureTooling();
const packages = ['@despacho/domain', '@despacho/migrations', '@despacho/stubs', '@despacho/api'];
run('pnpm', [...packages.flatMap((name) => ['--filter', name]), 'build']);
// The demo seed is built beside the API, outside its production build (dist-tools).
run('pnpm', ['--filter', '@despacho/api', 'run', 'build:tools']);
const redis = await ensureRedis();
const postgres = await ensurePostgres();
const env = apiEnv({
  databaseUrl: postgres.url,
  redisUrl: redis.url,
  port,
  secret: jwtSecret(),
  extra: { WEB_DIST: '' },
});
run('node', ['apps/api/dist/bin/migrate.js'], { env });
run('node', ['apps/api/dist-tools/seed/seed.js'], { env });

const children = [
  start('tsc', 'pnpm', [
    '--filter',
    '@despacho/api',
    'exec',
    'tsc',
    '-p',
    'tsconfig.build.json',
    '--watch',
    '--preserveWatchOutput',
  ]),
  start('api', 'node', ['--watch-path=apps/api/dist', 'apps/api/dist/main.js'], { env }),
  start('web', 'pnpm', ['--filter', '@despacho/web', 'dev'], {
    env: { ...process.env, API_URL: `http://127.0.0.1:${port}` },
  }),
];
onShutdown([...children.map((child) => () => stopChild(child)), () => postgres.stop(), () => redis.stop()]);
console.log(`\nDesenvolvimento: SPA em http://localhost:5173 (proxy /api → :${port}). Ctrl-C encerra tudo.\n`);

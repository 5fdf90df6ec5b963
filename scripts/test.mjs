// npm test: lint, typecheck, unit and API tests on real PostgreSQL and Redis, then browser tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiEnv } from './lib/app-env.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureTooling } from './lib/ensure-tooling.mjs';
import { ensureLabelTools } from './lib/label-tools.mjs';
import { lookupStubEnv } from './lib/lookup-stubs.mjs';
import { freePort } from './lib/net.mjs';
import { run, runReporting, start, stopChild, waitForHttp, waitForListening } from './lib/processes.mjs';
import { testServices } from './lib/test-services.mjs';

const results = [];

// TEST_STEPS=api,browser runs only the steps whose key is listed (all of them when unset).
const only = process.env.TEST_STEPS?.split(',').map((key) => key.trim());

async function step(name, action, key) {
  if (only && !only.includes(key)) return;
  const started = performance.now();
  console.log(`\n=== ${name} ===`);
  try {
    await action();
    results.push({ name, ok: true, seconds: (performance.now() - started) / 1000 });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    console.error(detail);
    results.push({ name, ok: false, seconds: (performance.now() - started) / 1000, detail });
  }
}

ensureTooling();
ensureLabelTools();
const services = await testServices();
const testEnv = { ...process.env, TEST_REDIS_URL: services.redisUrl };

await step(
  'build',
  () => {
    run('pnpm', ['build']);
    // Each page's JS within its budget (scripts/bundle-budget.json), read from the build just made.
    run('node', ['scripts/bundle-budget.mjs']);
  },
  'build',
);
// Side by side where each leaves a core idle: lint is one eslint process; typecheck's tsc runs are
// short (docs/testing.md, 'Wall time of npm test').
await Promise.all([
  step(
    'lint',
    async () => {
      await runReporting('pnpm', ['lint']);
      await runReporting('pnpm', ['check:boundaries']);
    },
    'lint',
  ),
  step('typecheck', () => runReporting('pnpm', ['typecheck'], { buffered: true }), 'typecheck'),
]);
await step(
  'scripts: portas dos servidores de teste, Redis ausente, PostgreSQL embutido deixado rodando, build só do que mudou, limites dos módulos, orçamento das páginas',
  () =>
    run('node', [
      '--test',
      'scripts/lib/ports.test.mjs',
      'scripts/lib/redis.test.mjs',
      'scripts/lib/build-fingerprint.test.mjs',
      'scripts/lib/module-boundaries.test.mjs',
      'scripts/lib/bundle-budget.test.mjs',
      'scripts/lib/postgres.test.mjs',
    ]),
  'scripts',
);
// The API files run one at a time (one shared database), in one Vitest worker that mostly waits on
// PostgreSQL; the component tests (one jsdom worker, no services), the domain's and stubs' unit tests and
// the client check (a database of its own) take the other core meanwhile, one after another, each
// printing its output in one piece when it ends.
const besideApi = async () => {
  await step(
    'web: testes de componentes',
    () => runReporting('pnpm', ['--filter', '@despacho/web', 'test'], { buffered: true }),
    'web',
  );
  await step(
    'domain: testes unitários',
    () => runReporting('pnpm', ['--filter', '@despacho/domain', 'test'], { buffered: true }),
    'domain',
  );
  await step(
    'stubs: testes unitários',
    () => runReporting('pnpm', ['--filter', '@despacho/stubs', 'test'], { buffered: true }),
    'stubs',
  );
  await step(
    'api-client: gerado do OpenAPI atual',
    async () => {
      const databaseUrl = await services.freshDatabase('despacho_openapi');
      await runReporting('pnpm', ['--filter', '@despacho/api-client', 'check'], {
        buffered: true,
        env: { ...testEnv, DATABASE_URL: databaseUrl, REDIS_URL: services.redisUrl, JWT_SECRET: 'openapi' },
      });
    },
    'client',
  );
};
await Promise.all([
  step(
    'api: testes com PostgreSQL e Redis reais',
    async () => {
      const databaseUrl = await services.freshDatabase('despacho_test');
      await runReporting('pnpm', ['--filter', '@despacho/api', 'test'], {
        env: { ...testEnv, TEST_DATABASE_URL: databaseUrl },
      });
    },
    'api',
  ),
  besideApi(),
]);

const chromium = ensureChromium();
if (chromium) {
  await step(
    'navegador: Chromium headless contra a aplicação completa',
    async () => {
      // A port of our own (E2E_PORT only when asked): a second copy of Despacho or anything else
      // listening must not answer our browser tests.
      const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
      const databaseUrl = await services.freshDatabase('despacho_e2e');
      // The CEP/CNPJ stubs run in a process of their own: this one blocks while the browser tests run.
      const stubPort = await freePort();
      const stubs = start('stubs', 'node', ['scripts/lib/lookup-stubs.mjs', String(stubPort)]);
      await waitForListening(stubs, stubPort, /Stubs de CEP e CNPJ em/);
      const env = apiEnv({
        databaseUrl,
        redisUrl: services.redisUrl,
        port,
        secret: randomBytes(32).toString('hex'),
        dataDir: mkdtempSync(join(tmpdir(), 'despacho-e2e-')),
        extra: {
          QUEUE_PREFIX: `e2e-${randomBytes(4).toString('hex')}`,
          NODE_ENV: 'test',
          // The browser's origin: OAuth callbacks and e-mailed links must come back to the signed-in origin.
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          ...lookupStubEnv(`http://127.0.0.1:${stubPort}`),
          CHANNEL_TOKEN_KEY: randomBytes(32).toString('hex'),
          // The outgoing-webhooks test's local receiver, the one local URL a merchant may name here.
          OUTBOUND_ALLOWED_URLS: `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT ?? 4450}/hooks/`,
          // Carrier tracking polls every few seconds (60 by default): the carrier-tracking walk waits for one.
          TRACKING_POLL_EVERY_SECONDS: '3',
          // The exceptions walk waits for the desk's scan to find a stale shipment (every 300 s by default).
          EXCEPTION_SCAN_EVERY_SECONDS: '3',
          // Every browser test shares 127.0.0.1: a quick run makes more than 30 public tracking, captcha and
          // rating calls a minute (the throttle itself is proven by the API tests).
          TRACKING_THROTTLE_LIMIT: '600',
        },
      });
      run('node', ['apps/api/dist/bin/migrate.js'], { env });
      run('node', ['apps/api/dist-tools/seed/seed.js'], { env });
      const api = start('api', 'node', ['apps/api/dist/main.js'], { env });
      try {
        await waitForListening(api, port);
        await waitForHttp(`http://127.0.0.1:${port}/api/health`);
        await runReporting('pnpm', ['--filter', '@despacho/web', 'e2e'], {
          env: { ...env, E2E_BASE_URL: `http://127.0.0.1:${port}`, CHROMIUM_PATH: chromium },
        });
      } finally {
        await stopChild(api);
        await stopChild(stubs);
      }
    },
    'browser',
  );
}

await services.stop();

console.log('\n=== Resumo ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FALHOU'}  ${r.name} (${r.seconds.toFixed(1)} s)`);
for (const r of results.filter((r) => !r.ok)) console.log(`\n--- ${r.name}: o que falhou ---\n${r.detail}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`Steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

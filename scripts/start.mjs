// npm start: everything a fresh clone needs, then the whole application on one port.
import { join } from 'node:path';
import { apiEnv, channelTokenKey, DEMO_LOGINS, jwtSecret } from './lib/app-env.mjs';
import { buildChanged } from './lib/build-fingerprint.mjs';
import { ensureTooling } from './lib/ensure-tooling.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { onShutdown, root, run, start, stopChild, waitForHttp, waitForListening } from './lib/processes.mjs';
import { ensureRedis } from './lib/redis.mjs';
import { DEMO_CEP, lookupStubEnv, startLookupStubs, STUB_CNPJ } from './lib/lookup-stubs.mjs';

const startedAt = performance.now();
const port = Number(process.env.PORT ?? 3000);

ensureTooling();
buildChanged(root, run);

const redis = await ensureRedis();
const postgres = await ensurePostgres().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await redis.stop();
  process.exit(1);
});
// Demo mode: the CEP and CNPJ look-ups answer from the same local stubs as the browser tests, so the
// address and sign-up forms behave as in production without reaching the internet. Production, or
// CEP_LOOKUP / CNPJ_LOOKUP set, keeps the configured services.
const lookups =
  process.env.NODE_ENV === 'production' || process.env.CEP_LOOKUP || process.env.CNPJ_LOOKUP
    ? null
    : await startLookupStubs();
let api = null;
let seedOutput = '';
const shutdown = onShutdown([() => stopChild(api), () => lookups?.close(), () => postgres.stop(), () => redis.stop()]);

try {
  const env = apiEnv({
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    port,
    secret: jwtSecret(),
    extra: { CHANNEL_TOKEN_KEY: channelTokenKey(), ...(lookups ? lookupStubEnv(lookups.url) : {}) },
  });
  const migrated = run('node', ['apps/api/dist/bin/migrate.js'], { env, capture: true });
  const seed = () => (seedOutput = run('node', ['apps/api/dist-tools/seed/seed.js'], { env, capture: true }));
  // A database with nothing to migrate was seeded by an earlier start: the seed then only checks and
  // signs the pickup link, so it runs while the API boots (each loads the whole application, seconds
  // of CPU). A new database is seeded first: the API's demo store connects the seeded 'Loja Demo'.
  const seeded = /^Banco de dados em dia\./m.test(migrated);
  if (!seeded) seed();
  api = start('api', 'node', ['apps/api/dist/main.js'], { env });
  api.once('exit', (code, signal) => {
    // Stopped by our own shutdown (SIGTERM) is expected; any other exit ends everything with an error.
    if (signal === 'SIGTERM') return;
    console.error(`A API terminou inesperadamente (código ${code ?? signal}).`);
    void shutdown('api', 1);
  });
  if (seeded) seed(); // blocks this process only: the API's lines wait in its pipe
  await waitForListening(api, port); // not another program answering on a taken port
  await waitForHttp(`http://127.0.0.1:${port}/api/health`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown('erro', 1);
}

const password = process.env.DEMO_PASSWORD || 'despacho123';
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(
  [
    '',
    `Despacho pronto em ${seconds} s: http://localhost:${port}`,
    `API: http://localhost:${port}/api · documentação: http://localhost:${port}/docs`,
    ...(process.env.NODE_ENV === 'production'
      ? []
      : [
          'Logins de demonstração (senha ' + password + '):',
          ...DEMO_LOGINS.map(([email, role]) => `  ${email.padEnd(24)} ${role}`),
          // The seed prints the demo carrier's pickup link (signed with this run's secret).
          ...seedOutput.split('\n').filter((line) => line.startsWith('Link da transportadora')),
          ...(process.env.DEMO_STORE_ORDER_EVERY_SECONDS === '0'
            ? []
            : [
                `A loja Nuvemshop de demonstração da 'Loja Demo' faz um pedido a cada ${process.env.DEMO_STORE_ORDER_EVERY_SECONDS || 180} s.`,
              ]),
        ]),
    ...(lookups
      ? [
          `Consultas de CEP e CNPJ de demonstração (${lookups.url}): o CEP ${DEMO_CEP} e o CNPJ ${STUB_CNPJ} preenchem o endereço e a empresa; outros CEPs, cidade e estado.`,
        ]
      : []),
    `E-mails enviados ficam em ${process.env.SMTP_URL ? process.env.SMTP_URL : join(root, '.data/mail')}`,
    'Ctrl-C encerra tudo.',
    '',
  ].join('\n'),
);

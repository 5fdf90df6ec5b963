// pnpm scale:demo: two API processes (APP_ROLE=api) and two workers (APP_ROLE=worker), each with its
// own empty data folder, sharing one PostgreSQL, one Redis and a local S3-compatible server (s3rver).
// It proves, through HTTP only, that files, jobs, caches and projections need no shared disk:
//   1. an NF-e zip uploaded through API 1 is imported by whichever worker takes the job, read through API 2;
//   2. a freight table activated through API 2 changes the next quote on API 1;
//   3. a worker killed (SIGKILL) mid-import: the other one finishes the batch, nothing lost, nothing twice;
//   4. SIGTERM: a worker finishes its import before it exits, an API answers the request in flight;
//   5. no event projected twice: the async read models the two workers built equal a rebuild from the log;
//   6. carrier tracking: two workers poll the same due shipments against the Correios stub, one is killed
//      (SIGKILL) mid-cycle: every shipment checked, its code asked once (bar the dead worker's in-flight
//      calls), no carrier event applied twice or missed, counted against the stub's _log and the database.
// Ports 4700-4799 by default (SCALE_PORT_BASE). Exits 1 at the first failed check.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { apiEnv } from '../../../scripts/lib/app-env.mjs';
import { root, start, stopChild, waitForListening } from '../../../scripts/lib/processes.mjs';
import { testServices } from '../../../scripts/lib/test-services.mjs';
import { nfeBatch } from '../dist-tools/bench/nfe-batch.js';

const BASE = Number(process.env.SCALE_PORT_BASE ?? 4700);
const PORTS = {
  api1: BASE + 1,
  api2: BASE + 2,
  api3: BASE + 3,
  worker1: BASE + 11,
  worker2: BASE + 12,
  worker3: BASE + 13,
  worker4: BASE + 14,
  worker5: BASE + 15,
  s3: BASE + 50,
};
const BUCKET = 'despacho-scale';
const WORKER_READY = /^Despacho worker rodando/;
const started = performance.now();
const folders = [];
const children = {};
const numbers = {};

const tempFolder = (name) => {
  const folder = mkdtempSync(join(tmpdir(), `despacho-scale-${name}-`));
  folders.push(folder);
  return folder;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

function check(condition, message, detail) {
  if (!condition) throw new Error(`FALHOU: ${message}${detail === undefined ? '' : ` (${JSON.stringify(detail)})`}`);
  console.log(`  ok  ${message}`);
}

async function until(what, probe, timeoutMs = 60_000) {
  const limit = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > limit) throw new Error(`FALHOU: ${what} não aconteceu em ${timeoutMs / 1000} s.`);
    await sleep(100);
  }
}

/** A small HTTP client for one API process. */
function client(port) {
  const base = `http://127.0.0.1:${port}/api`;
  const call = async (method, path, { token, json, form } = {}) => {
    const headers = token ? { 'X-Token': token } : {};
    if (json) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: json ? JSON.stringify(json) : form });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a file or CSV
    }
    return { status: response.status, body };
  };
  return {
    port,
    get: (path, token) => call('GET', path, { token }),
    command: (token, action, payload) => call('POST', '/command', { token, json: { action, payload } }),
    post: (path, token, json) => call('POST', path, { token, json }),
    upload: (path, token, fields, file, name) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', new Blob([file]), name);
      return call('POST', path, { token, form });
    },
    async login(email) {
      const response = await call('POST', '/auth', {
        json: { email, password: process.env.DEMO_PASSWORD || 'despacho123' },
      });
      if (response.status !== 200) throw new Error(`login de ${email} falhou: ${JSON.stringify(response.body)}`);
      return response.body.token;
    },
  };
}

/** A one-off node script (migrate, seed, rebuild), awaited without blocking s3rver in this process. */
function runScript(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [script], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} terminou com código ${code}`))));
  });
}

async function startProcess(name, role, port, env) {
  const child = start(name, 'node', ['apps/api/dist/main.js'], {
    env: {
      ...env,
      APP_ROLE: role,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      UPLOAD_DIR: tempFolder(name),
      MAIL_DIR: tempFolder(`${name}-mail`),
    },
  });
  children[name] = child;
  await waitForListening(child, port, role === 'worker' ? WORKER_READY : undefined);
  return child;
}

const services = await testServices();
const databaseUrl = await services.freshDatabase(process.env.SCALE_DATABASE ?? 'despacho_scale');
const redisUrl = process.env.SCALE_REDIS_URL ?? services.redisUrl;
const s3 = new S3rver({
  port: PORTS.s3,
  address: '127.0.0.1',
  silent: true,
  directory: tempFolder('s3'),
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
await s3.run();
const queuePrefix = `scale-${process.pid}`;
const env = apiEnv({
  databaseUrl,
  redisUrl,
  port: PORTS.api1,
  secret: randomBytes(32).toString('base64url'),
  dataDir: tempFolder('data'),
  extra: {
    WEB_DIST: '',
    QUEUE_PREFIX: queuePrefix,
    // Every role reaches the stubs API 1 serves: a worker's own port answers only health.
    STUBS_URL: `http://127.0.0.1:${PORTS.api1}/stubs`,
    STORAGE_URL: `http://127.0.0.1:${PORTS.s3}`,
    STORAGE_BUCKET: BUCKET,
    STORAGE_ACCESS_KEY: 'S3RVER',
    STORAGE_SECRET_KEY: 'S3RVER',
    CATCH_UP_INTERVAL_MS: '100',
    // A dead worker's job goes to the other after ~2 × this (the lock expires, the stalled check runs).
    JOB_LOCK_MS: '3000',
    SHUTDOWN_TIMEOUT_MS: '30000',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  },
});
const db = new pg.Client({ connectionString: databaseUrl });
const redis = new Redis(redisUrl, { lazyConnect: true });
let failed = false;

try {
  console.log(
    `Banco ${databaseUrl}, Redis ${redisUrl} (prefixo ${queuePrefix}), S3 http://127.0.0.1:${PORTS.s3}/${BUCKET}`,
  );
  await runScript('apps/api/dist/bin/migrate.js', env);
  await runScript('apps/api/dist-tools/seed/seed.js', env);
  await db.connect();
  await redis.connect();
  await Promise.all([
    startProcess('api1', 'api', PORTS.api1, env),
    startProcess('api2', 'api', PORTS.api2, env),
    startProcess('worker1', 'worker', PORTS.worker1, env),
    startProcess('worker2', 'worker', PORTS.worker2, env),
  ]);
  console.log(`4 processos de pé em ${elapsed()}`);
  const [api1, api2] = [client(PORTS.api1), client(PORTS.api2)];

  console.log('\nPapéis e saúde');
  for (const [name, port] of Object.entries({ worker1: PORTS.worker1, api1: PORTS.api1 })) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    check(ready.status === 200, `${name}: /api/health/ready 200 (banco, Redis e S3)`, await ready.json());
  }
  check(
    (await fetch(`http://127.0.0.1:${PORTS.worker1}/api/orders`)).status === 404,
    'worker1 não serve a API (só saúde)',
  );

  const admin1 = await api1.login('admin@despacho.test');
  const admin2 = await api2.login('admin@despacho.test');
  const [{ id: companyId }] = (await db.query(`SELECT id FROM companies WHERE name = 'Loja Demo'`)).rows;

  /** Uploads the zips through API 1 and sends CreateOrdersFromInvoices there; answers the batch id. */
  const importThroughApi1 = async (zips) => {
    const paths = [];
    for (const [index, zip] of zips.entries()) {
      const uploaded = await api1.upload('/upload', admin1, {}, zip, `lote-${index + 1}.zip`);
      check(uploaded.status === 200, `upload ${index + 1} via API 1 guardado no S3`, uploaded.body);
      paths.push({ path: uploaded.body.path });
    }
    const sent = await api1.command(admin1, 'CreateOrdersFromInvoices', { invoices: paths });
    check(sent.status === 200, 'CreateOrdersFromInvoices via API 1', sent.body);
    return sent.body.id;
  };
  const batchOnApi2 = async (id) =>
    (await api2.get('/batches?type=1&limit=50', admin2)).body.data.find((batch) => batch.id === id);
  const jobOf = (batchId) => redis.hgetall(`${queuePrefix}:invoice-imports:${batchId}`);
  const workerOfJob = (job) =>
    Object.entries(children).find(
      ([name, child]) => name.startsWith('worker') && job.pb?.endsWith(`#${child.pid}`),
    )?.[0];
  const ordersWithKeys = async (keys) =>
    (
      await db.query(
        'SELECT count(*)::int AS orders, count(DISTINCT invoice_key)::int AS keys FROM orders WHERE company_id = $1 AND invoice_key = ANY($2)',
        [companyId, keys],
      )
    ).rows[0];
  const keysOf = (count, zips) => {
    // nfeBatch numbers notes from a random start: the keys are read back from the zips' file names.
    const numbersIn = zips.flatMap((zip) => [...zip.toString('latin1').matchAll(/nfe-(\d+)\.xml/g)].map((m) => m[1]));
    const unique = [...new Set(numbersIn)];
    check(unique.length === count, `${count} NF-e distintas geradas`);
    return unique.map((number) => `3518083412874500015255001${number.padStart(9, '0')}1920007498`);
  };

  console.log('\n1. NF-e enviada pela API 1, importada por um worker, pedido lido pela API 2');
  const firstZips = nfeBatch(30, 30);
  const firstKeys = keysOf(30, firstZips);
  let t = performance.now();
  const firstBatch = await importThroughApi1(firstZips);
  const firstDone = await until('o lote 1 terminar', async () =>
    (await batchOnApi2(firstBatch))?.status === 'done' ? batchOnApi2(firstBatch) : null,
  );
  numbers.import30Ms = Math.round(performance.now() - t);
  check(
    firstDone.totals.total === 30 && firstDone.totals.total_success === 30,
    'lote 1: 30 de 30 notas viraram pedidos',
    firstDone.totals,
  );
  const firstJob = await jobOf(firstBatch);
  check(
    Boolean(workerOfJob(firstJob)),
    `o job foi executado por ${workerOfJob(firstJob)} (processedBy ${firstJob.pb})`,
  );
  const [{ id: orderId }] = (
    await db.query('SELECT id FROM orders WHERE company_id = $1 AND invoice_key = $2', [companyId, firstKeys[0]])
  ).rows;
  const order = await api2.get(`/orders/${orderId}`, admin2);
  check(
    order.status === 200 && order.body.invoice_key === firstKeys[0],
    'o pedido criado pelo worker é lido pela API 2',
    { status: order.status },
  );
  const attachmentPath = (await db.query(`SELECT files->0->>'path' AS path FROM batches WHERE id = $1`, [firstBatch]))
    .rows[0].path;
  const download = await fetch(
    `http://127.0.0.1:${PORTS.api2}/api/download?url=1&path=${encodeURIComponent(attachmentPath)}`,
    { headers: { 'X-Token': admin2 } },
  );
  check(
    download.status === 200 && Buffer.from(await download.arrayBuffer()).equals(firstZips[0]),
    'o zip enviado pela API 1 é baixado, igual, pela API 2',
  );
  const otherAdmin = await api2.login('admin@outraloja.test');
  const foreign = await fetch(
    `http://127.0.0.1:${PORTS.api2}/api/download?url=1&path=${encodeURIComponent(attachmentPath)}`,
    { headers: { 'X-Token': otherAdmin } },
  );
  check(foreign.status === 404, 'outra empresa não baixa esse arquivo (404)');

  console.log('\n2. Tabela de frete ativada pela API 2 muda a próxima cotação na API 1');
  const super2 = await api2.login('super@despacho.test');
  const quoteBody = {
    to: '30411123',
    parcels: [{ width: 0.2, height: 0.2, length: 0.2, weight: 5, quantity: 1, cargo_value: 100 }],
  };
  const costs = async () => {
    const quote = await api1.post('/quotations', admin1, quoteBody);
    return (quote.body.data ?? [])
      .map((line) => `${line.carrier?.id ?? line.carrier_id}:${line.estimated_cost}`)
      .sort();
  };
  const before = await costs();
  const [carrier] = (await api2.get('/carriers?limit=100', admin2)).body.data;
  const csv = [
    'cep_inicial;cep_final;uf;regiao;prazo;ate_10kg;ate_20kg;excedente_kg;gris_percentual;gris_minimo;adv_percentual;adv_minimo;pedagio;pedagio_base;icms_percentual',
    '30000000;31999999;MG;CAPITAL;2;7,77;9,99;0,50;0;0;0;0;0;cte;0',
  ].join('\n');
  const imported = await api2.upload(
    '/admin/import-freight-table/v3',
    super2,
    { carrier: carrier.id, region: 'MG' },
    Buffer.from(csv),
    'tabela.csv',
  );
  check(imported.status === 200, `tabela importada via API 2 para ${carrier.name}`, imported.body);
  const activated = await api2.command(admin2, 'ActiveTable', { id: imported.body.id, version: 3 });
  check(activated.status === 200, 'tabela ativada via API 2', activated.body);
  t = performance.now();
  const after = await until(
    'a cotação da API 1 mudar',
    async () => {
      const now = await costs();
      return JSON.stringify(now) !== JSON.stringify(before) ? now : null;
    },
    5000,
  );
  numbers.quoteChangeSeenMs = Math.round(performance.now() - t);
  check(
    after.includes(`${carrier.id}:7.77`) && !before.includes(`${carrier.id}:7.77`),
    `a próxima cotação na API 1 já traz o preço da nova tabela (R$ 7,77 por ${carrier.name})`,
    { before, after },
  );

  console.log('\n3. Worker morto (SIGKILL) no meio de uma importação');
  const bigZips = nfeBatch(600, 200);
  const bigKeys = keysOf(600, bigZips);
  t = performance.now();
  const bigBatch = await importThroughApi1(bigZips);
  const running = await until('a importação começar', async () => {
    const batch = await batchOnApi2(bigBatch);
    return batch?.status === 'running' && batch.totals.total >= 20 ? batch : null;
  });
  const victim = workerOfJob(await jobOf(bigBatch));
  check(Boolean(victim), `${victim} está importando (${running.totals.total} de 600 notas lidas)`);
  children[victim].kill('SIGKILL');
  const killedAt = performance.now();
  console.log(`  ${victim} morto com ${running.totals.total} notas lidas`);
  const finished = await until(
    'o outro worker terminar o lote',
    async () => {
      const batch = await batchOnApi2(bigBatch);
      return batch?.status === 'done' || batch?.status === 'failed' ? batch : null;
    },
    90_000,
  );
  numbers.takeoverAndFinishMs = Math.round(performance.now() - killedAt);
  numbers.import600WithKillMs = Math.round(performance.now() - t);
  const takenBy = workerOfJob(await jobOf(bigBatch));
  check(takenBy && takenBy !== victim, `${takenBy} retomou o job depois da morte de ${victim}`);
  check(
    finished.status === 'done' &&
      finished.totals.total === 600 &&
      finished.totals.total_success === 600 &&
      finished.totals.total_error === 0,
    'lote 2: 600 de 600 notas contadas como pedidos, nenhum erro',
    finished.totals,
  );
  const counted = await ordersWithKeys(bigKeys);
  check(
    counted.orders === 600 && counted.keys === 600,
    'exatamente 600 pedidos, um por NF-e: nada perdido, nada importado duas vezes',
    counted,
  );

  console.log('\n4. Parada graciosa (SIGTERM): o que está em andamento termina');
  await startProcess('worker3', 'worker', PORTS.worker3, env);
  const calmZips = nfeBatch(80, 80);
  const calmBatch = await importThroughApi1(calmZips);
  await until('a importação começar', async () => (await batchOnApi2(calmBatch))?.status === 'running');
  const holder = workerOfJob(await jobOf(calmBatch));
  t = performance.now();
  children[holder].kill('SIGTERM');
  const exited = new Promise((resolve) => children[holder].once('exit', (code, signal) => resolve(code ?? signal)));
  const exitCode = await exited;
  numbers.workerGracefulStopMs = Math.round(performance.now() - t);
  const calm = await batchOnApi2(calmBatch);
  check(
    exitCode === 'SIGTERM' &&
      calm.status === 'done' &&
      calm.totals.total_success === 80 &&
      workerOfJob(await jobOf(calmBatch)) === holder,
    `${holder} terminou o lote de 80 notas antes de sair (${exitCode} após ${numbers.workerGracefulStopMs} ms, sem passar do limite)`,
    { exitCode, totals: calm.totals },
  );
  // A request still arriving while API 2 is told to stop: the body comes in slowly, over ~1 s.
  const chunks = Array.from({ length: 10 }, (_, i) => Buffer.alloc(100_000, 65 + i));
  const boundary = 'despacho-scale';
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const parts = [opening, ...chunks, Buffer.from(`\r\n--${boundary}--\r\n`)];
  const multipart = new ReadableStream({
    async pull(controller) {
      const part = parts.shift();
      if (!part) return controller.close();
      if (part !== opening) await sleep(100);
      controller.enqueue(part);
    },
  });
  const inFlight = fetch(`http://127.0.0.1:${PORTS.api2}/api/upload`, {
    method: 'POST',
    headers: { 'X-Token': admin2, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: multipart,
    duplex: 'half',
  });
  await sleep(300);
  const api2Exit = new Promise((resolve) => children.api2.once('exit', (code, signal) => resolve(code ?? signal)));
  children.api2.kill('SIGTERM');
  const answered = await inFlight;
  check(
    answered.status === 200 && (await answered.json()).path,
    'o upload que chegava enquanto a API 2 parava foi aceito e guardado',
  );
  // Nest re-raises the signal once closed; the SHUTDOWN_TIMEOUT_MS guard would have exited with 1.
  check((await api2Exit) === 'SIGTERM', 'a API 2 saiu pelo próprio SIGTERM depois de responder, dentro do limite');

  console.log('\n5. Nenhum evento projetado duas vezes');
  const [{ head }] = (await db.query('SELECT max(position)::text AS head FROM events')).rows;
  await until('as projeções assíncronas e o relay alcançarem o log', async () => {
    const { rows } = await db.query('SELECT name, position::text AS position FROM projection_checkpoints');
    return rows.length > 0 && rows.every((row) => BigInt(row.position) >= BigInt(head));
  });
  await Promise.all(Object.values(children).map((child) => stopChild(child)));
  const readModels = async () =>
    (
      await db.query(
        `SELECT
        (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM dashboard_daily t) AS daily,
        (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM dashboard_orders t) AS facts,
        (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM company_user_counts t) AS user_counts,
        (SELECT coalesce(sum(orders), 0)::int FROM dashboard_daily WHERE company_id = $1) AS dashboard_orders,
        (SELECT count(*)::int FROM orders WHERE company_id = $1) AS orders`,
        [companyId],
      )
    ).rows[0];
  const built = await readModels();
  check(
    built.dashboard_orders === built.orders,
    `o painel conta ${built.dashboard_orders} pedidos, os mesmos ${built.orders} da tabela de pedidos`,
  );
  await runScript('apps/api/dist/bin/rebuild-projections.js', env);
  const rebuilt = await readModels();
  check(
    JSON.stringify(built) === JSON.stringify(rebuilt),
    'os modelos de leitura montados pelos workers são idênticos a uma reconstrução a partir do log',
    { built, rebuilt },
  );
  numbers.eventsInLog = Number(head);

  console.log(
    '\n6. Rastreamento: 2 workers, os mesmos envios no stub dos Correios, um morto (SIGKILL) no meio do ciclo',
  );
  const tracked = Number(process.env.SCALE_TRACKING_SHIPMENTS ?? 3000);
  const stub = `http://127.0.0.1:${PORTS.api3}/stubs/carriers/correios`;
  // API 1, whose stubs the other steps used, is gone: API 3 serves the step's, its own included.
  const trackingEnv = {
    ...env,
    STUBS_URL: `http://127.0.0.1:${PORTS.api3}/stubs`,
    // A cycle every 10 s; a dead worker's claims are due again after 5 s: the next cycle takes them.
    TRACKING_POLL_EVERY_SECONDS: '10',
    TRACKING_POLL_LEASE_SECONDS: '5',
    // A checked shipment is not due again during the step (the demo's cadence is a minute).
    TRACKING_MOVING_EVERY_MINUTES: '60',
    TRACKING_RESTING_EVERY_MINUTES: '60',
    CATCH_UP_INTERVAL_MS: '0',
  };
  await startProcess('api3', 'api', PORTS.api3, trackingEnv);
  await Promise.all([
    startProcess('worker4', 'worker', PORTS.worker4, trackingEnv),
    startProcess('worker5', 'worker', PORTS.worker5, trackingEnv),
  ]);
  // Only the step's companies are polled: the demo's own carrier integrations are switched off.
  // Both read models of the switch: the screen's and the polls' own copy (carrier_connections).
  await db.query('UPDATE company_channels SET enabled = false WHERE channel_id BETWEEN 101 AND 104');
  await db.query('UPDATE carrier_connections SET enabled = false');
  await fetch(`${stub}/_reset`, { method: 'POST' });
  // One step a day: each code tells exactly one event during the step.
  await fetch(`${stub}/_config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes_per_step: 24 * 60 }),
  });
  const [{ head: trackingHead, now: stepStart }] = (
    await db.query('SELECT coalesce(max(position), 0)::text AS head, now() AS now FROM events')
  ).rows;
  await runScript('apps/api/dist-tools/bench/tracking-seed.cli.js', {
    ...env,
    TRACKING_SEED_SHIPMENTS: String(tracked),
    TRACKING_SEED_COMPANIES: '2',
  });
  t = performance.now();
  const checkedSince = async () =>
    (await db.query('SELECT count(*)::int AS checked FROM tracking_polls WHERE last_checked_at >= $1', [stepStart]))
      .rows[0].checked;
  const activeDrainOf = async () => {
    for (const id of await redis.lrange(`${queuePrefix}:tracking-polls:active`, 0, -1)) {
      const name = workerOfJob(await redis.hgetall(`${queuePrefix}:tracking-polls:${id}`));
      if (name === 'worker4' || name === 'worker5') return name;
    }
    return null;
  };
  // Killed once the cycle is under way: some shipments checked, this worker holding a drain.
  const polling = await until(
    'um worker consultar os envios',
    async () => ((await checkedSince()) > 0 ? activeDrainOf() : null),
    30_000,
  );
  children[polling].kill('SIGKILL');
  const checkedAtKill = await checkedSince();
  const [{ leased }] = (
    await db.query(
      `SELECT count(*)::int AS leased FROM tracking_polls
        WHERE next_poll_at > now() AND (last_checked_at IS NULL OR last_checked_at < $1)`,
      [stepStart],
    )
  ).rows;
  console.log(
    `  ${polling} morto com ${checkedAtKill} de ${tracked} envios consultados e ${leased} tomados (em lease)`,
  );
  check(checkedAtKill < tracked, `${polling} morreu no meio do ciclo`, { checkedAtKill });
  await until('todos os envios serem consultados', async () => (await checkedSince()) >= tracked, 120_000);
  numbers.trackingCycleWithKillMs = Math.round(performance.now() - t);
  const log = await (await fetch(`${stub}/_log`)).json();
  const [events] = (
    await db.query(
      `SELECT count(*)::int AS applied, count(DISTINCT (stream_id, data->'detail'->>'key'))::int AS distinct_keys
         FROM events WHERE position > $1 AND type = 'order.tracking-registered'`,
      [trackingHead],
    )
  ).rows;
  const [polls] = (await db.query('SELECT count(*)::int AS rows FROM tracking_polls')).rows;
  const askedAgain = log.keys_asked - log.keys;
  console.log(
    `  ${tracked} envios em ${numbers.trackingCycleWithKillMs} ms; stub: ${log.requests} chamadas, ${log.keys} códigos distintos, ` +
      `${log.keys_asked} consultas de código (${askedAgain} repetidas), ${log.events_served} eventos servidos, ${log.throttled} × 429; ` +
      `banco: ${events.applied} eventos aplicados, ${events.distinct_keys} distintos`,
  );
  check(
    polls.rows === tracked && (await checkedSince()) === tracked,
    `os ${tracked} envios consultados neste ciclo, nenhum esquecido`,
    polls,
  );
  check(log.keys === tracked, `o stub foi consultado sobre os ${tracked} códigos`, log);
  check(
    askedAgain <= leased,
    `só códigos que ${polling} tinha tomado foram consultados de novo (${askedAgain} ≤ ${leased} em lease na morte)`,
  );
  check(
    events.applied === events.distinct_keys,
    `nenhum evento aplicado duas vezes (${events.applied - events.distinct_keys})`,
    events,
  );
  check(
    events.distinct_keys === log.events_served,
    `nenhum evento perdido: ${events.distinct_keys} aplicados = ${log.events_served} servidos pelo stub`,
    { events, log },
  );
  numbers.trackingAskedAgain = askedAgain;

  console.log(`\nTudo certo em ${elapsed()}.`, numbers);
} catch (error) {
  failed = true;
  console.error(`\n${error instanceof Error ? error.message : error}`);
} finally {
  await Promise.all(Object.values(children).map((child) => stopChild(child)));
  await db.end().catch(() => {});
  redis.disconnect();
  await s3.close();
  await services.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

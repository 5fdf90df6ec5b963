// `pnpm bench:tracking` (issue 30): BENCH_SHIPMENTS open shipments (default 200,000) of
// BENCH_COMPANIES companies (default 40), each company with its own Correios integration, polled
// against the Correios stub (served by an API process) in one cycle by one worker process, then by
// two. Each run follows new object codes (prefix BA, then BB, same check digits), so the stub tells
// each code's first event afresh. Printed: each cycle's time, carrier events applied per second, and
// events duplicated / missed counted against the stub's own log (GET _log: distinct events served).
// The workers run the poller only (CATCH_UP_INTERVAL_MS=0): async projections and the relay are
// other workers' load, measured by bench:orders and soak:events. Its own database, seeded each run.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { correiosCheckDigit } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../bin/app-context.js';
import { TrackingPollQueue } from '../modules/carrier-integrations/polling/tracking-poll-jobs.js';
import { TokenCipher } from '../modules/integrations/tokens/token-cipher.js';
import { Order } from '../modules/orders/domain/order.aggregate.js';
import type { OrderData } from '../modules/orders/events/order-events.js';
import { AggregateRepository } from '../platform/event-store/aggregate-repository.js';
import { benchDatabase, benchEnvironment, startBenchApi, stopBenchApi } from './bench-api.js';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 200_000);
const COMPANIES = Math.max(1, Number(process.env.BENCH_COMPANIES ?? 40));
/** Drains a worker runs at once (JOB_CONCURRENCY of the worker processes). */
const WORKER_CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY ?? '8';
const DATABASE = 'despacho_bench_tracking';
const TIMEOUT_MS = 30 * 60_000;

process.env.BENCH_RESEED ??= '1';
const serverUrl = benchEnvironment(DATABASE);
await benchDatabase(serverUrl, DATABASE);
const app = await createScriptContext();
const db = app.get(DataSource);
const repository = app.get(AggregateRepository);
const cipher = app.get(TokenCipher);

/** The code of shipment n in a run: same digits and check digit, the run's service prefix. */
const codeOf = (prefix: string, n: number) => {
  const digits = String(n + 1).padStart(8, '0');
  return `${prefix}${digits}${correiosCheckDigit(digits)}BR`;
};

function orderData(n: number, carrierId: string, shipmentId: string): OrderData {
  return {
    reference: `TR-${n}`,
    invoice_number: `${n}`,
    invoice_key: null,
    is_drop_shipping: false,
    carrier: { id: carrierId, name: 'Correios' },
    estimated_cost: 20,
    deadline: null,
    to_address: {
      residential: true,
      name: 'Cliente',
      federal_tax_id: '52998224725',
      phone: '11987654321',
      email: null,
      zip: '01310100',
      street1: 'Av. Paulista',
      number: '1',
      street2: null,
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BRA',
    },
    origin: { id: carrierId, reference: 'CD1', city: 'Campinas' },
    shipments: [
      {
        id: shipmentId,
        reference: null,
        volume: 1,
        quantity: 1,
        width: 0.2,
        height: 0.2,
        length: 0.2,
        weight: 1,
        cargo_value: 100,
        from_cd_reference: 'CD1',
        distribution_center_id: carrierId,
        tracking_number: codeOf('BA', n),
      },
    ],
    property: { channel: null, channel_id: null, marketplace: null, marketplace_order_number: null },
  } as OrderData;
}

/** The Correios check digit in SQL (correiosCheckDigit's weights), of the 8 digits `d`. */
const SQL_CODE = (prefix: string) => `'${prefix}' || d || (SELECT CASE r WHEN 0 THEN 5 WHEN 1 THEN 0 ELSE 11 - r END
    FROM (SELECT sum(substr(d, i, 1)::int * (ARRAY[8,6,4,2,3,5,9,7])[i]) % 11 AS r FROM generate_series(1, 8) i) dv) || 'BR'`;

/** Rows per cloning statement: each commits in a few seconds. */
const CLONE_BATCH = 20_000;

/**
 * Each company's first order goes through the real aggregate (its order.created event, read model
 * and tracking row); the others are that order cloned by SQL with their own ids, reference and
 * object code (events, orders and shipment_trackings rows alike): 200,000 in about a minute instead
 * of a quarter of an hour. The applier replays them like any order.
 */
async function seed(): Promise<void> {
  const started = performance.now();
  const perCompany = Math.ceil(SHIPMENTS / COMPANIES);
  for (let c = 0; c < COMPANIES; c++) {
    const companyId = randomUUID();
    const carrierId = randomUUID();
    const first = c * perCompany;
    const last = Math.min(SHIPMENTS, first + perCompany);
    if (first >= last) break;
    const template = new Order(randomUUID());
    template.create(companyId, orderData(first, carrierId, randomUUID()), new Date());
    await repository.saveAll([template], { companyId, userId: null, correlationId: randomUUID() });
    for (let start = first + 1; start < last; start += CLONE_BATCH) {
      const end = Math.min(last, start + CLONE_BATCH) - 1;
      await db.query(
        `WITH x AS (
           SELECT n, gen_random_uuid() AS id, gen_random_uuid()::text AS shipment_id, ${SQL_CODE('BA')} AS code
             FROM generate_series($2::int, $3::int) n CROSS JOIN LATERAL (SELECT lpad((n + 1)::text, 8, '0') AS d) digits),
         changes AS (
           SELECT x.*, jsonb_build_object('order_id', x.id, 'reference', 'TR-' || x.n, 'invoice_number', x.n::text,
                    'shipments', jsonb_build_array(t.data->'shipments'->0 || jsonb_build_object('id', x.shipment_id, 'tracking_number', x.code))) AS patch
             FROM x, events t WHERE t.stream_id = 'order-' || $1),
         cloned_events AS (
           INSERT INTO events (stream_id, stream_type, version, type, data, metadata)
           SELECT 'order-' || ch.id, t.stream_type, 1, t.type, t.data || ch.patch, t.metadata
             FROM changes ch, events t WHERE t.stream_id = 'order-' || $1),
         cloned_orders AS (
           INSERT INTO orders
           SELECT (jsonb_populate_record(NULL::orders, to_jsonb(t) || jsonb_build_object('id', ch.id, 'reference', 'TR-' || ch.n,
                     'invoice_number', ch.n::text, 'shipments', ch.patch->'shipments'))).*
             FROM changes ch, orders t WHERE t.id = $1::uuid)
         INSERT INTO shipment_trackings (order_id, shipment_id, company_id, carrier_id, tracking_key, open, opened_at)
         SELECT x.id, x.shipment_id, $4, $5, x.code, true, now() FROM x`,
        [template.id, start, end, companyId, carrierId],
      );
    }
    const credentials = { usuario: `bench-${c}`, codigo_acesso: 'bench', cartao_postagem: String(7_000_000_000 + c) };
    await db.query(
      `INSERT INTO company_channels (id, company_id, channel_id, name, enabled, store_id, token_ciphertext, carrier_ids, created_at)
       VALUES ($1, $2, 101, 'Correios', true, $3, $4, $5, now())`,
      [randomUUID(), companyId, `bench-${c}`, cipher.seal(JSON.stringify(credentials)), [carrierId]],
    );
    process.stdout.write(`  ${last.toLocaleString('pt-BR')} de ${SHIPMENTS.toLocaleString('pt-BR')} envios\r`);
  }
  process.stdout.write('\n');
  await db.query('ANALYZE');
  console.log(
    `Semeados ${SHIPMENTS.toLocaleString('pt-BR')} envios abertos de ${COMPANIES} empresas (uma integração Correios cada) em ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** A worker process (APP_ROLE=worker) calling the stub of `apiUrl`; resolves once it runs. */
async function startWorker(apiUrl: string): Promise<ChildProcess> {
  const worker = spawn(process.execPath, [new URL('../main.js', import.meta.url).pathname], {
    env: {
      ...process.env,
      APP_ROLE: 'worker',
      PORT: '0',
      CORREIOS_API_URL: `${apiUrl}/stubs/carriers/correios`,
      TRACKING_POLL_EVERY_SECONDS: '0',
      CATCH_UP_INTERVAL_MS: '0',
      JOB_CONCURRENCY: WORKER_CONCURRENCY,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    worker.stdout!.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4096);
      if (/Despacho worker rodando/.test(output)) resolve();
    });
    worker.once('exit', (code) => reject(new Error(`O worker terminou (código ${code}) antes de rodar.`)));
  });
  return worker;
}

async function stubLog(apiUrl: string): Promise<{ requests: number; throttled: number; events_served: number }> {
  return (await fetch(`${apiUrl}/stubs/carriers/correios/_log`)).json() as never;
}

/** One cycle: enqueued, then timed until every shipment of the run was checked; answers its numbers. */
async function cycle(apiUrl: string, name: string, workers: number): Promise<void> {
  await fetch(`${apiUrl}/stubs/carriers/correios/_reset`, { method: 'POST' });
  await fetch(`${apiUrl}/stubs/carriers/correios/_config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes_per_step: 24 * 60 }),
  });
  const [{ head }] = await db.query('SELECT coalesce(max(position), 0)::text AS head FROM events');
  const [{ now }] = await db.query('SELECT now() AS now');
  const started = performance.now();
  // The cycle's job id is its round: one of this run only (an earlier run's is kept done in Redis).
  await app.get(TrackingPollQueue).cycle(`${name}-${Date.now()}`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [{ checked }] = await db.query(
      'SELECT count(*)::int AS checked FROM tracking_polls WHERE last_checked_at >= $1',
      [now],
    );
    if (checked >= SHIPMENTS) break;
    if (performance.now() - started > TIMEOUT_MS) throw new Error(`${name}: ${checked} de ${SHIPMENTS} em 30 min.`);
  }
  const seconds = (performance.now() - started) / 1000;
  const [events] = await db.query(
    `SELECT count(*)::int AS applied, count(DISTINCT (stream_id, data->'detail'->>'key'))::int AS distinct_keys
       FROM events WHERE position > $1 AND type = 'order.tracking-registered'`,
    [head],
  );
  const log = await stubLog(apiUrl);
  const ideal = Math.ceil(SHIPMENTS / COMPANIES / 50) * COMPANIES;
  console.log(
    [
      `${name} (${workers} worker${workers > 1 ? 's' : ''}, ${WORKER_CONCURRENCY} consultas simultâneas cada): ${SHIPMENTS.toLocaleString('pt-BR')} envios em ${seconds.toFixed(1)} s (${(seconds / 60).toFixed(2)} min)`,
      `  eventos aplicados: ${events.applied.toLocaleString('pt-BR')} (${Math.round(events.applied / seconds)} eventos/s no ciclo)`,
      `  duplicados: ${events.applied - events.distinct_keys}; perdidos: ${log.events_served - events.distinct_keys} (o stub serviu ${log.events_served.toLocaleString('pt-BR')} eventos distintos)`,
      `  chamadas ao stub: ${log.requests.toLocaleString('pt-BR')} (mínimo ${ideal.toLocaleString('pt-BR')} consultas de 50 + 1 token por conta e worker), 429: ${log.throttled}`,
    ].join('\n'),
  );
}

await seed();
const { url, api } = await startBenchApi({
  RUN_WORKERS: 'false',
  CATCH_UP_INTERVAL_MS: '0',
  TRACKING_POLL_EVERY_SECONDS: '0',
});
const workers: ChildProcess[] = [];
try {
  workers.push(await startWorker(url));
  await cycle(url, 'ciclo-1', 1);
  // New codes for the same shipments: the projection's key changes, the poller's rows follow it.
  await db.query(`UPDATE shipment_trackings SET tracking_key = 'BB' || substr(tracking_key, 3)`);
  workers.push(await startWorker(url));
  await cycle(url, 'ciclo-2', 2);
} finally {
  for (const worker of workers) {
    const exited = once(worker, 'exit');
    worker.kill();
    await exited;
  }
  await stopBenchApi(api);
  await app.close();
}

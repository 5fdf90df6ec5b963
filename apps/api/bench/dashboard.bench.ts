// `pnpm bench:dashboard` (issue 15): every dashboard call over bench:orders' data set (2 million
// orders of one company by default, BENCH_ORDERS to change it), for 30 and 365 days and all
// carriers; the projection's lag while NewOrder runs at BENCH_RATE orders/s; and a timed rebuild of
// the dashboard's projection from the log. Its own database (BENCH_DATABASE), kept between runs
// (BENCH_RESEED=1).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createScriptContext } from '../src/bin/app-context.js';
import { DASHBOARD_AGGREGATES } from '../src/modules/dashboard/projections/dashboard-aggregates.js';
import { CatchUpRunner } from '../src/platform/event-store/catch-up-runner.js';
import { ProjectionRebuilder } from '../src/platform/event-store/projection-rebuilder.js';
import { benchDatabase, benchEnvironment, benchLogin, startBenchApi } from './bench-api.js';
import { percentile } from './bench-data.js';
import { writeDashboardEvents } from './dashboard-events.js';
import { BENCH_USER, newOrderBody, removeOrdersSince, seedOrdersDataset } from './orders-dataset.js';
import { pacedLoad } from './paced-load.js';
import { followProjections } from './projection-lag.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000_000);
const NOISE = Number(process.env.BENCH_NOISE ?? 200_000);
const RATE = Number(process.env.BENCH_RATE ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
/** The NewOrder load's sockets at most, shared by the API processes. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** API processes serving the load: the first also runs the catch-up (as `all`), the others are APP_ROLE=api. */
const API_PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 2);
/** The first port of the API processes (BENCH_PORT, BENCH_PORT + 1, ...); none: free ports. */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const PROJECTION = 'dashboard-daily';
const CALLS = [
  'dashboard',
  'dashboard/order-status',
  'dashboard/carriers-sla',
  'dashboard/carrier-kpi',
  'dashboard/pickups-sla',
  'reviews',
];

/** Every table of the projection: index-only scans need each one's visibility map. */
const VACUUM = `VACUUM ANALYZE dashboard_orders, ${DASHBOARD_AGGREGATES.map((aggregate) => aggregate.table).join(', ')}`;

const DATABASE = process.env.BENCH_DATABASE ?? 'despacho_bench_dashboard';
const serverUrl = benchEnvironment(DATABASE);

function client(): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  return db.connect().then(() => db);
}

/** The log gets the orders' events; every other consumer starts after them (they are the dashboard's alone), then the dashboard folds them. */
async function prepareEvents(): Promise<void> {
  const db = await client();
  const [company] = (await db.query(`SELECT id FROM companies WHERE name = 'Loja Benchmark'`)).rows;
  const written = await writeDashboardEvents(db, company.id, 1, ORDERS);
  await db.end();
  const app = await createScriptContext();
  if (!written) {
    // Finishes what an interrupted run left behind (a rebuild stopped half-way resumes from its checkpoint).
    await app.get(CatchUpRunner).drainProjections();
    await app.close();
    // As autovacuum would have by now: index-only scans need the visibility map.
    const vacuum = await client();
    await vacuum.query(VACUUM);
    await vacuum.end();
    return;
  }
  const others = app
    .get(CatchUpRunner)
    .consumers()
    .map((consumer) => consumer.checkpointName)
    .filter((name) => name !== `projection:${PROJECTION}`);
  const raw = await client();
  await raw.query(
    `INSERT INTO projection_checkpoints (name, transaction_id, position)
     SELECT name, last.transaction_id, last.position FROM unnest($1::text[]) name,
            (SELECT transaction_id, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1) last
     ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id, position = EXCLUDED.position`,
    [others],
  );
  await raw.end();
  console.log(`${written.toLocaleString('pt-BR')} eventos escritos; primeira projeção do painel...`);
  await timedRebuild(app);
  await app.close();
}

async function timedRebuild(app?: Awaited<ReturnType<typeof createScriptContext>>): Promise<void> {
  const context = app ?? (await createScriptContext());
  const db = await client();
  const { rows } = await db.query(`SELECT count(*)::int AS events FROM events WHERE type LIKE 'order.%'`);
  const started = performance.now();
  await context.get(ProjectionRebuilder).rebuildAsync(PROJECTION);
  const seconds = (performance.now() - started) / 1000;
  const [{ orders, daily }] = (
    await db.query(
      `SELECT (SELECT count(*)::int FROM dashboard_orders) AS orders, (SELECT count(*)::int FROM dashboard_daily) AS daily`,
    )
  ).rows;
  await db.query(VACUUM);
  await db.end();
  console.log(
    `Reconstrução de ${PROJECTION}: ${rows[0].events.toLocaleString('pt-BR')} eventos de pedidos em ${seconds.toFixed(1)} s (${Math.round(rows[0].events / seconds)} eventos/s) → ${orders.toLocaleString('pt-BR')} pedidos, ${daily.toLocaleString('pt-BR')} linhas diárias`,
  );
  if (!app) await context.close();
}

async function callTimes(url: string, token: string, path: string, query: Record<string, string>): Promise<string> {
  const target = `${url}/api/${path}?${new URLSearchParams(query)}`;
  const get = async () => {
    const started = performance.now();
    const response = await fetch(target, { headers: { 'x-token': token } });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body}`);
    return performance.now() - started;
  };
  await get();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await get());
  samples.sort((a, b) => a - b);
  return `p50 ${percentile(samples, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(samples, 95).toFixed(1).padStart(6)} ms`;
}

const daysBefore = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** The dashboard's lag (projection-lag.ts) while NewOrder runs open-loop at RATE over the API processes. */
async function lagUnderLoad(urls: string[], token: string): Promise<void> {
  const following = await followProjections(`projection:${PROJECTION}`);
  const started = new Date();
  const run = randomUUID().slice(0, 6);
  const results = await Promise.all(
    urls.map((url, process) =>
      pacedLoad(`${url}/api/command`, {
        rate: RATE / urls.length,
        seconds: SECONDS,
        sockets: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: (i) => newOrderBody(run, i * urls.length + process),
      }),
    ),
  );
  // The rate obtained is over the load's whole time, the last answer included: when the API falls
  // behind, the answers take longer than BENCH_SECONDS.
  const loadSeconds = (Date.now() - started.getTime()) / 1000;
  const lag = await following.stop();
  const answered = results.reduce((sum, result) => sum + result.ok, 0);
  console.log(
    `NewOrder a ${RATE} pedidos/s (${SECONDS} s, ritmo constante, até ${CONNECTIONS} conexões, ${urls.length} processos da API): ${Math.round(answered / loadSeconds)} pedidos/s obtidos (${answered.toLocaleString('pt-BR')} respostas 2xx em ${loadSeconds.toFixed(1)} s), p99 por processo ${results.map((result) => result.p99.toFixed(0)).join(' / ')} ms, ${results.reduce((sum, result) => sum + result.failed, 0)} erros`,
  );
  console.log(
    `  atraso da projeção (evento gravado → visível no painel), ${lag.events.toLocaleString('pt-BR')} eventos: p50 ${lag.p50.toFixed(0)} ms, p99 ${lag.p99.toFixed(0)} ms, máx ${lag.max.toFixed(0)} ms`,
  );
}

if (!(await benchDatabase(serverUrl, DATABASE))) await seedOrdersDataset(ORDERS, NOISE);
else console.log(`Base ${DATABASE} já semeada (BENCH_RESEED=1 recomeça).`);
await prepareEvents();
const { url, api } = await startBenchApi({ RUN_WORKERS: 'false' }, PORT);
const extraApis: Awaited<ReturnType<typeof startBenchApi>>[] = [];
let measuring: Date | undefined;
try {
  const token = await benchLogin(url, BENCH_USER);
  for (const days of [30, 365]) {
    console.log(`Painel, últimos ${days} dias, todas as transportadoras (${SAMPLES} chamadas cada):`);
    const period = { date_start: daysBefore(days - 1), date_end: daysBefore(0) };
    for (const path of CALLS)
      console.log(
        `  GET ${path.padEnd(24)} ${await callTimes(url, token, path, path === 'dashboard/pickups-sla' ? {} : period)}`,
      );
  }
  for (let i = 1; i < API_PROCESSES; i++)
    extraApis.push(await startBenchApi({ APP_ROLE: 'api' }, PORT === undefined ? undefined : PORT + i));
  measuring = new Date();
  await lagUnderLoad([url, ...extraApis.map((extra) => extra.url)], token);
} finally {
  api.kill();
  for (const extra of extraApis) extra.api.kill();
}
await removeOrdersSince(measuring!);
// BENCH_SKIP_REBUILD=1: the load's orders stay in the dashboard's tables until the next rebuild (a rebuild of millions of orders is minutes of writes).
if (!process.env.BENCH_SKIP_REBUILD) await timedRebuild();

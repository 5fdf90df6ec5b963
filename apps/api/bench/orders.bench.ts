// `pnpm bench:orders` (issues 4 and 34): GET /api/orders over 2 million orders of one company
// (and 600,000 of three noise companies), the NewOrder rate through POST /api/command beside
// PostgreSQL's own one-row insert commit rate at the same concurrency (insert-ceiling.ts) with the
// async projections' lag, and the NF-e import rate of one worker. The seeded database (BENCH_DATABASE)
// is kept between runs (BENCH_RESEED=1 starts again); BENCH_LISTS=0, BENCH_WRITES=0 and BENCH_INVOICES=0
// skip parts; BENCH_PORT sets the API's port (a free one by default); BENCH_SQL_COUNT=<file> prints
// the API's SQL statements per order by sender (sql-count-hook.ts).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../src/bin/app-context.js';
import { InvoiceBatches } from '../src/modules/orders/commands/invoice-import/invoice-batches.js';
import { InvoiceImportRunner } from '../src/modules/orders/jobs/invoice-import.runner.js';
import { UploadStore } from '../src/platform/uploads/upload-store.js';
import { benchDatabase, benchEnvironment, benchLogin, listTimes, startBenchApi } from './bench-api.js';
import { cpuMicrosOf, postgresCpuMicros } from './bench-data.js';
import { insertCeiling } from './insert-ceiling.js';
import { nfeBatch } from './nfe-batch.js';
import {
  BENCH_USER,
  newOrderLoad,
  removeOrdersSince,
  seedBenchFreightTables,
  seedOrdersDataset,
} from './orders-dataset.js';
import { followProjections } from './projection-lag.js';
import { printSqlCount, startSqlCount } from './sql-count.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000_000);
const NOISE = Number(process.env.BENCH_NOISE ?? 200_000);
const SAMPLES = 30;
const INVOICES = Number(process.env.BENCH_INVOICES ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** BENCH_LISTS=0 skips the lists (the write side alone). */
const LISTS = process.env.BENCH_LISTS !== '0';
/** BENCH_WRITES=0 skips the NewOrder rate (the lists alone). */
const WRITES = process.env.BENCH_WRITES !== '0';
const DATABASE = process.env.BENCH_DATABASE ?? 'despacho_bench_orders';
/** BENCH_PORT: the API listens there; none: a free port. */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;

const serverUrl = benchEnvironment(DATABASE);
process.env.UPLOAD_DIR ??= `/tmp/despacho-bench-uploads-${process.pid}`;

/**
 * NewOrder saturated on CONNECTIONS connections beside PostgreSQL's own one-row insert commits at the
 * same concurrency, measured just before in the same run, and the async projections' lag meanwhile.
 */
async function newOrderRate(url: string, token: string, apiPid: number, seconds: number): Promise<void> {
  const pgBeforeCeiling = postgresCpuMicros();
  const ceiling = await insertCeiling(CONNECTIONS, seconds);
  const pgPerCommit = perUnit(pgBeforeCeiling, postgresCpuMicros(), ceiling.rate * seconds);
  const following = await followProjections('projection:%');
  const cpuBefore = cpuMicrosOf(apiPid);
  const pgBefore = postgresCpuMicros();
  startSqlCount(apiPid);
  const result = await newOrderLoad(url, token, seconds, CONNECTIONS);
  const cpu = (cpuMicrosOf(apiPid) - cpuBefore) / Math.max(1, result.requests.total);
  const lag = await following.stop();
  // The async folds of these orders are done by now: their statements count as the orders' own.
  const pgPerOrder = perUnit(pgBefore, postgresCpuMicros(), result.requests.total);
  const rate = result.requests.average;
  console.log(
    `NewOrder (evento + projeção inline + cotação automática, ${CONNECTIONS} conexões, ${seconds} s): ${Math.round(rate)} pedidos/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} erros, CPU da API ${Math.round(cpu)} µs/pedido`,
  );
  console.log(
    `  PostgreSQL, INSERT de uma linha por transação (${ceiling.tool}, ${CONNECTIONS} conexões, ${seconds} s): ${Math.round(ceiling.rate)} commits/s; NewOrder = ${((100 * rate) / ceiling.rate).toFixed(1)} % disso`,
  );
  console.log(
    `  atraso das projeções assíncronas (a mais lenta), ${lag.events.toLocaleString('pt-BR')} eventos: p50 ${lag.p50.toFixed(0)} ms, p99 ${lag.p99.toFixed(0)} ms, máx ${lag.max.toFixed(0)} ms`,
  );
  if (pgPerOrder !== null && pgPerCommit !== null)
    console.log(
      `  CPU do PostgreSQL: ${Math.round(pgPerOrder)} µs por pedido, ${Math.round(pgPerCommit)} µs por commit do ${ceiling.tool}`,
    );
  await printSqlCount(apiPid, lag.events, 'pedido');
}

/** CPU µs per unit between two postgresCpuMicros readings (null when PostgreSQL is not on this machine). */
function perUnit(before: number | null, after: number | null, units: number): number | null {
  return before === null || after === null ? null : (after - before) / Math.max(1, units);
}

/** One worker imports INVOICES NF-e sent as zips of 1,000; the process's peak RSS is sampled. */
async function importRate(): Promise<void> {
  const app = await createScriptContext();
  const db = app.get(DataSource);
  const [company] = await db.query(
    `SELECT c.id, u.id AS user_id FROM companies c JOIN users u ON u.email = $1 WHERE c.name = 'Loja Benchmark'`,
    [BENCH_USER],
  );
  const uploads = app.get(UploadStore);
  const files = [];
  for (const [index, zip] of nfeBatch(INVOICES, 1_000).entries()) {
    files.push({ path: await uploads.save(company.id, `lote-${index + 1}.zip`, Readable.from([zip])) });
  }
  const batchId = randomUUID();
  await app.get(InvoiceBatches).create(batchId, company.id, company.user_id, files);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  await app.get(InvoiceImportRunner).run(batchId);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [batch] = await db.query('SELECT total, total_success, total_error FROM batches WHERE id = $1', [batchId]);
  console.log(
    `Importação de NF-e (1 worker): ${batch.total.toLocaleString('pt-BR')} notas em ${seconds.toFixed(1)} s (${Math.round(batch.total / seconds)} notas/s), ${batch.total_success} pedidos, ${batch.total_error} erros, RSS máximo ${Math.round(peak / 1024 / 1024)} MB`,
  );
  await app.close();
}

/** A pickup and a carrier that the benchmark company's orders use, for those filters. */
async function benchIds(): Promise<{ pickup: string; carrier: string }> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query(
    `SELECT o.pickup_id, o.carrier_id FROM orders o JOIN companies c ON c.id = o.company_id WHERE c.name = 'Loja Benchmark' AND o.pickup_id IS NOT NULL LIMIT 1`,
  );
  await db.end();
  return { pickup: rows[0].pickup_id, carrier: rows[0].carrier_id };
}

if (!(await benchDatabase(serverUrl, DATABASE))) await seedOrdersDataset(ORDERS, NOISE);
else console.log(`Base ${DATABASE} já semeada (BENCH_RESEED=1 recomeça).`);
await seedBenchFreightTables();
// BENCH_API_MAIN: another build's main.js (an older commit's), to measure it under the same load.
const { url, api } = await startBenchApi(
  { RUN_WORKERS: 'false' },
  PORT,
  process.env.BENCH_API_MAIN ?? '../src/main.js',
);
try {
  const token = await benchLogin(url, BENCH_USER);
  if (LISTS) await listCases(url, token);
  if (WRITES) {
    const measuring = new Date();
    await newOrderRate(url, token, api.pid!, Number(process.env.BENCH_SECONDS ?? 10));
    await removeOrdersSince(measuring);
  }
} finally {
  api.kill();
}
if (INVOICES > 0) {
  const importing = new Date();
  await importRate();
  await removeOrdersSince(importing);
}

/** GET /api/orders with each filter, SAMPLES sequential calls each. */
async function listCases(url: string, token: string): Promise<void> {
  const { pickup, carrier } = await benchIds();
  const today = new Date().toISOString().slice(0, 10);
  const days40 = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  const recent = { 'filters[created_at_start]': days40, 'filters[created_at_end]': today };
  const bulk = Array.from({ length: 10 }, (_, i) => `BN-${1000 + i * 1733}`).join('|');
  console.log(
    `GET /api/orders, ${ORDERS.toLocaleString('pt-BR')} pedidos na empresa (${SAMPLES} chamadas cada, 20 por página):`,
  );
  const cases: [string, Record<string, string>][] = [
    ['padrão (últimos 40 dias)', recent],
    ['sem filtro', {}],
    ['status 2', { ...recent, 'filters[status]': '2' }],
    ['status 91 (sem coleta)', { ...recent, 'filters[status]': '91' }],
    ['status 5, 2 anos', { 'filters[status]': '5' }],
    ['transportadora', { ...recent, 'filters[carrier]': carrier }],
    ['prazo: atrasados', { 'filters[deadline]': 'delayed' }],
    ['prazo: hoje', { 'filters[deadline]': 'today' }],
    ['prazo: entregues com atraso', { ...recent, 'filters[deadline]': 'delivered_late' }],
    ['alertas (99)', { 'filters[alerts]': '99' }],
    ['coleta', { 'filters[pickup_id]': pickup }],
    ['busca 1 termo', { 'filters[search]': 'cliente 1234567' }],
    ['busca em massa 10 termos', { 'filters[search]': bulk }],
    ['número exato', { 'filters[reference]': 'BN-777777' }],
    ['página 50', { ...recent, page: '50' }],
    ['200 por página', { ...recent, limit: '200' }],
  ];
  for (const [name, query] of cases)
    await listTimes(
      `${url}/api/orders?${new URLSearchParams({ limit: '20', ...query })}`,
      token,
      name,
      SAMPLES,
      'pedidos',
    );
}

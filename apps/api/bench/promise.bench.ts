// `node dist-bench/bench/promise.bench.js` (`bench:promise`, issue 32): a replay of a generated history of
// deliveries with known lane distributions (promise-history.ts) folded through the promise projection
// in batches of 500 events (as the catch-up hands them), then
// - the projection's throughput (events and carrier events per second);
// - the learned p50/p95 per lane against the generating distribution's;
// - the promise hit rate on the last BENCH_TEST_MONTHS of orders, learned only from the months before:
//   the learned deadline at each confidence vs the tables' own deadlines;
// - the time LanePromises adds to a quote (p50/p99 over BENCH_QUOTES quotes of 3 carriers each).
// BENCH_HISTORY=file.csv replays that history instead (promise-history-csv.ts: no law to compare with;
// BENCH_OUT=file.csv writes the learned p50/p80/p95 of every lane key for an independent check).
// Its own database (BENCH_DATABASE).
import { randomUUID } from 'node:crypto';
import { addBusinessDays, laneKeysOf, quantileOf } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../src/bin/app-context.js';
import { LanePromises } from '../src/modules/delivery-promise/queries/lanes/lane-promises.js';
import { OrderTransitsProjection } from '../src/modules/delivery-promise/projections/order-transits.projection.js';
import type { Stored } from '../src/platform/event-store/domain-event.js';
import type { OrderEvent } from '../src/modules/orders/events/order-events.js';
import { benchDatabase, benchEnvironment } from './bench-api.js';
import { percentile, seededRandom } from './bench-data.js';
import { writeFileSync } from 'node:fs';
import { readHistoryCsv } from './promise-history-csv.js';
import {
  CENTERS,
  eventsOf,
  type HistoryLane,
  type HistoryOrder,
  historyLanes,
  historyOrders,
  type RoutedLane,
  trueQuantile,
} from './promise-history.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 30_000);
const TEST_MONTHS = Number(process.env.BENCH_TEST_MONTHS ?? 3);
const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const MIN_SAMPLES = Number(process.env.BENCH_MIN_SAMPLES ?? 20);
const CONFIDENCES = [90, 95, 97];
const BATCH = 500;
const DATABASE = process.env.BENCH_DATABASE ?? 'despacho_bench_promise';
const HISTORY = process.env.BENCH_HISTORY;
const OUT = process.env.BENCH_OUT;

const serverUrl = benchEnvironment(DATABASE);
await benchDatabase(serverUrl, DATABASE);
const app = await createScriptContext();
const db = app.get(DataSource);
const projection = app.get(OrderTransitsProjection);
const lanePromises = app.get(LanePromises);
const companyId = randomUUID();
// The generated history (lanes with their law) or the one given.
const generatedLanes: HistoryLane[] = HISTORY ? [] : historyLanes(32);
const { orders, centers } = HISTORY
  ? readHistoryCsv(HISTORY)
  : { orders: historyOrders(generatedLanes, ORDERS, '2025-01-01', 365, 2025), centers: CENTERS };
const lanes: RoutedLane[] = [...new Set(orders.map((order) => order.lane))];
/** The first day of the last TEST_MONTHS months of the history: orders created from it are the test. */
const lastMonth = orders.reduce((last, order) => (order.createdOn > last ? order.createdOn : last), '').slice(0, 7);
const cutMonth = Number(lastMonth.slice(0, 4)) * 12 + Number(lastMonth.slice(5, 7)) - TEST_MONTHS;
const CUT = `${Math.floor(cutMonth / 12)}-${String((cutMonth % 12) + 1).padStart(2, '0')}-01`;

for (const center of centers)
  await db.query(
    `INSERT INTO distribution_centers (id, company_id, reference, name, address, pickup_window, created_at, updated_at)
     VALUES ($1, $2, $3, 'CD', $4, '{}', now(), now())`,
    [center.id, companyId, `CD-${center.state}`, { zip: center.zip, state: center.state }],
  );

const train = orders.filter((order) => order.createdOn < CUT);
const test = orders.filter((order) => order.createdOn >= CUT);

let position = 0;
let folded = 0;
let carrierEvents = 0;
let foldMs = 0;
/** The orders' events in the order they happened, folded in batches of BATCH, each in its transaction. */
async function replay(part: HistoryOrder[]): Promise<void> {
  const events = part
    .flatMap((order) => eventsOf(order, companyId))
    .sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime())
    .map((event) => ({ ...event, position: String(++position), version: position }));
  const started = performance.now();
  for (let start = 0; start < events.length; start += BATCH) {
    const batch = events.slice(start, start + BATCH) as unknown as Stored<OrderEvent>[];
    await db.transaction((manager) => projection.applyBatch(batch, manager));
  }
  foldMs += performance.now() - started;
  folded += events.length;
  carrierEvents += events.filter((event) => event.type === 'order.tracking-registered').length;
}

await replay(train);
// What was learned before the test months: each test order is promised from it.
const learned = await lanePromises.forCompany(companyId);
const hits = new Map<string, number>([['tabela', 0], ...CONFIDENCES.map((c): [string, number] => [`p${c}`, 0])]);
const levels = new Map<string, number>();
for (const order of test) {
  if (order.deliveredOn <= order.tableDeadline) hits.set('tabela', hits.get('tabela')! + 1);
  for (const confidence of CONFIDENCES) {
    const promise = learned.forLane(order.lane, confidence, MIN_SAMPLES);
    const deadline = promise
      ? addBusinessDays(order.createdOn, order.expeditionDays + promise.days)
      : order.tableDeadline;
    if (order.deliveredOn <= deadline) hits.set(`p${confidence}`, hits.get(`p${confidence}`)! + 1);
    if (confidence === 95) levels.set(promise?.level ?? 'tabela', (levels.get(promise?.level ?? 'tabela') ?? 0) + 1);
  }
}
await replay(test);

console.log(
  `Projeção: ${folded} eventos (${carrierEvents} de transportadora) de ${orders.length} pedidos em ${(foldMs / 1000).toFixed(1)} s: ` +
    `${Math.round(folded / (foldMs / 1000))} eventos/s, ${Math.round(carrierEvents / (foldMs / 1000))} eventos de transportadora/s (lotes de ${BATCH})`,
);

// Everything learned from the whole history, per lane key.
const stats: { lane_key: string; histogram: number[]; samples: number }[] = await db.query(
  'SELECT lane_key, histogram, samples FROM lane_transit_stats WHERE company_id = $1 ORDER BY lane_key',
  [companyId],
);
if (OUT) {
  const rows = stats.map((row) =>
    [row.lane_key, row.samples, ...[0.5, 0.8, 0.95].map((q) => quantileOf(row.histogram, q))].join(','),
  );
  writeFileSync(OUT, ['lane_key,samples,p50,p80,p95', ...rows].join('\n') + '\n');
  console.log(`${stats.length} rotas aprendidas escritas em ${OUT}`);
}
// Learned vs generating quantiles, per cep5 lane with at least MIN_SAMPLES deliveries (generated history only).
const byKey = new Map(stats.map((row) => [row.lane_key, row]));
for (const q of generatedLanes.length ? [0.5, 0.95] : []) {
  let compared = 0;
  let exact = 0;
  let absError = 0;
  for (const lane of generatedLanes) {
    const row = byKey.get(laneKeysOf(lane)[0]);
    if (!row || row.samples < MIN_SAMPLES) continue;
    const error = Math.abs(quantileOf(row.histogram, q)! - trueQuantile(lane.pmf, q));
    compared++;
    if (error === 0) exact++;
    absError += error;
  }
  console.log(
    `p${q * 100} aprendido vs. distribuição geradora: ${compared} rotas cep5 com ≥ ${MIN_SAMPLES} entregas, ` +
      `${exact} iguais (${((exact * 100) / compared).toFixed(1)} %), erro médio ${(absError / compared).toFixed(2)} dia útil`,
  );
}

const rate = (key: string) => `${((hits.get(key)! * 100) / test.length).toFixed(1)} %`;
console.log(
  `Replay: ${train.length} pedidos de aprendizado (antes de ${CUT}), ${test.length} pedidos de teste; entregues até a data prometida: ` +
    `prazo das tabelas ${rate('tabela')}; aprendido ${CONFIDENCES.map((c) => `p${c} ${rate(`p${c}`)}`).join(', ')} ` +
    `(mínimo ${MIN_SAMPLES} entregas; nível usado em p95: ${[...levels].map(([level, n]) => `${level} ${n}`).join(', ')})`,
);

// The time a quote spends asking LanePromises: the company's lanes (from memory) and each carrier's lane.
const random = seededRandom(7);
const carriers = [...new Set(lanes.map((lane) => lane.carrierId))];
await lanePromises.forCompany(companyId);
const times: number[] = [];
for (let i = 0; i < QUOTES + 1_000; i++) {
  const lane = lanes[Math.floor(random() * lanes.length)];
  const started = process.hrtime.bigint();
  const company = await lanePromises.forCompany(companyId);
  for (const carrierId of carriers) company.forLane({ ...lane, carrierId }, 90, MIN_SAMPLES);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (i >= 1_000) times.push(elapsed); // after a warm-up
}
times.sort((a, b) => a - b);
console.log(
  `Custo por cotação (${carriers.length} transportadoras, ${QUOTES} cotações): p50 ${percentile(times, 50).toFixed(4)} ms, ` +
    `p99 ${percentile(times, 99).toFixed(4)} ms`,
);
await db.query('DELETE FROM lane_transit_stats WHERE company_id = $1', [companyId]);
await db.query('DELETE FROM order_transits WHERE company_id = $1', [companyId]);
await db.query('DELETE FROM distribution_centers WHERE company_id = $1', [companyId]);
await app.close();

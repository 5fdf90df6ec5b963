// `pnpm bench:tracking` (issue 30): BENCH_SHIPMENTS open shipments (default 200,000) of
// BENCH_COMPANIES companies (default 40), each company with its own Correios integration, polled
// against the Correios stub (served by an API process) in one cycle by one worker process, then by
// two. Each run follows new object codes (prefix BA, then BB, same check digits), so the stub tells
// each code's first event afresh. Printed: each cycle's time, carrier events applied per second, and
// events duplicated / missed counted against the stub's own log (GET _log: distinct events served).
// The workers run the poller only (CATCH_UP_INTERVAL_MS=0): async projections and the relay are
// other workers' load, measured by bench:orders and soak:events. Its own database, seeded each run.
import type { ChildProcess } from 'node:child_process';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../src/bin/app-context.js';
import { TrackingPollQueue } from '../src/modules/carrier-integrations/jobs/tracking-poll.job.js';
import { benchDatabase, benchEnvironment, startBenchApi, stopBenchApi } from './bench-api.js';
import { startBenchWorker, stopBenchWorker } from './bench-worker.js';
import { seedTrackingShipments } from './tracking-seed.js';

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

const startWorker = (apiUrl: string) => startBenchWorker(apiUrl, { JOB_CONCURRENCY: WORKER_CONCURRENCY });

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

await seedTrackingShipments(app, SHIPMENTS, COMPANIES);
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
  for (const worker of workers) await stopBenchWorker(worker);
  await stopBenchApi(api);
  await app.close();
}

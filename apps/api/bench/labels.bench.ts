// `pnpm bench:labels` (issue 31), on its own database, seeded each run:
//  1. a run of BENCH_LABELS orders (default 500) without a carrier connection: Despacho's own labels,
//     PDF and ZPL rendered and stored, the merged file composed, in this process (seconds, peak RSS);
//  2. a run of as many Correios orders through a worker process against the stub's asynchronous label
//     flow (pre-posting, label request, PPN-291 once, download), served by an API process;
//  3. the same with the worker killed (SIGKILL) mid-run: a second worker takes the job over once its
//     lock runs out, and the stub's log must show one pre-posting per idempotency key.
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../src/bin/app-context.js';
import { Company } from '../src/modules/identity/domain/company.aggregate.js';
import { DistributionCenter } from '../src/modules/catalog/domain/distribution-center.aggregate.js';
import { TokenCipher } from '../src/modules/integrations/adapters/tokens/token-cipher.js';
import { LabelRunQueue } from '../src/modules/labels/jobs/label-run.job.js';
import { LabelRunner } from '../src/modules/labels/jobs/label-runner.js';
import { LabelRuns } from '../src/modules/labels/queries/runs/label-runs.js';
import { Order } from '../src/modules/orders/domain/order.aggregate.js';
import { AggregateRepository } from '../src/platform/event-store/aggregate-repository.js';
import { benchDatabase, benchEnvironment, startBenchApi, stopBenchApi } from './bench-api.js';
import { benchOrderData } from './bench-order-data.js';
import { startBenchWorker, stopBenchWorker } from './bench-worker.js';
import { sampleInvoiceKey } from './sample-labels.js';

const LABELS = Number(process.env.BENCH_LABELS ?? 500);
const DATABASE = 'despacho_bench_labels';
/** A dead worker's job and its packages are taken over after this (JOB_LOCK_MS of the workers). */
const LOCK_MS = '5000';
const TIMEOUT_MS = 10 * 60_000;

process.env.BENCH_RESEED ??= '1';
const serverUrl = benchEnvironment(DATABASE);
await benchDatabase(serverUrl, DATABASE);
const app = await createScriptContext();
const db = app.get(DataSource);

/** A company with a CD and `orders` orders of one carrier (one package each, an NF-e key each). */
async function seedCompany(context: INestApplicationContext, orders: number, prefix: string) {
  const repository = context.get(AggregateRepository);
  const companyId = randomUUID();
  const carrierId = randomUUID();
  const trace = { companyId, userId: null, correlationId: randomUUID() };
  const company = new Company(companyId);
  company.register({ name: `Loja Etiquetas ${prefix}`, hasAuditEnabled: false });
  await repository.save(company, trace);
  const center = new DistributionCenter(randomUUID());
  const day = { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' };
  center.register(companyId, {
    reference: 'CD1',
    name: 'CD Centro',
    expedition_time: 0,
    address: {
      residential: false,
      name: `Loja Etiquetas ${prefix} Ltda`,
      federal_tax_id: '11444777000161',
      phone: '11987654321',
      email: null,
      zip: '01310100',
      street1: 'Avenida Paulista',
      number: '1000',
      street2: null,
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BRA',
    },
    pickup_window: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day },
  });
  await repository.save(center, trace);
  const ids: string[] = [];
  for (let start = 0; start < orders; start += 100) {
    const batch = Array.from({ length: Math.min(100, orders - start) }, (_, i) => {
      const n = start + i + 1;
      const order = new Order(randomUUID());
      order.create(
        companyId,
        benchOrderData(
          { id: center.id, reference: 'CD1', city: 'São Paulo' },
          {
            reference: `${prefix}-${n}`,
            carrier: { id: carrierId, name: prefix === 'PROPRIA' ? 'Transportadora Rápida' : 'Correios' },
            invoice_number: String(n),
            invoice_key: sampleInvoiceKey(n),
          },
        ),
        new Date(),
      );
      return order;
    });
    await repository.saveAll(batch, trace);
    ids.push(...batch.map((order) => order.id));
  }
  return { companyId, carrierId, ids };
}

async function connectCorreios(companyId: string, carrierId: string) {
  const credentials = { usuario: 'bench', codigo_acesso: 'bench', cartao_postagem: '0067599079' };
  await db.query(
    `INSERT INTO company_channels (id, company_id, channel_id, name, enabled, store_id, token_ciphertext, carrier_ids, created_at)
     VALUES ($1, $2, 101, 'Correios', true, $3, $4, $5, now())`,
    [
      randomUUID(),
      companyId,
      `bench-${companyId}`,
      app.get(TokenCipher).seal(JSON.stringify(credentials)),
      [carrierId],
    ],
  );
}

const startWorker = (apiUrl: string) =>
  startBenchWorker(apiUrl, { JOB_LOCK_MS: LOCK_MS, CARRIER_HTTP_TIMEOUT_MS: '2000' });

async function newRun(companyId: string, ids: string[]): Promise<string> {
  const runId = randomUUID();
  await app.get(LabelRuns).create(runId, companyId, null, ids, 'pdf_10x15');
  return runId;
}

/** Waits for the run to end; `onProgress` sees each count of orders handled. */
async function finished(runId: string, onProgress?: (handled: number) => Promise<void>) {
  const started = performance.now();
  for (;;) {
    const [run] = await db.query('SELECT state, done, failed, failures FROM label_runs WHERE id = $1', [runId]);
    if (run.state === 'done' || run.state === 'failed') return run;
    await onProgress?.(run.done + run.failed);
    if (performance.now() - started > TIMEOUT_MS) throw new Error(`Geração ${runId} não terminou em 10 min.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const stub = async (url: string, path: string, body?: object) =>
  (
    await fetch(`${url}/stubs/carriers/correios${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
  ).json() as Promise<{
    prepostagens: { created: number; labels_requested: number; list: { key: string | null; status: string }[] };
  }>;

/** Pre-postings per idempotency key of these orders' packages, from the stub's own log. */
async function prePostingsPerKey(url: string, ids: string[]) {
  const shipments: { id: string }[] = await db.query(
    `SELECT s->>'id' AS id FROM orders, jsonb_array_elements(shipments) s WHERE id = ANY ($1::uuid[])`,
    [ids],
  );
  const keys = new Set(shipments.map((shipment) => `${shipment.id}:1`));
  const counts = new Map<string, number>();
  for (const posting of (await stub(url, '/_log')).prepostagens.list) {
    if (posting.key && keys.has(posting.key)) counts.set(posting.key, (counts.get(posting.key) ?? 0) + 1);
  }
  const twice = [...counts.values()].filter((count) => count > 1).length;
  return { keys: keys.size, posted: counts.size, twice };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

// 1. Own layout, in this process.
const own = await seedCompany(app, LABELS, 'PROPRIA');
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const ownStarted = performance.now();
const ownRun = await app.get(LabelRunner).run(await newRun(own.companyId, own.ids));
const ownSeconds = (performance.now() - ownStarted) / 1000;
clearInterval(sampler);
console.log(
  `1. ${LABELS} etiquetas próprias (PDF 10×15 + ZPL por pacote, arquivo único no fim): ${ownSeconds.toFixed(1)} s, ` +
    `${ownRun?.done} pedidos com etiqueta, ${ownRun?.failed} recusados; RSS máximo ${mb(peakRss)} (meta < 30 s, < 512 MB)`,
);

const { url, api } = await startBenchApi({ RUN_WORKERS: 'false', CATCH_UP_INTERVAL_MS: '0' });
const workers: ChildProcess[] = [];
try {
  await fetch(`${url}/stubs/carriers/correios/_reset`, { method: 'POST' });
  await stub(url, '/_posting-config', { label_pending_reads: 1 });

  // 2. Correios through one worker.
  const correios = await seedCompany(app, LABELS, 'CORREIOS');
  await connectCorreios(correios.companyId, correios.carrierId);
  workers.push(await startWorker(url));
  const runId = await newRun(correios.companyId, correios.ids);
  const started = performance.now();
  await app.get(LabelRunQueue).enqueue({ runId });
  const run = await finished(runId);
  const seconds = (performance.now() - started) / 1000;
  const counted = await prePostingsPerKey(url, correios.ids);
  console.log(
    `2. ${LABELS} etiquetas Correios (pré-postagem + rótulo assíncrono do stub, 1 worker): ${seconds.toFixed(1)} s; ` +
      `${run.done} pedidos com etiqueta, ${run.failed} recusados; pré-postagens: ${counted.posted} de ${counted.keys} chaves, ` +
      `${counted.twice} chaves com mais de uma (meta < 2 min)`,
  );

  // 3. The worker killed mid-run; another finishes it.
  const killed = await seedCompany(app, LABELS, 'MORTO');
  await connectCorreios(killed.companyId, killed.carrierId);
  const killRun = await newRun(killed.companyId, killed.ids);
  const killStarted = performance.now();
  await app.get(LabelRunQueue).enqueue({ runId: killRun });
  let killedAt = 0;
  let heldAtKill = 0;
  const done = await finished(killRun, async (handled) => {
    if (killedAt > 0 || handled < LABELS / 3) return;
    killedAt = handled;
    await stopBenchWorker(workers[0], 'SIGKILL');
    // Packages the dead worker held: taken over after their lease, through the idempotent prePost.
    [{ heldAtKill }] = await db.query(
      `SELECT count(*)::int AS "heldAtKill" FROM labels WHERE order_id = ANY ($1::uuid[]) AND state = 'calling'`,
      [killed.ids],
    );
    workers.push(await startWorker(url));
  });
  const killSeconds = (performance.now() - killStarted) / 1000;
  const afterKill = await prePostingsPerKey(url, killed.ids);
  const [{ ready }] = await db.query(
    `SELECT count(*)::int AS ready FROM labels WHERE order_id = ANY ($1::uuid[]) AND state = 'ready'`,
    [killed.ids],
  );
  console.log(
    `3. worker morto (SIGKILL) com ${killedAt} de ${LABELS} pedidos feitos e ${heldAtKill} pacotes em andamento, outro worker termina: ${killSeconds.toFixed(1)} s; ` +
      `${done.done} pedidos com etiqueta, ${done.failed} recusados, ${ready} etiquetas prontas; ` +
      `pré-postagens: ${afterKill.posted} de ${afterKill.keys} chaves, ${afterKill.twice} chaves com mais de uma (meta 0)`,
  );
  if (counted.twice > 0 || afterKill.twice > 0) process.exitCode = 1;
} finally {
  for (const worker of workers) await stopBenchWorker(worker);
  await stopBenchApi(api);
  await app.close();
}

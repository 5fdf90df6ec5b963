// `pnpm bench:ocoren` (issue 30): one OCOREN file of BENCH_OCOREN_LINES 342 lines (100,000 by default)
// imported as a merchant's batch for a company of as many orders (each with its NF-e key), in this
// process, with its time, lines/s and peak RSS. Targets: < 60 s and RSS < 512 MB. The orders are
// created through the Order aggregate (the applier replays their streams), in their own database
// kept between runs (BENCH_RESEED=1 starts again); each run's events are removed afterwards.
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../src/bin/app-context.js';
import { ocorenLines } from '../src/modules/carrier-integrations/connectors/edi-proceda/ocoren-file-builder.js';
import { OcorenBatchRunner } from '../src/modules/carrier-integrations/jobs/ocoren-batch.runner.js';
import { CatalogModule } from '../src/modules/catalog/index.js';
import { DemoCatalog } from '../seed/catalog/demo-catalog.js';
import { seedOf } from '../seed/seed-of.js';
import { Company } from '../src/modules/identity/domain/company.aggregate.js';
import { Order } from '../src/modules/orders/domain/order.aggregate.js';
import { InvoiceBatches, OCOREN_BATCH } from '../src/modules/orders/commands/invoice-import/invoice-batches.js';
import { AggregateRepository } from '../src/platform/event-store/aggregate-repository.js';
import { UploadStore } from '../src/platform/uploads/upload-store.js';
import { benchDatabase, benchEnvironment } from './bench-api.js';
import { benchOrderData } from './bench-order-data.js';

const LINES = Number(process.env.BENCH_OCOREN_LINES ?? 100_000);
const SHIPPER = '11444777000161';
const DATABASE = 'despacho_bench_ocoren';
/** The NF-e key of order n: SP 2026-03, the shipper, série 1, number n. */
const keyOf = (n: number) => `352603${SHIPPER}55001${String(n).padStart(9, '0')}1000000000`;
/** Orders saved per transaction while seeding. */
const SEED_BATCH = 500;
/** Codes of a carrier's day: mostly deliveries and transit, some failed attempts, returns and an unknown code. */
const CODES = ['01', '01', '01', '98', '00', '06', '46', '25', '14', 'A1'];

benchEnvironment(DATABASE);
process.env.UPLOAD_DIR ??= `/tmp/despacho-bench-uploads-${process.pid}`;

/** Order n: its NF number and NF-e key, so the file's lines find it. */
const orderData = (n: number, center: { id: string; reference: string; city: string }) =>
  benchOrderData(center, { reference: `OC-${n}`, invoice_number: String(n), invoice_key: keyOf(n) });

async function seed(): Promise<void> {
  const app = await createScriptContext();
  const repository = app.get(AggregateRepository);
  const db = app.get(DataSource);
  const company = new Company(randomUUID());
  company.register({ name: 'Loja Benchmark', hasAuditEnabled: false, federalTaxId: SHIPPER });
  await repository.save(company, { companyId: null, userId: null, correlationId: randomUUID() });
  await (await seedOf(app, CatalogModule, DemoCatalog)).seed();
  const [center] = await db.query(
    `SELECT id, reference, address->>'city' AS city FROM distribution_centers WHERE company_id = $1 LIMIT 1`,
    [company.id],
  );
  console.log(`Semeando ${LINES.toLocaleString('pt-BR')} pedidos (agregado Order, ${SEED_BATCH} por transação)...`);
  const at = new Date();
  for (let first = 1; first <= LINES; first += SEED_BATCH) {
    const orders = [];
    for (let n = first; n < Math.min(LINES + 1, first + SEED_BATCH); n++) {
      const order = new Order(randomUUID());
      order.create(company.id, orderData(n, center), at);
      orders.push(order);
    }
    await repository.saveAll(orders, { companyId: company.id, userId: null, correlationId: randomUUID() });
  }
  await db.query('ANALYZE orders');
  await app.close();
}

/** The run's carrier events leave the orders as seeded (their streams end at order.created). */
async function cleanUp(db: DataSource, companyId: string): Promise<void> {
  await db.query(
    `DELETE FROM events WHERE stream_id LIKE 'order-%' AND version > 1
        AND stream_id IN (SELECT 'order-' || id FROM orders WHERE company_id = $1)`,
    [companyId],
  );
}

async function run(): Promise<void> {
  const app = await createScriptContext();
  const db = app.get(DataSource);
  const [company] = await db.query(`SELECT id FROM companies WHERE name = 'Loja Benchmark'`);
  // An interrupted run left its events behind.
  await cleanUp(db, company.id);
  function* occurrences() {
    for (let i = 0; i < LINES; i++)
      yield {
        cnpj: SHIPPER,
        number: i + 1,
        code: CODES[i % CODES.length],
        date: '12032026',
        time: `${String(8 + (i % 10)).padStart(2, '0')}${String(i % 60).padStart(2, '0')}`,
        text: 'OCORRENCIA DE TESTE',
      };
  }
  const chunks: Buffer[] = [];
  for (const line of ocorenLines({ occurrences: occurrences() })) chunks.push(Buffer.from(line, 'latin1'));
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const path = await app.get(UploadStore).saveBytes(company.id, 'OCOR-BENCH.TXT', Buffer.concat(chunks));
  chunks.length = 0;
  const batchId = randomUUID();
  await app.get(InvoiceBatches).create(batchId, company.id, null, [{ path }], OCOREN_BATCH);
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const summary = (await app.get(OcorenBatchRunner).run(batchId))!;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // With --expose-gc: what the import left reachable (a leak grows with the file; V8's lazy heap does not).
  global.gc?.();
  const retained = global.gc
    ? `, heap retido após GC ${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024)} MB`
    : '';
  console.log(
    `OCOREN de ${LINES.toLocaleString('pt-BR')} linhas (${(size / 1024 / 1024).toFixed(1)} MB): ${seconds.toFixed(1)} s, ${Math.round(summary.total / seconds).toLocaleString('pt-BR')} linhas/s, ${summary.total_success.toLocaleString('pt-BR')} aplicadas (${summary.applied.toLocaleString('pt-BR')} eventos novos, ${summary.duplicates} repetidos), ${summary.errors.length} erros, RSS máximo ${Math.round(peak / 1024 / 1024)} MB${retained}`,
  );
  await cleanUp(db, company.id);
  await app.close();
}

if (!(await benchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', DATABASE)))
  await seed();
else console.log(`Base ${DATABASE} já semeada (BENCH_RESEED=1 recomeça).`);
await run();

// `pnpm bench:audit` (issue 16's benchmark): one worker imports and reconciles BENCH_CTES CT-e (made
// from the public 4.00 sample, each carrying the NF-e of one order) against a company of BENCH_ORDERS
// orders, with its peak RSS; then GET /api/ctes p50/p95. The seeded database is kept between runs
// (BENCH_RESEED=1 starts again); the CT-e are removed after each run.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../src/bin/app-context.js';
import { CteImportRunner } from '../src/modules/audit/jobs/cte-import.runner.js';
import { CatchUpRunner } from '../src/platform/event-store/catch-up-runner.js';
import { CatalogModule } from '../src/modules/catalog/index.js';
import { DemoCatalog } from '../seed/catalog/demo-catalog.js';
import { seedOf } from '../seed/seed-of.js';
import { Company } from '../src/modules/identity/domain/company.aggregate.js';
import { User } from '../src/modules/identity/domain/user.aggregate.js';
import { CTE_BATCH, InvoiceBatches } from '../src/modules/orders/commands/invoice-import/invoice-batches.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { AggregateRepository } from '../src/platform/event-store/aggregate-repository.js';
import { UploadStore } from '../src/platform/uploads/upload-store.js';
import { BENCH_PASSWORD, benchDatabase, benchEnvironment, benchLogin, listTimes, startBenchApi } from './bench-api.js';
import { insertOrders, withOrderIndexesBuiltAfter } from './orders-seed.js';
import { buildZip } from './zip-writer.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000_000);
const CTES = Number(process.env.BENCH_CTES ?? 10_000);
const SAMPLES = 30;
const EMAIL = 'bench-audit@despacho.test';
const SAMPLE = new URL('../../test/fixtures/cte/dacte_test_1.xml', import.meta.url);
const CTE_KEY = '42240302484555000343570020003396861082134657';
const NFE_KEY = '02394910232349239234934138491040891884149930';
/** The NF-e key of order BN-n: 25 fixed digits, n in 9, then 10 more. */
const nfeKeyOf = (n: number) => `3524041234567800019555001${String(n).padStart(9, '0')}1000000000`;

const serverUrl = benchEnvironment('despacho_bench_audit');
process.env.UPLOAD_DIR ??= `/tmp/despacho-bench-uploads-${process.pid}`;

/** The company (audit on), its admin, the catalog's CDs and carriers, the orders; the first CTES of them get an NF-e key. */
async function seed(): Promise<void> {
  const app = await createScriptContext();
  const repository = app.get(AggregateRepository);
  const db = app.get(DataSource);
  const company = new Company(randomUUID());
  company.register({ name: 'Loja Benchmark', hasAuditEnabled: true });
  const context = { companyId: null, userId: null, correlationId: randomUUID() };
  await repository.save(company, context);
  const user = new User(randomUUID());
  user.invite({
    companyId: company.id,
    name: 'Bench',
    email: EMAIL,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    isAdmin: true,
    isSuperAdmin: false,
    permissions: null,
    invitedByName: null,
  });
  await repository.save(user, context);
  await (await seedOf(app, CatalogModule, DemoCatalog)).seed();
  const carrierIds = (await db.query('SELECT id FROM carriers ORDER BY name')).map((row: { id: string }) => row.id);
  const [center] = await db.query('SELECT id FROM distribution_centers WHERE company_id = $1', [company.id]);
  console.log(`Semeando ${ORDERS.toLocaleString('pt-BR')} pedidos...`);
  await withOrderIndexesBuiltAfter(db, async () => {
    await insertOrders(db, company.id, center.id, carrierIds, 1, ORDERS, []);
    await db.query(
      `UPDATE orders SET invoice_key = '3524041234567800019555001' || lpad(substr(reference, 4), 9, '0') || '1000000000'
        WHERE company_id = $1 AND reference = ANY(SELECT 'BN-' || n FROM generate_series(1, $2::int) n)`,
      [company.id, CTES],
    );
  });
  await db.query('ANALYZE orders');
  await app.close();
}

/** The sample's sender (rem): the company's CD takes its place, so the company is a party of each CT-e. */
const SAMPLE_SENDER = '<CNPJ>23924902942209</CNPJ>';

/**
 * CTES CT-e, zips of 1,000, sent by the company's CD (`sender`); CT-e n carries the NF-e of order BN-n
 * (one in ten an NF-e of no order: it waits).
 */
function cteZips(sender: string): Buffer[] {
  const xml = readFileSync(SAMPLE, 'utf8').replace(SAMPLE_SENDER, `<CNPJ>${sender}</CNPJ>`);
  const zips: Buffer[] = [];
  for (let first = 1; first <= CTES; first += 1_000) {
    const files = [];
    for (let n = first; n < Math.min(CTES + 1, first + 1_000); n++) {
      const key = `${CTE_KEY.slice(0, 25)}${String(n).padStart(9, '0')}${CTE_KEY.slice(34)}`;
      files.push({
        name: `cte-${n}.xml`,
        content: xml.replaceAll(CTE_KEY, key).replace(NFE_KEY, n % 10 === 0 ? nfeKeyOf(ORDERS + n) : nfeKeyOf(n)),
      });
    }
    zips.push(buildZip(files));
  }
  return zips;
}

async function importRate(): Promise<void> {
  const app = await createScriptContext();
  const db = app.get(DataSource);
  const [company] = await db.query(
    `SELECT c.id, u.id AS user_id FROM companies c JOIN users u ON u.email = $1 WHERE c.name = 'Loja Benchmark'`,
    [EMAIL],
  );
  await db.query('DELETE FROM ctes WHERE company_id = $1', [company.id]);
  const uploads = app.get(UploadStore);
  const files = [];
  const [center] = await db.query(
    `SELECT address->>'federal_tax_id' AS cnpj FROM distribution_centers WHERE company_id = $1 LIMIT 1`,
    [company.id],
  );
  for (const [index, zip] of cteZips(center.cnpj).entries())
    files.push({ path: await uploads.save(company.id, `ctes-${index + 1}.zip`, Readable.from([zip])) });
  const batchId = randomUUID();
  await app.get(InvoiceBatches).create(batchId, company.id, company.user_id, files, CTE_BATCH);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  await app.get(CteImportRunner).run(batchId);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // The API's catch-up follows the log during an import; here it runs after it, so that the list is
  // not measured while a freshly started API folds the import's events.
  const drainStarted = performance.now();
  await app.get(CatchUpRunner).drain();
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  // As autovacuum would after 10,000 inserts: the tabs' counts are index-only scans, which need the visibility map.
  await db.query('VACUUM ANALYZE ctes');
  const [batch] = await db.query('SELECT total, total_success, total_error FROM batches WHERE id = $1', [batchId]);
  const [{ reconciled }] = await db.query(
    'SELECT count(*)::int AS reconciled FROM ctes WHERE company_id = $1 AND reconciled_at IS NOT NULL',
    [company.id],
  );
  console.log(
    `Importação de CT-e (1 worker, ${ORDERS.toLocaleString('pt-BR')} pedidos): ${batch.total.toLocaleString('pt-BR')} CT-e em ${seconds.toFixed(1)} s (${Math.round(batch.total / seconds)} CT-e/s), ${batch.total_success} importados, ${reconciled} conciliados, ${batch.total_error} erros, RSS máximo ${Math.round(peak / 1024 / 1024)} MB; consumidores assíncronos em dia em ${drainSeconds.toFixed(1)} s`,
  );
  await app.close();
}

if (!(await benchDatabase(serverUrl, 'despacho_bench_audit'))) await seed();
else console.log('Base despacho_bench_audit já semeada (BENCH_RESEED=1 recomeça).');
await importRate();
const { url, api } = await startBenchApi({ RUN_WORKERS: 'false' }, Number(process.env.BENCH_PORT ?? 0) || undefined);
try {
  const token = await benchLogin(url, EMAIL);
  console.log(`GET /api/ctes (${SAMPLES} chamadas cada, 20 por página):`);
  const cases: [string, Record<string, string>][] = [
    ['conciliados', {}],
    ['sem conciliação (wo=1)', { wo: '1' }],
    ['diferença acima', { 'filters[difference]': 'up' }],
    ['busca por pedido', { 'filters[reference]': 'BN-777' }],
    ['página 100', { page: '100' }],
  ];
  for (const [name, query] of cases)
    await listTimes(`${url}/api/ctes?${new URLSearchParams({ limit: '20', ...query })}`, token, name, SAMPLES, 'CT-e');
} finally {
  api.kill();
}

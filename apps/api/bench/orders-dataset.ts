// The data set of `pnpm bench:orders`, shared with `pnpm bench:dashboard`: one company ('Loja
// Benchmark', with the super admin bench-orders@despacho.test) with `orders` orders and three noise
// companies with `noise` each, seeded once per database and kept between runs (BENCH_RESEED=1
// starts again); and the NewOrder load both benchmarks put on the API.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../src/bin/app-context.js';
import { CatalogModule } from '../src/modules/catalog/index.js';
import { PricingModule } from '../src/modules/pricing/index.js';
import { DemoCatalog } from '../seed/catalog/demo-catalog.js';
import { DemoPricing } from '../seed/pricing/demo-pricing.js';
import { seedOf } from '../seed/seed-of.js';
import { Company } from '../src/modules/identity/domain/company.aggregate.js';
import { User } from '../src/modules/identity/domain/user.aggregate.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { AggregateRepository } from '../src/platform/event-store/aggregate-repository.js';
import { BENCH_PASSWORD } from './bench-api.js';
import { BENCH_PARCEL, BENCH_RECIPIENT } from './bench-order-data.js';
import { insertOrders, withOrderIndexesBuiltAfter } from './orders-seed.js';

export const BENCH_USER = 'bench-orders@despacho.test';

/** The benchmark company, its super admin and CD, three noise companies, and the orders. */
export async function seedOrdersDataset(orders: number, noise: number): Promise<void> {
  const app = await createScriptContext();
  const repository = app.get(AggregateRepository);
  const db = app.get(DataSource);
  const companies = ['Loja Benchmark', 'Ruído 1', 'Ruído 2', 'Ruído 3'].map((name) => {
    const company = new Company(randomUUID());
    company.register({ name, hasAuditEnabled: false });
    return company;
  });
  const context = { companyId: null, userId: null, correlationId: randomUUID() };
  for (const company of companies) await repository.save(company, context);
  const user = new User(randomUUID());
  user.invite({
    companyId: companies[0].id,
    name: 'Bench',
    email: BENCH_USER,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    isAdmin: true,
    isSuperAdmin: true,
    permissions: null,
    invitedByName: null,
  });
  await repository.save(user, context);
  await (await seedOf(app, CatalogModule, DemoCatalog)).seed();
  const carrierIds = (await db.query('SELECT id FROM carriers ORDER BY name')).map((row: { id: string }) => row.id);
  const pickups = Array.from({ length: 1_000 }, () => randomUUID());
  await withOrderIndexesBuiltAfter(db, async () => {
    let first = 1;
    for (const [index, company] of companies.entries()) {
      const [center] = await db.query('SELECT id FROM distribution_centers WHERE company_id = $1', [company.id]);
      const count = index === 0 ? orders : noise;
      console.log(`Semeando ${count.toLocaleString('pt-BR')} pedidos de ${companies[index].id.slice(0, 8)}...`);
      await insertOrders(db, company.id, center.id, carrierIds, first, count, pickups);
      first += count;
    }
  });
  // Vacuumed as a table in use is: the all-visible pages let the counts' index-only scans skip the heap.
  await db.query('VACUUM ANALYZE orders');
  await app.close();
}

/**
 * The demo's freight tables (all of Brazil, one per demo carrier) for every company without any, the
 * benchmark company's included: its NewOrders then run the automatic quote and are quoted, as the
 * target asks. A database seeded before gets them on its next run.
 */
export async function seedBenchFreightTables(): Promise<void> {
  const app = await createScriptContext();
  await (await seedOf(app, PricingModule, DemoPricing)).seed();
  await app.close();
}

/** A NewOrder command of run `run`, number `n` (its reference NEW-run-n is unique). */
export const newOrderBody = (run: string, n: number): string =>
  JSON.stringify({
    action: 'NewOrder',
    payload: {
      reference: `NEW-${run}-${n}`,
      from_cd_reference: 'CD1',
      invoice_number: '1',
      to_address: BENCH_RECIPIENT,
      shipments: [BENCH_PARCEL],
    },
  });

/** NewOrder through POST /api/command as fast as the API goes, for `seconds` on `connections` connections. */
export async function newOrderLoad(
  url: string,
  token: string,
  seconds: number,
  connections = 20,
): Promise<autocannon.Result> {
  let next = 0;
  const run = randomUUID().slice(0, 6);
  return autocannon({
    url: `${url}/api/command`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'x-token': token },
    requests: [{ setupRequest: (request) => ({ ...request, body: newOrderBody(run, next++) }) }],
  });
}

/**
 * The orders a measurement created (events and rows) go, so that every run measures the same
 * orders: thousands of new ones would change what the next run measures.
 */
export async function removeOrdersSince(since: Date): Promise<void> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const mine = `SELECT o.id FROM orders o JOIN companies c ON c.id = o.company_id WHERE c.name = 'Loja Benchmark' AND o.created_at >= $1`;
  const { rows } = await db.query(
    `SELECT count(*)::int AS quoted FROM orders WHERE id IN (${mine}) AND carrier_id IS NOT NULL`,
    [since],
  );
  await db.query(`DELETE FROM events WHERE stream_id IN (SELECT 'order-' || id FROM (${mine}) created)`, [since]);
  const { rowCount } = await db.query(`DELETE FROM orders WHERE id IN (${mine})`, [since]);
  await db.query('VACUUM ANALYZE orders');
  await db.end();
  console.log(
    `  (${(rowCount ?? 0).toLocaleString('pt-BR')} pedidos criados pela medição, ${rows[0].quoted.toLocaleString('pt-BR')} deles cotados, removidos)`,
  );
}

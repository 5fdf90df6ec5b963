// `pnpm bench:quote`: the quote engine and POST /api/quotations under load (issue 3's benchmark).
// A fresh database gets one company with 20 carriers, each with an active 5,000-range × 10-band
// table, and 50 freight rules; quotes go to random CEPs with 1–5 parcels.
import { randomUUID } from 'node:crypto';
import { quote, saoPauloCalendarDate } from '@despacho/domain';
import autocannon from 'autocannon';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createScriptContext } from '../bin/app-context.js';
import { DemoCatalog } from '../modules/catalog/seed/demo-catalog.js';
import { Carrier } from '../modules/catalog/domain/carrier.aggregate.js';
import { Company } from '../modules/identity/domain/company.aggregate.js';
import { User } from '../modules/identity/domain/user.aggregate.js';
import { FreightTableAggregate } from '../modules/pricing/domain/freight-table.aggregate.js';
import { PricingIndex } from '../modules/pricing/quotes/pricing-index.js';
import { createDataSource } from '../platform/database/database.provider.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { AggregateRepository } from '../platform/event-store/aggregate-repository.js';
import { BENCH_PASSWORD, benchEnvironment, benchLogin, startBenchApi } from './bench-api.js';
import { benchRules } from './bench-rules.js';
import { generatedRoutes, percentile, randomParcels, randomZip, seededRandom } from './bench-data.js';

const CARRIERS = 20;
const RANGES = 5_000;
const ENGINE_CALLS = 20_000;
const STEADY_RATE = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const serverUrl = benchEnvironment('despacho_bench');

const ms = (n: number) => `${n.toFixed(3)} ms`;

async function freshDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS despacho_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE despacho_bench');
  await admin.end();
  const db = await createDataSource({ databaseUrl: process.env.DATABASE_URL! }).initialize();
  await db.runMigrations({ transaction: 'all' });
  await db.destroy();
}

/** The company, its super admin, CD, 20 carriers and their active tables, through the aggregates. */
async function seed(): Promise<{ companyId: string; email: string }> {
  const app = await createScriptContext();
  const repository = app.get(AggregateRepository);
  const random = seededRandom(42);
  const company = new Company(randomUUID());
  company.register({ name: 'Loja Benchmark', hasAuditEnabled: false });
  const context = { companyId: company.id, userId: null, correlationId: randomUUID() };
  await repository.save(company, context);
  const user = new User(randomUUID());
  const email = 'bench@despacho.test';
  user.invite({ companyId: company.id, name: 'Bench', email, passwordHash: await hashPassword(BENCH_PASSWORD), isAdmin: true, isSuperAdmin: true, permissions: null, invitedByName: null });
  await repository.save(user, context);
  await app.get(DemoCatalog).seed(); // the shared carriers and a CD for the company
  for (let i = 0; i < CARRIERS - 6; i++) {
    const carrier = new Carrier(randomUUID());
    carrier.register({ company_id: company.id, name: `Transportadora ${i + 7}`, canonical_name: `bench-${i + 7}`, federal_tax_id: null, state_tax_id: null, image: null, city: 'São Paulo', state: 'SP', phone: null });
    await repository.save(carrier, context);
  }
  const [{ ids }] = await app.get(DataSource).query('SELECT array_agg(id) AS ids FROM carriers');
  for (const carrierId of ids as string[]) {
    const table = new FreightTableAggregate(randomUUID());
    table.import({ company_id: company.id, carrier_id: carrierId, name: `Tabela ${carrierId.slice(0, 4)}`, origin: 'SP', modal: 'rodo', distribution_center_ids: [], cubage: 300, apply_icms: true, readjustment_percent: 0, version: 3, routes: generatedRoutes(RANGES, random) });
    table.setActive(company.id, true);
    await repository.save(table, context);
  }
  await app.close();
  return { companyId: company.id, email };
}

function engineBench(pricing: Awaited<ReturnType<PricingIndex['forCompany']>>): void {
  const random = seededRandom(7);
  const today = saoPauloCalendarDate(new Date());
  const call = () =>
    quote({ zip: randomZip(random), parcels: randomParcels(random), tables: pricing.tables, rules: pricing.rules, today, channelId: null, distributionCenterId: pricing.centers[0].id, expeditionDays: 0, skuDeadlineDays: 0, pickupDeadlineDays: 0 });
  for (let i = 0; i < 2_000; i++) call();
  const samples: number[] = [];
  let quotes = 0;
  for (let i = 0; i < ENGINE_CALLS; i++) {
    const start = process.hrtime.bigint();
    quotes += call().length;
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  console.log(`motor (${ENGINE_CALLS} chamadas, ${pricing.tables.length} tabelas, ${pricing.rules.length} regras, ${(quotes / ENGINE_CALLS).toFixed(1)} cotações/chamada):`);
  console.log(`  p50 ${ms(percentile(samples, 50))}  p99 ${ms(percentile(samples, 99))}  máx ${ms(samples[samples.length - 1])}`);
}

function quoteBodies(count: number): string[] {
  const random = seededRandom(11);
  return Array.from({ length: count }, () =>
    JSON.stringify({
      to: String(randomZip(random)).padStart(8, '0'),
      parcels: randomParcels(random).map((p) => ({ reference: p.reference, width: p.width, height: p.height, length: p.length, weight: p.weight, quantity: p.quantity, cargo_value: p.cargoValue })),
    }),
  );
}

async function httpLoad(url: string, token: string, options: { connections: number; overallRate?: number }) {
  const bodies = quoteBodies(5_000);
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/quotations`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    duration: SECONDS,
    ...options,
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  });
  const errors = result.non2xx + result.errors;
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} pedidos, ${errors} erros`;
}

async function malformed(url: string, token: string): Promise<void> {
  const cases: [string, string][] = [
    ['CEP inválido', JSON.stringify({ to: '123', parcels: [{ width: 0.1, height: 0.1, length: 0.1, weight: 1 }] })],
    ['peso negativo', JSON.stringify({ to: '01310100', parcels: [{ width: 0.1, height: 0.1, length: 0.1, weight: -1 }] })],
    ['peso NaN', JSON.stringify({ to: '01310100', parcels: [{ width: 0.1, height: 0.1, length: 0.1, weight: 'NaN' }] })],
    ['101 volumes', JSON.stringify({ to: '01310100', parcels: Array.from({ length: 101 }, () => ({ width: 0.1, height: 0.1, length: 0.1, weight: 1 })) })],
    ['corpo de 2 MB', JSON.stringify({ to: '01310100', parcels: [], pad: 'x'.repeat(2 * 1024 * 1024) })],
    ['JSON quebrado', '{"to": "01310100", "parcels": ['],
  ];
  console.log('entradas malformadas (20 vezes cada):');
  for (const [name, body] of cases) {
    const samples: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const start = performance.now();
      const response = await fetch(`${url}/api/quotations`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-token': token }, body });
      await response.arrayBuffer();
      samples.push(performance.now() - start);
      statuses.add(response.status);
    }
    samples.sort((x, y) => x - y);
    console.log(`  ${name}: HTTP ${[...statuses].join('/')}, p50 ${ms(percentile(samples, 50))}, máx ${ms(samples[samples.length - 1])}`);
  }
}

await freshDatabase();
console.log(`Semeando ${CARRIERS} transportadoras × ${RANGES} faixas × 10 bandas...`);
const { companyId, email } = await seed();
const { url, api } = await startBenchApi({ QUEUE_PREFIX: 'bench' });
try {
  const token = await benchLogin(url, email);
  await benchRules(url, token);

  const context = await createScriptContext();
  engineBench(await context.get(PricingIndex).forCompany(companyId));
  await context.close();

  await httpLoad(url, token, { connections: 10, overallRate: 200 }); // warm-up: compiles the index, JIT
  console.log(`HTTP POST /api/quotations a ${STEADY_RATE} req/s (${SECONDS} s): ${await httpLoad(url, token, { connections: 20, overallRate: STEADY_RATE })}`);
  console.log(`HTTP POST /api/quotations saturado (50 conexões, ${SECONDS} s): ${await httpLoad(url, token, { connections: 50 })}`);
  await malformed(url, token);
} finally {
  api.kill();
}

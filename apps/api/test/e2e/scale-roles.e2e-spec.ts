import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { fixture, SAMPLES } from '../../src/modules/orders/domain/nfe/nfe-fixtures.spec-helper.js';
import { startLocalS3, type LocalS3 } from '../support/s3-server.js';
import {
  givenCarrier,
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Two API-only and two worker-only applications on one database, one Redis (one queue prefix) and
 * one S3 server: the in-process twin of `pnpm scale:demo` (which also kills a worker process).
 */
describe('APP_ROLE: API replicas and workers share nothing but PostgreSQL, Redis and the storage', () => {
  let s3: LocalS3;
  const apps: TestApp[] = [];
  let api1: TestApp;
  let api2: TestApp;
  let company: string;
  let token: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    const shared = { storage: s3.config(`scale-${randomUUID()}`), queuePrefix: `test-scale-${randomUUID()}` };
    // Each app gets its own empty UPLOAD_DIR from startTestApp: a file only in one would not be found.
    for (const role of ['api', 'api', 'worker', 'worker'] as const) {
      const worker = role === 'worker';
      apps.push(
        await startTestApp({
          ...shared,
          role,
          runWorkers: worker,
          catchUpIntervalMs: worker ? 50 : 0,
          jobLockMs: 5000,
        }),
      );
    }
    [api1, api2] = apps;
    company = await givenCompany(api1);
    await givenCarrierCoveringBrazil(api1, company);
    await givenDistributionCenter(api1, company, 'CD1');
    token = await tokenFor(api1, await givenUser(api1, company, { isAdmin: true }));
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await s3?.stop();
  });

  it('imports on a worker the NF-e uploaded through API 1, and API 2 reads the order and the file', async () => {
    const uploaded = await api1
      .http()
      .post('/api/upload')
      .set('X-Token', token)
      .attach('file', fixture(SAMPLES.cpfRecipient), { filename: 'nota.xml' });
    expect(uploaded.status).toBe(200);
    const sent = await api1
      .http()
      .post('/api/command')
      .set('X-Token', token)
      .send({ action: 'CreateOrdersFromInvoices', payload: { invoices: [{ path: uploaded.body.path }] } });
    expect(sent.status).toBe(200);
    const batchOnApi2 = async () =>
      (await api2.http().get('/api/batches').query({ type: 1 }).set('X-Token', token)).body.data.find(
        (b: { id: string }) => b.id === sent.body.id,
      );
    await expect.poll(async () => (await batchOnApi2())?.status, { timeout: 15_000, interval: 100 }).toBe('done');
    expect((await batchOnApi2()).totals).toMatchObject({ total: 1, total_success: 1, total_error: 0 });

    const orders = (await api2.http().get('/api/orders').set('X-Token', token)).body.data;
    expect(orders.map((o: { invoice_key: string }) => o.invoice_key)).toEqual([
      '35180834128745000152550010000474281920007498',
    ]);
    const file = await api2
      .http()
      .get('/api/download')
      .query({ url: 1, path: uploaded.body.path })
      .set('X-Token', token)
      .buffer(true);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.body).equals(fixture(SAMPLES.cpfRecipient))).toBe(true);
    const stranger = await tokenFor(api1, await givenUser(api1, await givenCompany(api1), { isAdmin: true }));
    expect(
      (await api2.http().get('/api/download').query({ url: 1, path: uploaded.body.path }).set('X-Token', stranger))
        .status,
    ).toBe(404);
  });

  it('changes the next quote on API 1 when a freight table is activated through API 2', async () => {
    const carrier = await givenCarrier(api2);
    const table = await givenFreightTable(
      api2,
      company,
      carrier.id,
      'cep_inicial;cep_final;uf;regiao;prazo;ate_100kg;excedente_kg\n30000000;31999999;MG;CAPITAL;2;7,77;0,10',
      { active: false },
    );
    const quote = async () =>
      (
        await api1
          .http()
          .post('/api/quotations')
          .set('X-Token', token)
          .send({
            to: '30411123',
            parcels: [{ width: 0.2, height: 0.2, length: 0.2, weight: 5, quantity: 1, cargo_value: 100 }],
          })
      ).body.data.map((line: { estimated_cost: number }) => line.estimated_cost);
    expect(await quote()).not.toContain(7.77); // compiled and cached on API 1
    expect(
      (
        await api2
          .http()
          .post('/api/command')
          .set('X-Token', token)
          .send({ action: 'ActiveTable', payload: { id: table, version: 3 } })
      ).status,
    ).toBe(200);
    await expect.poll(quote, { timeout: 2000, interval: 20 }).toContain(7.77);
  });

  it('projects every event once although both workers follow the log', async () => {
    const db = api1.app.get(DataSource);
    const [{ head }] = await db.query('SELECT max(position)::text AS head FROM events');
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `SELECT bool_and(position >= $1) AS caught FROM projection_checkpoints WHERE name LIKE 'projection:%' OR name = 'relay'`,
              [head],
            )
          )[0].caught,
        {
          timeout: 15_000,
          interval: 100,
        },
      )
      .toBe(true);
    const [{ orders }] = await db.query('SELECT count(*)::int AS orders FROM orders WHERE company_id = $1', [company]);
    const [{ counted }] = await db.query(
      'SELECT coalesce(sum(orders), 0)::int AS counted FROM dashboard_daily WHERE company_id = $1',
      [company],
    );
    expect({ orders, counted }).toEqual({ orders: 1, counted: 1 });
  });
});

import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, SAMPLES } from '../../src/modules/orders/domain/nfe/nfe-fixtures.spec-helper.js';
import { CarrierLinkTokens } from '../../src/modules/pickups/adapters/carrier-link-tokens.js';
import { ProjectionRebuilder } from '../../src/platform/event-store/projection-rebuilder.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('short numbers per company: pickups and NF-e batches', () => {
  let test: TestApp;
  let companyA: string;
  let userA: string;
  let userB: string;
  let carrier: { id: string };
  let sequence = 0;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string, query: Record<string, string | number> = {}) =>
    test.http().get(path).query(query).set('X-Token', token);
  /** An order awaiting acceptance with the carrier, from the given CD. */
  const newOrder = async (token: string, cd = 'CD1') => {
    const reference = `NUM-${++sequence}`;
    const response = await command(
      token,
      'NewOrder',
      orderPayload({ reference, invoice_number: `7${sequence}`, carrier_id: carrier.id, from_cd_reference: cd }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { id: response.body.id as string, reference };
  };
  const references = async (token: string, query: Record<string, string>) => {
    const response = await get(token, '/api/orders', { limit: 200, ...query });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.map((o: { reference: string }) => o.reference).sort();
  };

  beforeAll(async () => {
    test = await startTestApp();
    companyA = await givenCompany(test);
    const companyB = await givenCompany(test);
    await givenDistributionCenter(test, companyA, 'CD1');
    await givenDistributionCenter(test, companyA, 'CD2');
    await givenDistributionCenter(test, companyB, 'CD1');
    carrier = await givenCarrier(test);
    userA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['orders', 'pickups', 'settings'] }));
    userB = await tokenFor(test, await givenUser(test, companyB, { permissions: ['orders', 'pickups'] }));
  });
  afterAll(() => test.close());

  it('numbers each company’s pickups 1, 2, 3 and names them by number in lists, orders, the carrier page and the romaneio', async () => {
    const [a1, a2] = [await newOrder(userA, 'CD1'), await newOrder(userA, 'CD2')];
    const two = await command(userA, 'NewPickup', { order_ids: [a1.id, a2.id] });
    expect(two.body.numbers).toEqual([1, 2]);
    const b1 = await newOrder(userB);
    const theirs = await command(userB, 'NewPickup', { order_ids: [b1.id] });
    expect(theirs.body.numbers).toEqual([1]);
    const a3 = await newOrder(userA);
    const third = await command(userA, 'NewPickup', { order_ids: [a3.id] });
    expect(third.body.numbers).toEqual([3]);

    const listed = (await get(userA, '/api/pickups')).body.data;
    expect(listed.map((p: { number: number }) => p.number).sort()).toEqual([1, 2, 3]);
    expect((await get(userA, `/api/pickups/${third.body.id}`)).body.number).toBe(3);
    const order = (await get(userA, `/api/orders/${a1.id}`)).body;
    expect(order.pickup_id).toBe(two.body.ids[two.body.numbers.indexOf(order.pickup_number)]);
    expect((await get(userA, '/api/orders', { 'filters[reference]': a3.reference })).body.data[0].pickup_number).toBe(
      3,
    );

    // The orders of a pickup by its number or its id; a number is the caller's company's only.
    expect(await references(userA, { 'filters[pickup_id]': String(order.pickup_number) })).toEqual([a1.reference]);
    expect(await references(userA, { 'filters[pickup_id]': order.pickup_id })).toEqual([a1.reference]);
    expect(await references(userB, { 'filters[pickup_id]': '1' })).toEqual([b1.reference]);
    expect(await references(userA, { 'filters[pickup_id]': '99' })).toEqual([]);
    const bad = await get(userA, '/api/orders', { 'filters[pickup_id]': 'coleta-1' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Coleta inválida: informe o número ou o id da coleta.']);

    const again = await command(userA, 'NewPickup', { order_ids: [a3.id] });
    expect([again.status, again.body.message]).toEqual([409, `O pedido ${a3.reference} já está na coleta 3.`]);

    const token = await test.app.get(CarrierLinkTokens).sign({ carrierId: carrier.id, companyId: companyA });
    const page = (await test.http().get('/api/carrier-pickups').query({ token })).body;
    const onPage = page.distribution_center
      .flatMap((c: { pickups: { number: number }[] }) => c.pickups.map((p) => p.number))
      .sort();
    expect(onPage).toEqual([1, 2, 3]);
    const confirmed = await test
      .http()
      .post('/api/carrier-pickups')
      .query({ token })
      .send({ pickup_ids: [third.body.id], pickup_date: '2026-12-01' });
    expect(confirmed.status).toBe(200);
    const replay = await test
      .http()
      .post('/api/carrier-pickups')
      .query({ token })
      .send({ pickup_ids: [third.body.id], pickup_date: '2026-12-02' });
    expect(replay.body.message).toBe('A coleta 3 já foi confirmada para o dia 01/12/2026.');

    const pdf = await get(userA, `/api/reports/pickup/${third.body.id}`).buffer(true);
    expect(pdf.headers['content-disposition']).toContain('filename="romaneio-coleta-3.pdf"');
  });

  it('gives 20 parallel pickup requests distinct numbers, and a rebuild gives every pickup its number again', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await newOrder(userB));
    const requests = await Promise.all(orders.map((order) => command(userB, 'NewPickup', { order_ids: [order.id] })));
    expect(requests.map((r) => r.status)).toEqual(requests.map(() => 200));
    expect(requests.map((r) => r.body.numbers[0]).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );

    const db = test.app.get(DataSource);
    const numbers = () => db.query('SELECT id, company_id, number FROM pickups ORDER BY id');
    const live = await numbers();
    await test.app.get(ProjectionRebuilder).rebuild();
    expect(await numbers()).toEqual(live);
  });

  it('accepts 50 parallel NF-e imports of one company, numbered 1 to 50', async () => {
    const companyC = await givenCompany(test);
    await givenDistributionCenter(test, companyC, 'CD1');
    const userC = await tokenFor(test, await givenUser(test, companyC, { permissions: ['orders'] }));
    const paths: string[] = [];
    for (let i = 0; i < 50; i++) {
      const uploaded = await test
        .http()
        .post('/api/upload')
        .set('X-Token', userC)
        .attach('file', fixture(SAMPLES.cpfRecipient), { filename: `nota-${i}.xml` });
      paths.push(uploaded.body.path);
    }
    const sent = await Promise.all(
      paths.map((path) => command(userC, 'CreateOrdersFromInvoices', { invoices: [{ path }] })),
    );
    expect(sent.map((r) => r.status)).toEqual(sent.map(() => 200));
    expect(sent.map((r) => r.body.batch).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const listed = (await get(userC, '/api/batches', { type: 1, limit: 100 })).body;
    expect(listed.total).toBe(50);
  });

  it('reads an empty filter as no filter on every list', async () => {
    const all = (await get(userA, '/api/orders', { limit: 200 })).body;
    const emptied = await get(userA, '/api/orders', {
      limit: 200,
      'filters[pickup_id]': '',
      'filters[carrier]': '',
      'filters[status]': '',
    });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    expect(emptied.body.total).toBe(all.total);
    for (const [path, filters] of [
      ['/api/pickups', { 'filters[status]': '', 'filters[carrier]': '', 'filters[company_id]': '' }],
      ['/api/products', { 'filters[id]': '', 'filters[without_origin]': '' }],
    ] as const) {
      const response = await get(userA, path, filters);
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
    }
  });
});

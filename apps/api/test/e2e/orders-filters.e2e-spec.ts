import { addCalendarDays, saoPauloCalendarDate } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('orders list: deadline, alerts, drop-shipping, period and company filters', () => {
  let test: TestApp;
  let user: string;
  let admin: string;
  let superAdmin: string;
  let companyB: string;
  const today = saoPauloCalendarDate(new Date());
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const references = async (token: string, query: Record<string, string>) => {
    const response = await test
      .http()
      .get('/api/orders')
      .query({ limit: 200, ...query })
      .set('X-Token', token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.map((o: { reference: string }) => o.reference).sort();
  };
  let carrierA: string;
  /** With the carrier and price already chosen (no quote): the deadline is the one given, or none. */
  const create = async (reference: string, over: Record<string, unknown> = {}) => {
    const response = await command(
      user,
      'NewOrder',
      orderPayload({ reference, invoice_number: '1', carrier_id: carrierA, estimated_cost: 30, ...over }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id as string;
  };

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    companyB = await givenCompany(test);
    carrierA = await givenCarrierCoveringBrazil(test, a);
    await givenCarrierCoveringBrazil(test, companyB);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, a, 'CD2');
    await givenDistributionCenter(test, companyB, 'CD1');
    user = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));
    admin = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    superAdmin = await tokenFor(test, await givenUser(test, a, { isSuperAdmin: true }));
    const userB = await tokenFor(test, await givenUser(test, companyB, { permissions: ['orders'] }));
    expect((await command(userB, 'NewOrder', orderPayload({ reference: 'B-1' }))).status).toBe(200);

    await create('LATE-OPEN', { deadline: addCalendarDays(today, -1) });
    const dueToday = await create('DUE-TODAY', { deadline: today });
    await create('EARLY', { deadline: addCalendarDays(today, 1) });
    await create('LATE-DONE', { deadline: addCalendarDays(today, -2) });
    await create('NO-DEADLINE');
    for (const reference of ['EARLY', 'LATE-DONE'])
      expect((await command(admin, 'Deliver', { reference })).status).toBe(200);
    await command(superAdmin, 'RegisterTracking', {
      order_id: dueToday,
      code: '123',
      description: 'Extravio',
      occurred_at: new Date().toISOString(),
      alert_type: null,
    });
    const shipment = orderPayload().shipments[0];
    await create('DROP', {
      from_cd_reference: undefined,
      multi_origin: true,
      shipments: [
        { ...shipment, from_cd_reference: 'CD1' },
        { ...shipment, from_cd_reference: 'CD2' },
      ],
    });
  });
  afterAll(() => test.close());

  it('filters by deadline exactly as the domain defines it', async () => {
    expect(await references(user, { 'filters[deadline]': 'delayed' })).toEqual(['LATE-OPEN']);
    expect(await references(user, { 'filters[deadline]': 'today' })).toEqual(['DUE-TODAY']);
    expect(await references(user, { 'filters[deadline]': 'delivered_early' })).toEqual(['EARLY']);
    expect(await references(user, { 'filters[deadline]': 'delivered_late' })).toEqual(['LATE-DONE']);
    const bad = await test.http().get('/api/orders').query({ 'filters[deadline]': 'soon' }).set('X-Token', user);
    expect([bad.status, bad.body.message]).toEqual([
      400,
      'Prazo inválido: use delayed, today, delivered_early ou delivered_late.',
    ]);
  });

  it('filters by alert type or any alert, and by drop-shipping', async () => {
    expect(await references(user, { 'filters[alerts]': '2' })).toEqual(['DUE-TODAY']);
    expect(await references(user, { 'filters[alerts]': '99' })).toEqual(['DUE-TODAY']);
    expect(await references(user, { 'filters[alerts]': '1' })).toEqual([]);
    expect(await references(user, { 'filters[split_drop_shipping]': '1' })).toEqual(['DROP']);
    expect(await references(user, { 'filters[split_drop_shipping]': '0' })).not.toContain('DROP');
  });

  it('takes the period (date_start, date_end) as days of creation and counts what matched', async () => {
    expect(await references(user, { date_start: today, date_end: today })).toHaveLength(6);
    expect(await references(user, { date_end: addCalendarDays(today, -1) })).toEqual([]);
    const page = (await test.http().get('/api/orders').query({ limit: 10 }).set('X-Token', user)).body;
    expect([page.total, page.total_capped]).toEqual([6, false]);
  });

  it('gives a later page as that slice of the whole list, newest first, filtered or not', async () => {
    const inOrder = async (query: Record<string, string | number>) =>
      (await test.http().get('/api/orders').query(query).set('X-Token', user)).body.data.map(
        (o: { reference: string }) => o.reference,
      );
    const all = await inOrder({ limit: 200 });
    expect(all.length).toBeGreaterThan(4);
    expect(await inOrder({ limit: 2, page: 2 })).toEqual(all.slice(2, 4));
    const notDrop = all.filter((reference: string) => reference !== 'DROP');
    expect(await inOrder({ limit: 2, page: 2, 'filters[split_drop_shipping]': '0' })).toEqual(notDrop.slice(2, 4));
  });

  it("lets only operations (super admins) list another company's orders", async () => {
    const refused = await test
      .http()
      .get('/api/orders')
      .query({ 'filters[company_id]': companyB })
      .set('X-Token', admin);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'Apenas a equipe de operações vê pedidos de outras empresas.',
    ]);
    expect(await references(superAdmin, { 'filters[company_id]': companyB })).toEqual(['B-1']);
    expect(await references(user, {})).not.toContain('B-1');
  });
});

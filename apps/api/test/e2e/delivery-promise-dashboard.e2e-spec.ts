import { addCalendarDays, saoPauloCalendarDate } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LanePromises } from '../../src/modules/delivery-promise/queries/lanes/lane-promises.js';
import { drainUntilCaughtUp } from '../support/catch-up.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Deliveries made through the API, learned by the async projection, read by the dashboard and LanePromises. */
describe('delivery promise: dashboard and lane promises', () => {
  let test: TestApp;
  let a: string;
  let adminA: string;
  let adminB: string;
  let ordersOnly: string;
  let superA: string;
  let superB: string;
  let x: string;
  let y: string;
  const today = saoPauloCalendarDate(new Date());
  const command = async (token: string, action: string, payload: object) => {
    const response = await test.http().post('/api/command').set('X-Token', token).send({ action, payload });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const get = (token: string, query: Record<string, string> = {}) =>
    test.http().get('/api/dashboard/delivery-promise').set('X-Token', token).query(query);
  /** An order of `carrier` promised for `deadline`, collected ('Coletado', 202) when said, then delivered. */
  const deliver = async (
    token: string,
    staff: string,
    reference: string,
    carrier: string,
    deadline: string,
    collected = true,
  ) => {
    const { id } = await command(
      token,
      'NewOrder',
      orderPayload({ reference, invoice_number: reference, carrier_id: carrier, deadline }),
    );
    if (collected)
      await command(staff, 'RegisterTracking', {
        order_id: id,
        code: '202',
        description: 'Coletado',
        occurred_at: new Date().toISOString(),
        source: 'manual',
      });
    await command(token, 'Deliver', { reference });
  };
  const lane = (carrierId: string) => ({
    carrierId,
    fromZip: '01310100',
    toZip: '22021001',
    fromState: 'SP',
    toState: 'RJ',
  });

  beforeAll(async () => {
    test = await startTestApp();
    a = await givenCompany(test);
    const b = await givenCompany(test);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, b, 'CD1');
    [x, y] = [(await givenCarrier(test)).id, (await givenCarrier(test)).id];
    adminA = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    adminB = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    ordersOnly = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));
    superA = await tokenFor(test, await givenUser(test, a, { isSuperAdmin: true }));
    superB = await tokenFor(test, await givenUser(test, b, { isSuperAdmin: true }));
    await deliver(adminA, superA, 'P-1', x, addCalendarDays(today, 7));
    await deliver(adminA, superA, 'P-2', x, addCalendarDays(today, -3));
    await deliver(adminA, superA, 'P-3', y, addCalendarDays(today, 7));
    await deliver(adminA, superA, 'P-4', y, addCalendarDays(today, 7), false); // never collected: nothing to learn
    await deliver(adminB, superB, 'P-B', x, addCalendarDays(today, -3));
    await drainUntilCaughtUp(test);
  });
  afterAll(() => test.close());

  it('answers the hit rate and the real p50/p95 per carrier and per destination state, the caller’s company only', async () => {
    const { status, body } = await get(adminA);
    expect(status).toBe(200);
    const byCarrier = new Map(body.carriers.map((row: { carrier: { id: string } }) => [row.carrier.id, row]));
    expect(byCarrier.size).toBe(2);
    expect(byCarrier.get(x)).toMatchObject({ delivered: 2, on_time: 1, late: 1, hit_rate: 50, p50: 0, p80: 0, p95: 0 });
    expect(byCarrier.get(y)).toMatchObject({ delivered: 1, on_time: 1, late: 0, hit_rate: 100, p50: 0, p95: 0 });
    expect(body.states).toEqual([
      {
        state: 'RJ',
        delivered: 3,
        on_time: 2,
        late: 1,
        hit_rate: 66.7,
        deadline_avg: expect.any(Number),
        p50: 0,
        p80: 0,
        p95: 0,
      },
    ]);
    const ofB = (await get(adminB)).body;
    expect(ofB.carriers).toMatchObject([{ carrier: { id: x }, delivered: 1, on_time: 0, late: 1, hit_rate: 0 }]);
  });

  it('filters by carrier; refuses a bad carrier id in pt-BR and a user without the dashboard area', async () => {
    const { body } = await get(adminA, { carrier: y });
    expect(body.carriers.map((row: { carrier: { id: string } }) => row.carrier.id)).toEqual([y]);
    expect(body.states).toMatchObject([{ state: 'RJ', delivered: 1 }]);
    const bad = await get(adminA, { carrier: 'nao-e-id' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Transportadora inválida.');
    expect((await get(ordersOnly)).status).toBe(403);
  });

  it('LanePromises answers the most specific lane with enough deliveries, and learns a new delivery', async () => {
    const lanes = test.app.get(LanePromises);
    expect(await lanes.forLane(a, lane(x), 90, 2)).toEqual({
      days: 0,
      confidence: 90,
      samples: 2,
      level: 'cep5',
      p50: 0,
      p80: 0,
      p95: 0,
      on_time_rate: 0.5,
    });
    expect(await lanes.forLane(a, lane(x), 90, 3)).toBeNull();
    expect(await lanes.forLane(a, { ...lane(x), toZip: '22099000' }, 90, 2)).toMatchObject({
      level: 'cep3',
      samples: 2,
    });
    expect(await lanes.forLane(a, { ...lane(x), toZip: '28990000' }, 90, 2)).toMatchObject({ level: 'uf', samples: 2 });
    await deliver(adminA, superA, 'P-5', x, addCalendarDays(today, 7));
    await drainUntilCaughtUp(test);
    // The projection's NOTIFY drops the cached company on every instance.
    await vi.waitFor(async () => expect(await lanes.forLane(a, lane(x), 90, 3)).toMatchObject({ samples: 3 }), {
      timeout: 10_000,
    });
  });
});

import { addCalendarDays, saoPauloCalendarDate } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatchUpRunner } from '../../src/platform/event-store/catch-up-runner.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('dashboard', () => {
  let test: TestApp;
  let adminA: string;
  let adminB: string;
  let ordersOnly: string;
  let x: string;
  let y: string;
  const today = saoPauloCalendarDate(new Date());
  const command = (token: string, action: string, payload: object) => test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string, query: Record<string, string> = {}) => test.http().get(`/api/${path}`).set('X-Token', token).query(query);
  const newOrder = async (token: string, payload: Record<string, unknown>) => {
    const response = await command(token, 'NewOrder', orderPayload(payload));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id as string;
  };

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, b, 'CD1');
    [x, y] = [(await givenCarrier(test)).id, (await givenCarrier(test)).id];
    adminA = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    adminB = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    ordersOnly = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));

    // A: X delivered on time and rated 4; X awaiting invoice; Y delivered late; Y cancelled; one without carrier or freight (awaiting a quote).
    const onTime = await newOrder(adminA, { reference: 'DASH-1', invoice_number: '1', carrier_id: x, estimated_cost: 30, deadline: addCalendarDays(today, 5) });
    await newOrder(adminA, { reference: 'DASH-2', carrier_id: x, estimated_cost: 20 });
    await newOrder(adminA, { reference: 'DASH-3', invoice_number: '3', carrier_id: y, estimated_cost: 10, deadline: addCalendarDays(today, -1) });
    await newOrder(adminA, { reference: 'DASH-4', invoice_number: '4', carrier_id: y, estimated_cost: 15 });
    await newOrder(adminA, { reference: 'DASH-5', invoice_number: '5' });
    await command(adminA, 'Deliver', { reference: 'DASH-1' });
    await command(adminA, 'Deliver', { reference: 'DASH-3' });
    await command(adminA, 'CancelShipment', { reference: 'DASH-4' });
    const { rating_path } = (await get(adminA, `orders/${onTime}`)).body;
    const rated = await test.http().post('/api/public/rate-delivery').send({ token: rating_path.split('/')[3], review: { rate: 4 } });
    expect(rated.status).toBe(200);
    // B: an order of the same carrier that A must never count.
    await newOrder(adminB, { reference: 'DASH-B', invoice_number: '9', carrier_id: x, estimated_cost: 999, deadline: today });
    await command(adminB, 'Deliver', { reference: 'DASH-B' });
    await test.app.get(CatchUpRunner).drain();
  });
  afterAll(() => test.close());

  it('sums the cards of the last 30 days: confirmed vs awaiting invoice, freight, ticket, shipments, reviews', async () => {
    const { status, body } = await get(adminA, 'dashboard');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      orders_confirmed: 3,
      orders_awaiting_invoice: 1,
      amount_freight: 60,
      amount_freight_ticket: 20,
      shipments_confirmed: 2,
      review_counter: { total: 1, average: 4 },
    });
    expect(body.shipments_per_day).toHaveLength(30);
    expect(body.shipments_per_day[0].date).toBe(addCalendarDays(today, -29));
    expect(body.shipments_per_day.at(-1)).toEqual({ date: today, total: 4 });
    expect(body.shipments_per_day.slice(0, -1).every((day: { total: number }) => day.total === 0)).toBe(true);
  });

  it('filters by carriers and by period', async () => {
    expect((await get(adminA, 'dashboard', { carrier: y })).body).toMatchObject({ orders_confirmed: 1, orders_awaiting_invoice: 0, amount_freight: 10, amount_freight_ticket: 10 });
    expect((await get(adminA, 'dashboard', { carrier: `${x},${y}` })).body).toMatchObject({ orders_confirmed: 2, amount_freight: 60 });
    const past = await get(adminA, 'dashboard', { date_start: '2026-01-01', date_end: '2026-01-31' });
    expect(past.body).toMatchObject({ orders_confirmed: 0, amount_freight: 0, amount_freight_ticket: 0, review_counter: { total: 0, average: 0 } });
    expect(past.body.shipments_per_day).toHaveLength(31);
  });

  it('counts orders by status and each carrier’s share', async () => {
    const { body } = await get(adminA, 'dashboard/order-status');
    expect(body.orders).toEqual([
      { status: { id: 1, description: 'Aguardando Nota' }, total: 1 },
      { status: { id: 5, description: 'Entregue' }, total: 2 },
      { status: { id: 9, description: 'Cancelado' }, total: 1 },
      // No carrier covers DASH-5: it awaits a quote.
      { status: { id: 12, description: 'Aguardando Cotação' }, total: 1 },
    ]);
    expect(body.by_carrier.map((c: { carrier: { id: string }; total: number; amount_freight: number }) => [c.carrier.id, c.total, c.amount_freight])).toEqual([
      [x, 2, 50],
      [y, 1, 10],
    ]);
    expect(body.percentage_by_carrier.map((c: { carrier: { id: string }; percentage: number }) => [c.carrier.id, c.percentage])).toEqual([[x, 66.7], [y, 33.3]]);
  });

  it('answers deliveries on time and the average days per carrier and per state', async () => {
    const { body } = await get(adminA, 'dashboard/carriers-sla');
    const byCarrier = (rows: { carrier: { id: string } }[]) => Object.fromEntries(rows.map(({ carrier, ...rest }) => [carrier.id, rest]));
    expect(byCarrier(body.sla)).toEqual({ [x]: { delivered: 1, on_time: 1, late: 0, percentage: 100 }, [y]: { delivered: 1, on_time: 0, late: 1, percentage: 0 } });
    expect(byCarrier(body.deadline_avg)).toEqual({ [x]: { average: 0 }, [y]: { average: 0 } });
    expect(body.states).toEqual([{ state: 'RJ', delivered: 2, on_time: 1, late: 1, percentage: 50, deadline_avg: 0 }]);
  });

  it("never shows another company's figures, even for a shared carrier", async () => {
    expect((await get(adminB, 'dashboard', { carrier: x })).body).toMatchObject({ orders_confirmed: 1, amount_freight: 999, review_counter: { total: 0 } });
    expect((await get(adminB, 'dashboard/order-status')).body.orders).toEqual([{ status: { id: 5, description: 'Entregue' }, total: 1 }]);
    expect((await get(adminB, 'dashboard/carriers-sla')).body.sla).toEqual([expect.objectContaining({ delivered: 1, on_time: 1 })]);
    expect((await get(adminA, 'dashboard', { carrier: x })).body.amount_freight).toBe(50);
  });

  it('refuses bad filters in pt-BR, and users without the dashboard area', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const response = await get(adminA, 'dashboard', query);
      expect([response.status, response.body.message]).toEqual([400, message]);
    };
    await refused({ date_start: '2026-02-10', date_end: '2026-02-01' }, 'A data inicial deve ser anterior ou igual à data final.');
    await refused({ date_start: '2026-02-30' }, 'Data inicial inválida: use AAAA-MM-DD.');
    await refused({ date_start: '2024-01-01', date_end: '2026-01-01' }, 'O período pode ter no máximo 366 dias.');
    await refused({ carrier: 'abc' }, 'Transportadora inválida.');
    for (const path of ['dashboard', 'dashboard/order-status', 'dashboard/carriers-sla']) {
      expect((await get(ordersOnly, path)).status).toBe(403);
      expect((await test.http().get(`/api/${path}`)).status).toBe(401);
    }
  });
});

import { addCalendarDays, saoPauloCalendarDate } from '@despacho/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainUntilCaughtUp } from '../support/catch-up.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('dashboard', () => {
  let test: TestApp;
  let adminA: string;
  let adminB: string;
  let ordersOnly: string;
  let superA: string;
  let superB: string;
  let x: string;
  let y: string;
  const today = saoPauloCalendarDate(new Date());
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string, query: Record<string, string> = {}) =>
    test.http().get(`/api/${path}`).set('X-Token', token).query(query);
  const newOrder = async (token: string, payload: Record<string, unknown>) => {
    const response = await command(token, 'NewOrder', orderPayload(payload));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id as string;
  };
  /** The recipient rates the delivered order through the link the order's detail gives its merchant. */
  const rate = async (token: string, orderId: string, review: { rate: number; message?: string }) => {
    const { rating_path } = (await get(token, `orders/${orderId}`)).body;
    const rated = await test
      .http()
      .post('/api/public/rate-delivery')
      .send({ token: rating_path.split('/')[3], review });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
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
    superA = await tokenFor(test, await givenUser(test, a, { isSuperAdmin: true }));
    superB = await tokenFor(test, await givenUser(test, b, { isSuperAdmin: true }));

    // A: X delivered on time, rated 4, then lost; X awaiting invoice past its deadline; Y delivered late, rated 1, then damaged;
    // Y cancelled; one without carrier or freight (awaiting a quote).
    const onTime = await newOrder(adminA, {
      reference: 'DASH-1',
      invoice_number: '1',
      carrier_id: x,
      estimated_cost: 30,
      deadline: addCalendarDays(today, 5),
    });
    await newOrder(adminA, {
      reference: 'DASH-2',
      carrier_id: x,
      estimated_cost: 20,
      deadline: addCalendarDays(today, -2),
    });
    const lateOrder = {
      invoice_number: '3',
      carrier_id: y,
      estimated_cost: 10,
      deadline: addCalendarDays(today, -1),
    };
    const late = await newOrder(adminA, { ...lateOrder, reference: 'DASH-3-RASCUNHO' });
    // Its reference and recipient edited before delivery: the review shows the current ones.
    const edited = await command(adminA, 'UpdateOrder', {
      ...orderPayload({
        ...lateOrder,
        reference: 'DASH-3',
        to_address: { ...orderPayload().to_address, name: 'João Souza' },
      }),
      id: late,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await newOrder(adminA, { reference: 'DASH-4', invoice_number: '4', carrier_id: y, estimated_cost: 15 });
    await newOrder(adminA, { reference: 'DASH-5', invoice_number: '5' });
    await command(adminA, 'Deliver', { reference: 'DASH-1' });
    await command(adminA, 'Deliver', { reference: 'DASH-3' });
    await command(adminA, 'CancelShipment', { reference: 'DASH-4' });
    await rate(adminA, onTime, { rate: 4 });
    await rate(adminA, late, { rate: 1, message: 'Chegou atrasado.' });
    const occurrence = async (order_id: string, alert_type: number, description: string) => {
      const response = await command(superA, 'RegisterTracking', {
        order_id,
        alert_type,
        description,
        occurred_at: new Date().toISOString(),
        source: 'manual',
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    await occurrence(onTime, 2, 'Extravio');
    await occurrence(late, 1, 'Avaria parcial');
    // B: an order of the same carrier, rated 2, that A must never count.
    const ofB = await newOrder(adminB, {
      reference: 'DASH-B',
      invoice_number: '9',
      carrier_id: x,
      estimated_cost: 999,
      deadline: today,
    });
    await command(adminB, 'Deliver', { reference: 'DASH-B' });
    await rate(adminB, ofB, { rate: 2, message: 'Caixa amassada.' });
    await drainUntilCaughtUp(test);
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
      review_counter: { total: 2, average: 2.5 },
    });
    expect(body.shipments_per_day).toHaveLength(30);
    expect(body.shipments_per_day[0].date).toBe(addCalendarDays(today, -29));
    expect(body.shipments_per_day.at(-1)).toEqual({ date: today, total: 4 });
    expect(body.shipments_per_day.slice(0, -1).every((day: { total: number }) => day.total === 0)).toBe(true);
  });

  it('filters by carriers and by period', async () => {
    expect((await get(adminA, 'dashboard', { carrier: y })).body).toMatchObject({
      orders_confirmed: 1,
      orders_awaiting_invoice: 0,
      amount_freight: 10,
      amount_freight_ticket: 10,
    });
    expect((await get(adminA, 'dashboard', { carrier: `${x},${y}` })).body).toMatchObject({
      orders_confirmed: 2,
      amount_freight: 60,
    });
    const past = await get(adminA, 'dashboard', { date_start: '2026-01-01', date_end: '2026-01-31' });
    expect(past.body).toMatchObject({
      orders_confirmed: 0,
      amount_freight: 0,
      amount_freight_ticket: 0,
      review_counter: { total: 0, average: 0 },
    });
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
    expect(
      body.by_carrier.map((c: { carrier: { id: string }; total: number; amount_freight: number }) => [
        c.carrier.id,
        c.total,
        c.amount_freight,
      ]),
    ).toEqual([
      [x, 2, 50],
      [y, 1, 10],
    ]);
    expect(
      body.percentage_by_carrier.map((c: { carrier: { id: string }; percentage: number }) => [
        c.carrier.id,
        c.percentage,
      ]),
    ).toEqual([
      [x, 66.7],
      [y, 33.3],
    ]);
  });

  it('answers deliveries on time and the average days per carrier and per state', async () => {
    const { body } = await get(adminA, 'dashboard/carriers-sla');
    const byCarrier = (rows: { carrier: { id: string } }[]) =>
      Object.fromEntries(rows.map(({ carrier, ...rest }) => [carrier.id, rest]));
    expect(byCarrier(body.sla)).toEqual({
      [x]: { delivered: 1, on_time: 1, late: 0, percentage: 100 },
      [y]: { delivered: 1, on_time: 0, late: 1, percentage: 0 },
    });
    expect(byCarrier(body.deadline_avg)).toEqual({ [x]: { average: 0 }, [y]: { average: 0 } });
    expect(body.states).toEqual([{ state: 'RJ', delivered: 2, on_time: 1, late: 1, percentage: 50, deadline_avg: 0 }]);
  });

  it("never shows another company's figures, even for a shared carrier", async () => {
    expect((await get(adminB, 'dashboard', { carrier: x })).body).toMatchObject({
      orders_confirmed: 1,
      amount_freight: 999,
      review_counter: { total: 1, average: 2 },
    });
    expect((await get(adminB, 'dashboard/order-status')).body.orders).toEqual([
      { status: { id: 5, description: 'Entregue' }, total: 1 },
    ]);
    expect((await get(adminB, 'dashboard/carriers-sla')).body.sla).toEqual([
      expect.objectContaining({ delivered: 1, on_time: 1 }),
    ]);
    expect((await get(adminA, 'dashboard', { carrier: x })).body.amount_freight).toBe(50);
    expect(
      (await get(adminB, 'reviews')).body.data.map((r: { shipment: { reference: string } }) => r.shipment.reference),
    ).toEqual(['DASH-B']);
    expect(
      (await get(adminA, 'reviews', { carrier: x })).body.data.map(
        (r: { shipment: { reference: string } }) => r.shipment.reference,
      ),
    ).toEqual(['DASH-1']);
  });

  it("gives the provider's staff each carrier's KPIs: on time and late %, late open orders, ratings, damages, losses", async () => {
    const kpis = async (token: string, query: Record<string, string> = {}) => {
      const response = await get(token, 'dashboard/carrier-kpi', query);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return Object.fromEntries(
        response.body.carriers.map(({ carrier, ...values }: { carrier: { id: string } }) => [carrier.id, values]),
      );
    };
    expect(await kpis(superA)).toEqual({
      [x]: { EDP: 100, EFP: 0, PA: 1, TA: 1, MA: 4, AVA: 0, EXT: 1 },
      [y]: { EDP: 0, EFP: 100, PA: 0, TA: 1, MA: 1, AVA: 1, EXT: 0 },
    });
    expect(Object.keys(await kpis(superA, { carrier: y }))).toEqual([y]);
    expect(
      await kpis(superA, { date_start: addCalendarDays(today, -60), date_end: addCalendarDays(today, -31) }),
    ).toEqual({});
    // B's staff see B's order of the same carrier X, never A's.
    expect(await kpis(superB)).toEqual({ [x]: { EDP: 100, EFP: 0, PA: 0, TA: 1, MA: 2, AVA: 0, EXT: 0 } });
    // The heatmap is the higher-privilege view: not even the company's admin gets it.
    expect((await get(adminA, 'dashboard/carrier-kpi')).status).toBe(403);
  });

  it('lists the reviews of the period newest first, with the recipient and the order, filtered by stars and carrier', async () => {
    const references = async (query: Record<string, string>) =>
      (await get(adminA, 'reviews', query)).body.data.map(
        (r: { shipment: { reference: string } }) => r.shipment.reference,
      );
    const { status, body } = await get(adminA, 'reviews');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        rate: 1,
        message: 'Chegou atrasado.',
        created_at: expect.any(String),
        user: { name: 'João Souza' },
        shipment: { order_id: expect.any(String), reference: 'DASH-3' },
      },
      {
        rate: 4,
        message: null,
        created_at: expect.any(String),
        user: { name: 'Maria da Silva' },
        shipment: { order_id: expect.any(String), reference: 'DASH-1' },
      },
    ]);
    expect(body.data[0].created_at > body.data[1].created_at).toBe(true);
    // The dashboard's copy of each review is the order's own: same message and the same time, to the character.
    for (const review of body.data) {
      const order = (await get(adminA, `orders/${review.shipment.order_id}`)).body;
      expect([review.message, review.created_at, review.shipment.reference]).toEqual([
        order.review.message,
        order.review.created_at,
        order.reference,
      ]);
    }
    expect(await references({ rate: '4' })).toEqual(['DASH-1']);
    expect(await references({ rate: '5' })).toEqual([]);
    expect(await references({ carrier: y })).toEqual(['DASH-3']);
    expect(await references({ limit: '1' })).toEqual(['DASH-3']);
    expect(
      await references({ date_start: addCalendarDays(today, -60), date_end: addCalendarDays(today, -31) }),
    ).toEqual([]);
  });

  it('refuses bad filters in pt-BR, and users without the dashboard area', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const response = await get(adminA, 'dashboard', query);
      expect([response.status, response.body.message]).toEqual([400, message]);
    };
    await refused(
      { date_start: '2026-02-10', date_end: '2026-02-01' },
      'A data inicial deve ser anterior ou igual à data final.',
    );
    await refused({ date_start: '2026-02-30' }, 'Data inicial inválida: use AAAA-MM-DD.');
    await refused({ date_start: '2024-01-01', date_end: '2026-01-01' }, 'O período pode ter no máximo 366 dias.');
    await refused({ carrier: 'abc' }, 'Transportadora inválida.');
    for (const [query, message] of [
      [{ rate: '6' }, 'Nota inválida: use de 1 a 5.'],
      [{ limit: '1001' }, 'limit deve ser um número de 1 a 1000.'],
    ] as const) {
      const response = await get(adminA, 'reviews', query);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    for (const path of [
      'dashboard',
      'dashboard/order-status',
      'dashboard/carriers-sla',
      'dashboard/carrier-kpi',
      'reviews',
    ]) {
      expect((await get(ordersOnly, path)).status).toBe(403);
      expect((await test.http().get(`/api/${path}`)).status).toBe(401);
    }
  });
});

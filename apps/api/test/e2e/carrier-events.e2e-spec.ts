import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierEvent } from '../../src/modules/carrier-integrations/connectors/carrier-connector.js';
import { CarrierEventsApplier } from '../../src/modules/carrier-integrations/commands/carrier-events/carrier-events-applier.js';
import { givenShippingCompany } from '../support/fixtures.js';
import {
  createOrder,
  orderDetail,
  orderEventCount,
  orderPayload,
  PARCEL,
  sendCommand,
} from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const event = (over: Partial<CarrierEvent> & Pick<CarrierEvent, 'key' | 'state' | 'occurred_at'>): CarrierEvent => ({
  tracking_key: 'AA123456785BR',
  problem: null,
  code: 'RO/01',
  description: 'Objeto em trânsito',
  place: 'CURITIBA/PR',
  source: 'Correios',
  receipt_url: null,
  unknown_code: false,
  ...over,
});

describe('carrier events reach the orders', () => {
  let test: TestApp;
  let applier: CarrierEventsApplier;
  let db: DataSource;
  let companyA: string;
  let userA: string;
  let userB: string;
  let sequence = 0;

  const newOrder = async (token: string, over: Record<string, unknown> = {}) => {
    const payload = orderPayload({ reference: `CEV-${++sequence}`, invoice_number: `${sequence}`, ...over });
    const id = await createOrder(test, token, payload);
    const [{ shipment_id }] = await db.query('SELECT shipment_id FROM shipment_trackings WHERE order_id = $1', [id]);
    return { id, shipmentId: shipment_id as string };
  };
  const tracking = async (id: string) =>
    db.query(
      'SELECT shipment_id, tracking_key, state, last_event_at, open FROM shipment_trackings WHERE order_id = $1',
      [id],
    );

  beforeAll(async () => {
    test = await startTestApp();
    applier = test.app.get(CarrierEventsApplier);
    db = test.app.get(DataSource);
    ({ companyId: companyA, token: userA } = await givenShippingCompany(test, { isAdmin: true }));
    ({ token: userB } = await givenShippingCompany(test, { isAdmin: true }));
  });
  afterAll(() => test.close());

  it('moves an order along with its carrier, once per event key, and fills the tracking row', async () => {
    const order = await newOrder(userA);
    const shipment = { company_id: companyA, order_id: order.id, shipment_id: order.shipmentId };
    const events = [
      event({
        key: 'k1',
        state: 'posted',
        occurred_at: '2026-03-10T12:00:00.000Z',
        code: 'PO/01',
        description: 'Objeto postado',
      }),
      event({ key: 'k2', state: 'in_transit', occurred_at: '2026-03-11T12:00:00.000Z' }),
      event({ key: 'k3', state: 'out_for_delivery', occurred_at: '2026-03-12T09:00:00.000Z', code: 'OEC/01' }),
    ];
    expect(await applier.apply(shipment, events)).toEqual({ applied: 3, duplicates: 0 });
    const body = await orderDetail(test, userA, order.id);
    expect(body.status.id).toBe(4);
    const versions = await orderEventCount(test, order.id);
    // The same events again (any order): nothing new.
    expect(await applier.apply(shipment, [...events].reverse())).toEqual({ applied: 0, duplicates: 3 });
    expect(await orderEventCount(test, order.id)).toBe(versions);
    expect(await tracking(order.id)).toEqual([
      expect.objectContaining({
        state: 'out_for_delivery',
        open: true,
        last_event_at: new Date('2026-03-12T09:00:00.000Z'),
      }),
    ]);
  });

  it('applies many shipments at once, isolating another company’s order', async () => {
    const a = await newOrder(userA);
    const b = await newOrder(userB);
    const outcome = await applier.applyMany([
      {
        shipment: { company_id: companyA, order_id: a.id, shipment_id: a.shipmentId },
        events: [
          event({
            key: `d-${a.id}`,
            state: 'delivered',
            occurred_at: '2026-03-12T15:00:00.000Z',
            receipt_url: 'https://carrier.example/pod/1.jpg',
          }),
        ],
      },
      // Company A naming company B's order: not found, B's order untouched.
      {
        shipment: { company_id: companyA, order_id: b.id, shipment_id: b.shipmentId },
        events: [event({ key: `x-${b.id}`, state: 'delivered', occurred_at: '2026-03-12T15:00:00.000Z' })],
      },
      {
        shipment: { company_id: companyA, order_id: randomUUID(), shipment_id: null },
        events: [event({ key: 'nobody', state: 'in_transit', occurred_at: '2026-03-12T15:00:00.000Z' })],
      },
    ]);
    expect(outcome.applied).toBe(1);
    expect(outcome.failed.map((f) => f.reason)).toEqual(['Pedido não encontrado.', 'Pedido não encontrado.']);
    expect((await orderDetail(test, userA, a.id)).status.id).toBe(5);
    expect((await orderDetail(test, userB, b.id)).status.id).toBe(2);
    expect(await tracking(a.id)).toEqual([expect.objectContaining({ state: 'delivered', open: false })]);
  });

  it('applies the same batch twice at once without a duplicate: the losing transaction retries order by order', async () => {
    const orders = await Promise.all([newOrder(userA), newOrder(userA), newOrder(userA)]);
    const items = orders.map((order) => ({
      shipment: { company_id: companyA, order_id: order.id, shipment_id: order.shipmentId },
      events: [
        event({ key: `p-${order.id}`, state: 'posted', occurred_at: '2026-03-10T12:00:00.000Z' }),
        event({ key: `t-${order.id}`, state: 'in_transit', occurred_at: '2026-03-11T12:00:00.000Z' }),
      ],
    }));
    const [first, second] = await Promise.all([applier.applyMany(items), applier.applyMany(items)]);
    expect(first.applied + second.applied).toBe(6);
    expect(first.duplicates + second.duplicates).toBe(6);
    expect([...first.failed, ...second.failed]).toEqual([]);
    for (const order of orders) {
      const [{ n }] = await db.query(
        "SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'order.tracking-registered'",
        [`order-${order.id}`],
      );
      expect(n).toBe(2);
    }
  });

  it('keeps each volume’s tracking number (Correios check digit checked) and answers it in GET order', async () => {
    const refused = await sendCommand(
      test,
      userA,
      'NewOrder',
      orderPayload({ reference: `CEV-${++sequence}`, shipments: [{ ...PARCEL, tracking_number: 'AA123456789BR' }] }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'Código de rastreio dos Correios inválido: confira o dígito verificador.',
    );
    const order = await newOrder(userA, { shipments: [{ ...PARCEL, tracking_number: 'aa123456785br' }] });
    expect((await orderDetail(test, userA, order.id)).shipments[0].tracking_number).toBe('AA123456785BR');
    expect(await tracking(order.id)).toEqual([expect.objectContaining({ tracking_key: 'AA123456785BR', open: true })]);
  });

  it('gives an order in transit a volume tracking number with SetTrackingNumber, refused once the order is final', async () => {
    const order = await newOrder(userA);
    const shipment = { company_id: companyA, order_id: order.id, shipment_id: order.shipmentId };
    await applier.apply(shipment, [
      event({ key: `t-${order.id}`, state: 'in_transit', occurred_at: '2026-03-11T12:00:00.000Z' }),
    ]);
    expect((await orderDetail(test, userA, order.id)).status.id).toBe(3);
    const set = (token: string, over: Record<string, unknown>) =>
      sendCommand(test, token, 'SetTrackingNumber', {
        order_id: order.id,
        shipment_id: order.shipmentId,
        tracking_number: 'aa123456785br',
        ...over,
      });
    const badDigit = await set(userA, { tracking_number: 'AA123456789BR' });
    expect(badDigit.status).toBe(400);
    expect(JSON.stringify(badDigit.body)).toContain(
      'Código de rastreio dos Correios inválido: confira o dígito verificador.',
    );
    expect((await set(userA, { tracking_number: '  ' })).status).toBe(400);
    // Another company's user does not see the order; an unknown volume is not found either.
    expect((await set(userB, {})).status).toBe(404);
    const noVolume = await set(userA, { shipment_id: randomUUID() });
    expect(noVolume.status).toBe(404);
    expect(noVolume.body.message).toBe('Volume não encontrado neste pedido.');

    const saved = await set(userA, {});
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Código de rastreio salvo com sucesso');
    expect((await orderDetail(test, userA, order.id)).shipments[0].tracking_number).toBe('AA123456785BR');
    // The poller now asks the carrier by the volume's own number, from a fresh state.
    expect(await tracking(order.id)).toEqual([
      expect.objectContaining({ tracking_key: 'AA123456785BR', state: null, last_event_at: null, open: true }),
    ]);

    await applier.apply(shipment, [
      event({ key: `d-${order.id}`, state: 'delivered', occurred_at: '2026-03-12T15:00:00.000Z' }),
    ]);
    expect((await orderDetail(test, userA, order.id)).status.id).toBe(5);
    const final = await set(userA, { tracking_number: 'JD123' });
    expect(final.status).toBe(409);
    expect(final.body.message).toBe('Não é possível informar o código de rastreio de um pedido Entregue.');
  });

  it('adds a late, older event to the timeline only; records alerts and the proof of delivery with the source and place', async () => {
    const order = await newOrder(userA);
    const shipment = { company_id: companyA, order_id: order.id, shipment_id: order.shipmentId };
    await applier.apply(shipment, [
      event({ key: 'o1', state: 'out_for_delivery', occurred_at: '2026-03-12T09:00:00.000Z' }),
    ]);
    const late = event({
      key: 'o0',
      state: 'in_transit',
      occurred_at: '2026-03-11T09:00:00.000Z',
      place: 'CAJAMAR/SP',
    });
    const damage = event({
      key: 'o2',
      state: 'exception',
      problem: 'damage',
      code: 'FC/07',
      description: 'Avaria total',
      occurred_at: '2026-03-12T10:00:00.000Z',
    });
    const attempt = event({
      key: 'o3',
      state: 'failed_attempt',
      problem: 'address',
      code: 'BDE/26',
      description: 'Endereço não localizado',
      occurred_at: '2026-03-12T11:00:00.000Z',
    });
    expect(await applier.apply(shipment, [late, damage, attempt])).toEqual({ applied: 3, duplicates: 0 });
    let body = await orderDetail(test, userA, order.id);
    expect(body.status.id).toBe(4);
    expect(
      body.alerts.map((a: { type: number; tracker_detail: { code: string } }) => [a.type, a.tracker_detail.code]),
    ).toEqual([
      [1, '178'],
      [4, 'BDE/26'],
    ]);
    expect(body.tracker.details).toContainEqual(
      expect.objectContaining({ code: 'RO/01', carrier: 'Correios', place: 'CAJAMAR/SP', source: 'carrier' }),
    );
    expect(body.tracker.delivery_receipt_url).toBeNull();
    await applier.apply(shipment, [
      event({
        key: 'o4',
        state: 'delivered',
        occurred_at: '2026-03-13T15:00:00.000Z',
        receipt_url: 'https://carrier.example/pod/9.jpg',
      }),
    ]);
    body = await orderDetail(test, userA, order.id);
    expect(body.status.id).toBe(5);
    expect(body.tracker.delivery_receipt_url).toBe('https://carrier.example/pod/9.jpg');
    // The public tracking page shows the carrier's name and place too.
    const page = await test.http().post(`/api/tracking/${body.tracker.tracking_code}`).send({});
    expect(page.status).toBe(200);
    expect(page.body.tracker.details).toContainEqual(
      expect.objectContaining({ carrier: 'Correios', place: 'CAJAMAR/SP' }),
    );
    expect(await tracking(order.id)).toEqual([expect.objectContaining({ state: 'delivered', open: false })]);
  });

  it("lists in transit orders without carrier news for more than the company's business days as stale tracking", async () => {
    const [carrier] = await db.query('SELECT carrier_id FROM orders WHERE company_id = $1 LIMIT 1', [companyA]);
    await db.query(
      `INSERT INTO carrier_connections (id, company_id, channel_id, created_at, carrier_ids)
       VALUES ($1, $2, 101, now(), $3::uuid[])`,
      [randomUUID(), companyA, [carrier.carrier_id]],
    );
    // Followed by their Jadlog shipmentIds (a volume without a key is not asked about, so never stale).
    const stale = await newOrder(userA, { shipments: [{ ...PARCEL, tracking_number: '10000001' }] });
    const fresh = await newOrder(userA, { shipments: [{ ...PARCEL, tracking_number: '10000002' }] });
    const unkeyed = await newOrder(userA);
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await applier.applyMany([
      {
        shipment: { company_id: companyA, order_id: stale.id, shipment_id: stale.shipmentId },
        events: [event({ key: 's1', state: 'in_transit', occurred_at: old })],
      },
      {
        shipment: { company_id: companyA, order_id: fresh.id, shipment_id: fresh.shipmentId },
        events: [event({ key: 'f1', state: 'in_transit', occurred_at: new Date().toISOString() })],
      },
      {
        shipment: { company_id: companyA, order_id: unkeyed.id, shipment_id: unkeyed.shipmentId },
        events: [event({ key: 'u1', state: 'in_transit', occurred_at: old })],
      },
    ]);
    const list = async (token: string) =>
      (await test.http().get('/api/orders').query({ 'filters[stale_tracking]': '1', limit: 100 }).set('X-Token', token))
        .body;
    const ids = (await list(userA)).data.map((o: { id: string }) => o.id);
    expect(ids).toContain(stale.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(unkeyed.id);
    expect((await list(userB)).data).toEqual([]);
    const dashboard = await test.http().get('/api/dashboard').set('X-Token', userA);
    expect(dashboard.body.stale_tracking).toBe(ids.length);
    // A company that allows more business days: nothing stale.
    const setDays = (days: unknown) =>
      sendCommand(test, userA, 'ChangeStaleTrackingDays', { stale_tracking_days: days });
    expect((await setDays(0)).body.message).toContain('Informe de 1 a 30 dias úteis.');
    expect((await setDays(30)).status).toBe(200);
    expect((await test.http().get('/api/me').set('X-Token', userA)).body.company.stale_tracking_days).toBe(30);
    expect((await list(userA)).data).toEqual([]);
    expect((await setDays(2)).status).toBe(200);
  });
});

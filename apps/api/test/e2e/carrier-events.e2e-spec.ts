import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierEvent } from '../../src/modules/carrier-integrations/connectors/carrier-connector.js';
import { CarrierEventsApplier } from '../../src/modules/carrier-integrations/tracking/carrier-events-applier.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
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
  let companyB: string;
  let userA: string;
  let userB: string;
  let sequence = 0;

  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const detail = async (token: string, id: string) =>
    (await test.http().get(`/api/orders/${id}`).set('X-Token', token)).body;
  const newOrder = async (token: string, over: Record<string, unknown> = {}) => {
    const response = await command(
      token,
      'NewOrder',
      orderPayload({ reference: `CEV-${++sequence}`, invoice_number: `${sequence}`, ...over }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const id = response.body.id as string;
    const [{ shipment_id }] = await db.query('SELECT shipment_id FROM shipment_trackings WHERE order_id = $1', [id]);
    return { id, shipmentId: shipment_id as string };
  };
  const eventCount = async (id: string) =>
    (await db.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`order-${id}`]))[0].n as number;
  const tracking = async (id: string) =>
    db.query(
      'SELECT shipment_id, tracking_key, state, last_event_at, open FROM shipment_trackings WHERE order_id = $1',
      [id],
    );

  beforeAll(async () => {
    test = await startTestApp();
    applier = test.app.get(CarrierEventsApplier);
    db = test.app.get(DataSource);
    companyA = await givenCompany(test);
    companyB = await givenCompany(test);
    for (const company of [companyA, companyB]) {
      await givenCarrierCoveringBrazil(test, company);
      await givenDistributionCenter(test, company, 'CD1');
    }
    userA = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    userB = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
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
    const body = await detail(userA, order.id);
    expect(body.status.id).toBe(4);
    const versions = await eventCount(order.id);
    // The same events again (any order): nothing new.
    expect(await applier.apply(shipment, [...events].reverse())).toEqual({ applied: 0, duplicates: 3 });
    expect(await eventCount(order.id)).toBe(versions);
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
    expect((await detail(userA, a.id)).status.id).toBe(5);
    expect((await detail(userB, b.id)).status.id).toBe(2);
    expect(await tracking(a.id)).toEqual([expect.objectContaining({ state: 'delivered', open: false })]);
  });
});

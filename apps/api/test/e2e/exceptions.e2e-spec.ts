import { randomUUID } from 'node:crypto';
import { laneKeysOf } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierEvent } from '../../src/modules/carrier-integrations/connectors/carrier-connector.js';
import { CarrierEventsApplier } from '../../src/modules/carrier-integrations/commands/carrier-events/carrier-events-applier.js';
import { LanePromises } from '../../src/modules/delivery-promise/queries/lanes/lane-promises.js';
import { ExceptionScan } from '../../src/modules/exceptions/jobs/detection/exception-scan.js';
import { drainUntilCaughtUp } from '../support/catch-up.js';
import { givenShippingCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { createOrder, orderPayload, PARCEL, sendCommand } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const event = (over: Partial<CarrierEvent> & Pick<CarrierEvent, 'key' | 'state'>): CarrierEvent => ({
  tracking_key: 'AA123456785BR',
  problem: null,
  code: 'BDE/01',
  description: 'Objeto em trânsito',
  place: 'CURITIBA/PR',
  source: 'Correios',
  receipt_url: null,
  unknown_code: false,
  occurred_at: new Date().toISOString(),
  ...over,
});

interface Row {
  id: string;
  kind: string;
  actor: string;
  action: string;
  detail: string | null;
  occurrences: number;
  order: { id: string; reference: string };
  assignee: { id: string; name: string } | null;
  resolution: string | null;
  resolved_by: { id: string } | null;
  resolved_at: string | null;
  age_seconds: number;
}

describe('exceptions desk', () => {
  let test: TestApp;
  let applier: CarrierEventsApplier;
  let db: DataSource;
  let companyA: string;
  let adminA: string;
  let tokenB: string;
  let sequence = 0;

  const newOrder = async (token = adminA, over: Record<string, unknown> = {}) => {
    const payload = orderPayload({ reference: `EXC-${++sequence}`, invoice_number: `${sequence}`, ...over });
    const id = await createOrder(test, token, payload);
    const [{ shipment_id }] = await db.query('SELECT shipment_id FROM shipment_trackings WHERE order_id = $1', [id]);
    return { company_id: companyA, order_id: id, shipment_id: shipment_id as string };
  };
  const list = async (query: Record<string, string> = {}, token = adminA): Promise<Row[]> => {
    await drainUntilCaughtUp(test);
    const response = await test
      .http()
      .get('/api/exceptions')
      .query({ limit: 200, ...query })
      .set('X-Token', token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const ofOrder = async (orderId: string, query: Record<string, string> = {}) =>
    (await list(query)).filter((row) => row.order.id === orderId);

  beforeAll(async () => {
    test = await startTestApp();
    applier = test.app.get(CarrierEventsApplier);
    db = test.app.get(DataSource);
    ({ companyId: companyA, token: adminA } = await givenShippingCompany(test, { isAdmin: true }));
    ({ token: tokenB } = await givenShippingCompany(test, { isAdmin: true }));
  });
  afterAll(() => test.close());

  it('opens one per problem, classified with who acts and the suggested action, and counts repeats', async () => {
    const attempt = await newOrder();
    const address = await newOrder();
    const damage = await newOrder();
    const agency = await newOrder();
    const returned = await newOrder();
    const moving = await newOrder();
    await applier.applyMany([
      { shipment: attempt, events: [event({ key: 'a1', state: 'failed_attempt', problem: 'absent' })] },
      { shipment: address, events: [event({ key: 'b1', state: 'failed_attempt', problem: 'address' })] },
      {
        shipment: damage,
        events: [event({ key: 'c1', state: 'exception', problem: 'damage', description: 'Avaria' })],
      },
      { shipment: agency, events: [event({ key: 'd1', state: 'awaiting_pickup' })] },
      { shipment: returned, events: [event({ key: 'e1', state: 'returning' })] },
      { shipment: moving, events: [event({ key: 'f1', state: 'in_transit' })] },
    ]);
    const kinds = async (order: { order_id: string }) =>
      (await ofOrder(order.order_id)).map(({ kind, actor, action }) => ({ kind, actor, action }));
    expect(await kinds(attempt)).toEqual([{ kind: 'failed_attempt', actor: 'recipient', action: 'contact_recipient' }]);
    expect(await kinds(address)).toEqual([{ kind: 'address', actor: 'merchant', action: 'correct_address' }]);
    expect(await kinds(damage)).toEqual([{ kind: 'damage', actor: 'carrier', action: 'open_occurrence' }]);
    expect(await kinds(agency)).toEqual([{ kind: 'awaiting_pickup', actor: 'recipient', action: 'contact_recipient' }]);
    expect(await kinds(returned)).toEqual([{ kind: 'returned', actor: 'merchant', action: 'reship' }]);
    expect(await kinds(moving)).toEqual([]);
    const [first] = await ofOrder(attempt.order_id);
    expect(first.detail).toBe('Tentativa de entrega sem sucesso: Destinatário ausente');

    // A second failed attempt counts on the open one; the delivery then closes it, not the damage.
    await applier.apply(attempt, [event({ key: 'a2', state: 'failed_attempt', problem: 'absent' })]);
    expect(await ofOrder(attempt.order_id)).toEqual([expect.objectContaining({ id: first.id, occurrences: 2 })]);
    await applier.applyMany([
      { shipment: attempt, events: [event({ key: 'a3', state: 'delivered' })] },
      { shipment: damage, events: [event({ key: 'c2', state: 'delivered' })] },
    ]);
    expect(await ofOrder(attempt.order_id)).toEqual([]);
    expect(await ofOrder(attempt.order_id, { state: 'resolved' })).toEqual([
      expect.objectContaining({ id: first.id, resolution: 'delivered', resolved_by: null }),
    ]);
    expect((await ofOrder(damage.order_id)).map((row) => row.kind)).toEqual(['damage']);

    // Filters: kind and who acts.
    expect((await list({ kind: 'address' })).map((row) => row.order.id)).toEqual([address.order_id]);
    expect((await list({ actor: 'carrier' })).map((row) => row.kind)).toEqual(['damage']);
  });

  it('finds stale tracking in the periodic scan once per silence; the carrier speaking again closes it', async () => {
    const [carrier] = await db.query('SELECT carrier_id FROM orders WHERE company_id = $1 LIMIT 1', [companyA]);
    await db.query(
      `INSERT INTO carrier_connections (id, company_id, channel_id, created_at, carrier_ids)
       VALUES ($1, $2, 101, now(), $3::uuid[])`,
      [randomUUID(), companyA, [carrier.carrier_id]],
    );
    const stale = await newOrder(adminA, { shipments: [{ ...PARCEL, tracking_number: '20000001' }] });
    const fresh = await newOrder(adminA, { shipments: [{ ...PARCEL, tracking_number: '20000002' }] });
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await applier.applyMany([
      { shipment: stale, events: [event({ key: 's1', state: 'in_transit', occurred_at: old })] },
      { shipment: fresh, events: [event({ key: 's2', state: 'in_transit' })] },
    ]);
    const scan = test.app.get(ExceptionScan);
    expect(await scan.run()).toBeGreaterThanOrEqual(1);
    const [row] = await ofOrder(stale.order_id);
    expect(row).toMatchObject({ kind: 'stale_tracking', actor: 'carrier', action: 'open_occurrence' });
    expect(row.detail).toMatch(/^Sem notícias da transportadora desde \d{2}\/\d{2}\/\d{4}\.$/);
    expect(row.age_seconds).toBeGreaterThanOrEqual(0);
    expect(await ofOrder(fresh.order_id)).toEqual([]);
    // Scanned again: nothing new for the same silence, even once resolved by hand.
    expect(await scan.run()).toBe(0);
    expect(
      (await sendCommand(test, adminA, 'ResolveException', { id: row.id, resolution: 'open_occurrence' })).status,
    ).toBe(200);
    await drainUntilCaughtUp(test);
    expect(await scan.run()).toBe(0);
    expect(await ofOrder(stale.order_id)).toEqual([]);

    const other = await newOrder(adminA, { shipments: [{ ...PARCEL, tracking_number: '20000003' }] });
    await applier.apply(other, [event({ key: 's3', state: 'in_transit', occurred_at: old })]);
    await scan.run();
    expect((await ofOrder(other.order_id)).map((r) => r.kind)).toEqual(['stale_tracking']);
    await applier.apply(other, [event({ key: 's4', state: 'in_transit' })]);
    expect(await ofOrder(other.order_id)).toEqual([]);
    expect(await ofOrder(other.order_id, { state: 'resolved' })).toEqual([
      expect.objectContaining({ kind: 'stale_tracking', resolution: 'tracking_resumed' }),
    ]);
  });

  it('assigns and resolves within the company only, with the time to resolve and the counts', async () => {
    const order = await newOrder();
    await applier.apply(order, [event({ key: 'r1', state: 'failed_attempt', problem: 'refused' })]);
    const [row] = await ofOrder(order.order_id);
    expect(row).toMatchObject({ kind: 'refused', actor: 'merchant', action: 'refund', assignee: null });
    const colleague = await givenUser(test, companyA, { permissions: ['orders'] });
    const outsider = await givenUser(test, randomUUID());

    // Another company: its desk is empty, and it cannot assign or resolve ours (404 as if missing).
    expect(await list({}, tokenB)).toEqual([]);
    const counts = async (token: string) =>
      (await test.http().get('/api/exceptions/counts').set('X-Token', token)).body;
    expect(await counts(tokenB)).toMatchObject({ open: 0, oldest_opened_at: null, oldest_age_seconds: 0 });
    const foreign = await sendCommand(test, tokenB, 'ResolveException', { id: row.id, resolution: 'refund' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Exceção não encontrada.');
    expect((await sendCommand(test, tokenB, 'AssignException', { id: row.id, user_id: null })).status).toBe(404);
    const assignees = (await test.http().get('/api/exceptions/assignees').set('X-Token', tokenB)).body.data;
    expect(assignees.map((u: { id: string }) => u.id)).not.toContain(colleague.id);

    // A user of another company cannot be the assignee.
    const stranger = await sendCommand(test, adminA, 'AssignException', { id: row.id, user_id: outsider.id });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Usuário não encontrado.');
    expect((await sendCommand(test, adminA, 'AssignException', { id: row.id, user_id: colleague.id })).status).toBe(
      200,
    );
    expect((await ofOrder(order.order_id))[0].assignee).toEqual({ id: colleague.id, name: expect.any(String) });
    expect((await list({ assignee: colleague.id })).map((r) => r.id)).toEqual([row.id]);
    expect((await list({ assignee: 'none' })).map((r) => r.id)).not.toContain(row.id);

    const before = await counts(adminA);
    expect(before.open).toBeGreaterThanOrEqual(1);
    expect(before.by_kind).toContainEqual({ kind: 'refused', total: 1 });
    expect(before.oldest_age_seconds).toBeGreaterThanOrEqual(0);

    // Bad input: 400 in pt-BR; the colleague (orders area) resolves it.
    const bad = await sendCommand(test, adminA, 'ResolveException', { id: row.id, resolution: 'magic' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Informe a resolução.');
    const colleagueToken = await tokenFor(test, colleague);
    const resolved = await sendCommand(test, colleagueToken, 'ResolveException', {
      id: row.id,
      resolution: 'refund',
      note: 'Cliente reembolsado via Pix',
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const [done] = await ofOrder(order.order_id, { state: 'resolved' });
    expect(done).toMatchObject({ id: row.id, resolution: 'refund', note: 'Cliente reembolsado via Pix' });
    expect(done.resolved_by).toEqual({ id: colleague.id, name: expect.any(String) });
    expect(done.age_seconds).toBeGreaterThanOrEqual(0);
    const again = await sendCommand(test, adminA, 'ResolveException', { id: row.id, resolution: 'refund' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta exceção já foi resolvida.');
    const after = await counts(adminA);
    expect(after.open).toBe(before.open - 1);
    expect(after.resolved_30_days).toBeGreaterThanOrEqual(1);

    // A user without the orders area sees neither the desk nor its commands.
    const outsiderOfArea = await tokenFor(test, await givenUser(test, companyA, { permissions: ['dashboard'] }));
    expect((await test.http().get('/api/exceptions').set('X-Token', outsiderOfArea)).status).toBe(403);
    expect((await sendCommand(test, outsiderOfArea, 'AssignException', { id: row.id, user_id: null })).status).toBe(
      403,
    );
  });

  it('opens a returned one when the order is marked in return by hand', async () => {
    const order = await newOrder();
    await applier.apply(order, [event({ key: 'm1', state: 'in_transit' })]);
    const back = await sendCommand(test, adminA, 'ReturnToSender', { id: order.order_id });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await ofOrder(order.order_id)).map((r) => r.kind)).toEqual(['returned']);
  });

  it("predicts a breach when the lane's p95 from the transit start falls after the promised date", async () => {
    const slow = await newOrder();
    const unknownLane = await newOrder(adminA, {
      to_address: { ...orderPayload().to_address, zip: '69900000', state: 'AC', city: 'Rio Branco' },
    });
    await applier.applyMany([
      { shipment: slow, events: [event({ key: 'p1', state: 'posted' })] },
      { shipment: unknownLane, events: [event({ key: 'p2', state: 'posted' })] },
    ]);
    await drainUntilCaughtUp(test);
    const [transit] = await db.query(
      'SELECT carrier_id, from_zip, from_state, to_zip, to_state, deadline::text AS deadline FROM order_transits WHERE order_id = $1',
      [slow.order_id],
    );
    expect(transit.deadline).not.toBeNull();
    // 30 deliveries of this exact lane took 40 business days: far beyond any table's promise.
    const histogram = Array.from({ length: 61 }, (_, day) => (day === 40 ? 30 : 0));
    const [key] = laneKeysOf({
      carrierId: transit.carrier_id,
      fromZip: transit.from_zip,
      toZip: transit.to_zip,
      fromState: transit.from_state,
      toState: transit.to_state,
    });
    await db.query(
      `INSERT INTO lane_transit_stats (company_id, lane_key, level, carrier_id, to_state, histogram, samples, on_time, late,
                                       promised_days_sum, promised_days_count)
       VALUES ($1, $2, 'cep5', $3, $4, $5, 30, 0, 30, 0, 0)`,
      [companyA, key, transit.carrier_id, transit.to_state, histogram],
    );
    test.app.get(LanePromises).invalidate(companyA);
    await test.app.get(ExceptionScan).run();
    const [row] = await ofOrder(slow.order_id);
    expect(row).toMatchObject({ kind: 'predicted_breach', actor: 'merchant', action: 'contact_recipient' });
    expect(row.detail).toMatch(
      /^Nesta rota, 95% das entregas chegam em até 40 dias úteis \(30 entregas\): previsão \d{2}\/\d{2}\/\d{4}, prometido \d{2}\/\d{2}\/\d{4}\.$/,
    );
    expect(await ofOrder(unknownLane.order_id)).toEqual([]);
    // Once per order; the delivery closes it.
    await test.app.get(ExceptionScan).run();
    expect(await ofOrder(slow.order_id)).toHaveLength(1);
    await applier.apply(slow, [event({ key: 'p3', state: 'delivered' })]);
    expect(await ofOrder(slow.order_id, { state: 'resolved' })).toEqual([
      expect.objectContaining({ kind: 'predicted_breach', resolution: 'delivered' }),
    ]);
  });
});

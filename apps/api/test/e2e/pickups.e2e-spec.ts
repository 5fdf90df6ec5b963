import { addCalendarDays, dayOfWeek, isBusinessDay, saoPauloCalendarDate } from '@despacho/domain';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarrierLinkTokens } from '../../src/modules/pickups/adapters/carrier-link-tokens.js';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import {
  distributionCenterPayload,
  givenCarrier,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startSmtp } from '../support/smtp-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('pickups', () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let companyA: string;
  let companyB: string;
  let user: string;
  let operations: string;
  let other: string;
  let otherOperations: string;
  let carrier: { id: string };
  let otherCarrier: { id: string };
  let sequence = 0;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string) => test.http().get(path).set('X-Token', token);
  const db = () => test.app.get(DataSource);
  /** An order awaiting acceptance (it has an invoice) with the carrier. */
  const newOrder = async (carrierId: string | null = carrier.id) => {
    const reference = `COL-${++sequence}`;
    const response = await command(
      user,
      'NewOrder',
      orderPayload({ reference, invoice_number: `9${sequence}`, ...(carrierId ? { carrier_id: carrierId } : {}) }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { id: response.body.id as string, reference };
  };
  const orderStatus = async (id: string) => (await get(user, `/api/orders/${id}`)).body.status.id;
  /** What the event relay does for the request: the e-mail policy, once. */
  const relayPickupRequest = async (pickupId: string) => {
    const [event] = await db().query(`SELECT id FROM events WHERE stream_id = $1 AND type = 'pickup.requested'`, [
      `pickup-${pickupId}`,
    ]);
    return test.app.get(SideEffects).applyFor(event.id);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
    companyA = await givenCompany(test);
    companyB = await givenCompany(test);
    await givenDistributionCenter(test, companyA, 'CD1');
    carrier = await givenCarrier(test);
    otherCarrier = await givenCarrier(test);
    const admin = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    user = await tokenFor(test, await givenUser(test, companyA, { permissions: ['orders', 'pickups'] }));
    // The provider's staff (super admins) run pickups; a company's admin does not (docs/roles.md).
    operations = await tokenFor(test, await givenUser(test, companyA, { isSuperAdmin: true }));
    other = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
    otherOperations = await tokenFor(test, await givenUser(test, companyB, { isSuperAdmin: true }));
    expect(
      (await command(admin, 'AddCarrierEmail', { carrier_id: carrier.id, emails: ['coleta@transportadora.test'] }))
        .status,
    ).toBe(200);
  });
  afterAll(async () => {
    await test.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('requests a pickup, e-mails the carrier a link once, and the carrier confirms a date there', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const requested = await command(user, 'NewPickup', { order_ids: [a.id, b.id], note: 'Portão 3' });
    expect(requested.status).toBe(200);
    expect(requested.body.message).toBe('Coleta solicitada com sucesso, aguarde nosso retorno.');
    const pickupId = requested.body.id;
    const listed = (await get(user, '/api/pickups')).body;
    expect(listed.data[0]).toMatchObject({
      id: pickupId,
      state: { id: 1, description: 'Aguardando Aceite' },
      totals: { total: 2 },
      note: 'Portão 3',
    });
    expect((await get(user, `/api/orders/${a.id}`)).body.pickup_id).toBe(pickupId);

    expect(await relayPickupRequest(pickupId)).toEqual(['email-carrier-pickup-request']);
    expect(await relayPickupRequest(pickupId)).toEqual([]);
    const mails = smtp.received.filter((m) => m.to.includes('coleta@transportadora.test'));
    expect(mails).toHaveLength(1);
    const mail = await simpleParser(mails[0].body);
    expect(mail.subject).toMatch(new RegExp(`^Solicitação de coleta ${requested.body.numbers[0]} - `));
    expect(mail.text).toContain(`solicitou a coleta ${requested.body.numbers[0]}, de 2 pedidos`);
    const token = /\/carrier\/notfis\/([\w.-]+)/.exec(mail.text ?? '')![1];

    const page = await test.http().get('/api/carrier-pickups').query({ token });
    expect(page.status).toBe(200);
    const center = page.body.distribution_center[0];
    expect(center.pickup_window[0]).toBe('Segunda-feira: 09:00 às 12:00 e 14:00 às 17:00');
    expect(center.pickups).toHaveLength(1);
    expect(center.pickups[0]).toMatchObject({
      id: pickupId,
      note: 'Portão 3',
      files: [],
      totals: { total_volumes: 2, total_weight: 5, cargo_value: 399.8 },
    });

    const noDate = await test
      .http()
      .post('/api/carrier-pickups')
      .query({ token })
      .send({ pickup_ids: [pickupId] });
    expect(noDate.status).toBe(400);
    expect(noDate.body.message).toBe('Informe a data estimada de coleta');
    const confirmed = await test
      .http()
      .post('/api/carrier-pickups')
      .query({ token })
      .send({ pickup_ids: [pickupId], pickup_date: '2026-12-01', pickup_code: 'JAD-77' });
    expect(confirmed.body).toEqual({ message: 'Parabéns! A coleta foi confirmada para o dia 01/12/2026' });
    expect(await orderStatus(a.id)).toBe(6);
    const replay = await test
      .http()
      .post('/api/carrier-pickups')
      .query({ token })
      .send({ pickup_ids: [pickupId], pickup_date: '2026-12-02' });
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(`A coleta ${requested.body.numbers[0]} já foi confirmada para o dia 01/12/2026.`);

    const after = (await test.http().get('/api/carrier-pickups').query({ token })).body.distribution_center[0];
    expect(after.pickups).toEqual([]);
    expect(after.pickups_accepted[0]).toMatchObject({
      id: pickupId,
      pickup_date: '2026-12-01',
      integration_code: 'JAD-77',
    });
    expect((await get(user, `/api/pickups/${pickupId}`)).body.state).toEqual({ id: 2, description: 'Coleta Aceita' });
  });

  it('is due on the next business day with a window at the CD, never a weekend or a holiday (orders-pickups.md §1)', async () => {
    const open = { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' };
    const closed = { time1: null, time2: null, time3: null, time4: null };
    const centerAdmin = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    const wednesdays = distributionCenterPayload({
      reference: 'CD-QUARTA',
      pickup_window: { monday: closed, tuesday: closed, wednesday: open, thursday: closed, friday: closed },
    });
    expect((await command(centerAdmin, 'NewDistributionCenter', wednesdays)).status).toBe(200);
    const response = await command(
      user,
      'NewOrder',
      orderPayload({
        reference: `COL-${++sequence}`,
        invoice_number: `9${sequence}`,
        from_cd_reference: 'CD-QUARTA',
        carrier_id: carrier.id,
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const requested = await command(user, 'NewPickup', { order_ids: [response.body.id] });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const today = saoPauloCalendarDate(new Date());
    const { deadline } = (await get(user, `/api/pickups/${requested.body.id}`)).body;

    expect([isBusinessDay(deadline), dayOfWeek(deadline)]).toEqual([true, 3]);
    expect(deadline > today).toBe(true);
    // No earlier Wednesday that is a business day was skipped.
    for (let day = addCalendarDays(today, 1); day < deadline; day = addCalendarDays(day, 1))
      expect(isBusinessDay(day) && dayOfWeek(day) === 3, day).toBe(false);
  });

  it("refuses bad, forged and other carriers' tokens without showing anything", async () => {
    const order = await newOrder();
    const pickupId = (await command(user, 'NewPickup', { order_ids: [order.id] })).body.id;
    for (const token of [
      undefined,
      'nao-e-token',
      (await test.app.get(CarrierLinkTokens).sign({ carrierId: carrier.id, companyId: companyA })).replace(/.$/, 'x'),
    ]) {
      const response = await test
        .http()
        .get('/api/carrier-pickups')
        .query(token ? { token } : {});
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        message: 'Link de coleta inválido ou expirado. Peça um novo link ao embarcador.',
      });
    }
    const strangerToken = await test.app
      .get(CarrierLinkTokens)
      .sign({ carrierId: otherCarrier.id, companyId: companyA });
    expect(
      (await test.http().get('/api/carrier-pickups').query({ token: strangerToken })).body.distribution_center,
    ).toEqual([]);
    const stolen = await test
      .http()
      .post('/api/carrier-pickups')
      .query({ token: strangerToken })
      .send({ pickup_ids: [pickupId], pickup_date: '2026-12-01' });
    expect(stolen.status).toBe(404);
    const sessionToken = await test.http().get('/api/carrier-pickups').query({ token: user });
    expect(sessionToken.status).toBe(403);
  });

  it('groups orders by CD and carrier, and refuses an order already in a pickup or without a carrier, writing nothing', async () => {
    const [a, b, c] = [await newOrder(), await newOrder(otherCarrier.id), await newOrder(null)];
    const two = await command(user, 'NewPickup', { order_ids: [a.id, b.id] });
    expect(two.body.ids).toHaveLength(2);
    const again = await command(user, 'NewPickup', { order_ids: [a.id] });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(new RegExp(`^O pedido ${a.reference} já está na coleta `));
    const noCarrier = await command(user, 'NewPickup', { order_ids: [c.id] });
    expect(noCarrier.status).toBe(400);
    expect(noCarrier.body.message).toBe(`Pedidos sem transportadora não entram em coleta: ${c.reference}.`);
    expect((await get(user, `/api/orders/${c.id}`)).body.pickup_id).toBeNull();
    expect((await command(user, 'NewPickup', { order_ids: [] })).body.message).toBe('Selecione ao menos um pedido.');
  });

  it('lets operations perform a pickup (orders collected, in transit) and prints the romaneio', async () => {
    const order = await newOrder();
    const pickupId = (await command(user, 'NewPickup', { order_ids: [order.id] })).body.id;
    expect((await command(user, 'ConfirmPickup', { pickup: { id: pickupId } })).status).toBe(403);
    expect(
      (
        await command(operations, 'ChangeDriver', {
          reference: order.reference,
          driver: { name: 'João Motorista', phone: '11999998888' },
        })
      ).body.message,
    ).toBe('Motorista alterado com sucesso');
    expect(
      (await command(operations, 'ChangePickupDate', { pickup: { id: pickupId }, estimated_date: '2026-12-03' }))
        .status,
    ).toBe(200);
    // The orders list shows the pickup's day: its deadline until it is performed, then the day it was.
    const pickupDays = async () =>
      (await get(user, `/api/orders?filters[pickup_id]=${pickupId}`)).body.data.map(
        (o: { pickup_date: string | null }) => o.pickup_date,
      );
    expect(await pickupDays()).toEqual(['2026-12-03']);
    expect((await command(operations, 'ConfirmPickup', { pickup: { id: pickupId } })).body.message).toBe(
      'Coleta confirmada com sucesso',
    );
    expect(
      (await command(operations, 'PerformPickup', { reference: order.reference, manually: true })).body.message,
    ).toBe('Coleta realizada com sucesso');
    expect(await pickupDays()).toEqual([saoPauloCalendarDate(new Date())]);
    expect((await get(user, `/api/orders/${(await newOrder()).id}`)).body.pickup_date).toBeNull();

    const pickup = (await get(user, `/api/pickups/${pickupId}`)).body;
    expect(pickup).toMatchObject({
      state: { id: 3, description: 'Coleta Realizada' },
      driver: { name: 'João Motorista' },
      estimated_date: '2026-12-03',
      estimated_time_start: '10:00',
      estimated_time_end: '15:00',
    });
    const shown = (await get(user, `/api/orders/${order.id}`)).body;
    expect(shown.status.id).toBe(3);
    expect(shown.tracker.details[0]).toMatchObject({ code: '202', description: 'Coletado', status: 3 });
    // Collected means moving: the public page shows its four steps with 'Coletado' dated.
    const tracked = (await test.http().post(`/api/tracking/${shown.tracker.tracking_code}`).send({})).body;
    expect([tracked.show_steps, tracked.step_dates[0]]).toEqual([true, shown.tracker.details[0].occurred_at]);
    expect((await command(operations, 'PerformPickup', { pickup: { id: pickupId } })).status).toBe(409);

    const pdf = await get(user, `/api/reports/pickup/${pickupId}`).buffer(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('removes an order from its pickup before collection, and counts the SLA cards', async () => {
    const [a, b] = [await newOrder(), await newOrder()];
    const pickupId = (await command(user, 'NewPickup', { order_ids: [a.id, b.id] })).body.id;
    expect((await command(user, 'RemoveOrderFromPickup', { reference: a.reference })).body.message).toBe(
      'Pedido removido da coleta com sucesso',
    );
    expect((await get(user, `/api/orders/${a.id}`)).body.pickup_id).toBeNull();
    expect((await get(user, `/api/pickups/${pickupId}`)).body.totals.total).toBe(1);
    expect((await command(user, 'RemoveOrderFromPickup', { reference: a.reference })).status).toBe(409);

    const sla = (await get(user, '/api/dashboard/pickups-sla')).body;
    expect(sla.total).toBe(sla.total_waiting_pickup_date + sla.total_waiting_pickup + sla.total_pickuped);
    expect(sla.total_pickuped).toBe(1);
    const waiting = (await get(user, '/api/pickups').query({ 'filters[status]': '1', limit: 100 })).body;
    expect(waiting.data.every((p: { state: { id: number } }) => p.state.id === 1)).toBe(true);
    expect((await get(user, '/api/pickups').query({ 'filters[deadline]': 'someday' })).status).toBe(400);
  });

  it("never shows or changes another company's pickups", async () => {
    const order = await newOrder();
    const pickupId = (await command(user, 'NewPickup', { order_ids: [order.id] })).body.id;
    expect((await get(other, `/api/pickups/${pickupId}`)).status).toBe(404);
    expect((await get(other, `/api/reports/pickup/${pickupId}`)).status).toBe(404);
    expect((await get(other, '/api/pickups')).body.data.map((p: { id: string }) => p.id)).not.toContain(pickupId);
    expect((await get(other, '/api/pickups').query({ 'filters[company_id]': companyA })).status).toBe(403);
    const listed = async (token: string, query: object) =>
      (await get(token, '/api/pickups').query({ limit: 100, ...query })).body.data.map((p: { id: string }) => p.id);
    expect(await listed(user, { 'filters[carrier]': carrier.id })).toContain(pickupId);
    expect(await listed(user, { 'filters[carrier]': otherCarrier.id })).not.toContain(pickupId);
    // Operations' view of every company (v2), or of one company named by them.
    expect(await listed(otherOperations, { v2: 1 })).toContain(pickupId);
    // That view spans companies: each pickup named as its own company sees it (its own carrier too).
    await givenDistributionCenter(test, companyB, 'CD1');
    const ownCarrier = await givenCarrier(test, companyB);
    const theirOrder = await command(
      other,
      'NewOrder',
      orderPayload({ reference: `COL-B${++sequence}`, invoice_number: `8${sequence}`, carrier_id: ownCarrier.id }),
    );
    const theirPickupId = (await command(other, 'NewPickup', { order_ids: [theirOrder.body.id] })).body.id;
    const everyCompany = (await get(otherOperations, '/api/pickups').query({ v2: 1, limit: 100 })).body.data;
    for (const [token, id] of [
      [user, pickupId],
      [other, theirPickupId],
    ])
      expect(everyCompany.find((p: { id: string }) => p.id === id)).toEqual(
        (await get(token, `/api/pickups/${id}`)).body,
      );
    expect(await listed(otherOperations, { v2: 1, 'filters[company_id]': companyA })).toContain(pickupId);
    expect((await get(other, '/api/pickups').query({ v2: 1 })).status).toBe(403);
    expect((await command(otherOperations, 'ConfirmPickup', { pickup: { id: pickupId } })).status).toBe(404);
    expect((await command(other, 'RemoveOrderFromPickup', { id: order.id })).status).toBe(404);
    expect((await command(other, 'NewPickup', { order_ids: [order.id] })).status).toBe(404);
  });
});

import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierEvent } from '../../src/modules/carrier-integrations/connectors/carrier-connector.js';
import { CarrierEventsApplier } from '../../src/modules/carrier-integrations/commands/carrier-events/carrier-events-applier.js';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
import { NotifyRecipient } from '../../src/modules/recipient-notices/policies/notices/notify-recipient.policy.js';
import {
  WHATSAPP_STUB_APP_SECRET,
  WHATSAPP_STUB_EXPIRED_TOKEN,
  WHATSAPP_STUB_PHONE_NUMBER_ID,
  WHATSAPP_STUB_TOKEN,
  whatsAppStub,
} from '@despacho/stubs';
import type { StoredEvent } from '../../src/platform/event-store/stored-event.js';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import { givenShippingCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { createOrder, orderPayload, sendCommand } from '../support/order-fixtures.js';
import { until } from '../support/smtp-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const carrierEvent = (key: string, state: CarrierEvent['state'], day: number): CarrierEvent => ({
  key,
  state,
  occurred_at: `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`,
  tracking_key: 'AA123456785BR',
  problem: null,
  code: key,
  description: state === 'failed_attempt' ? 'Destinatário ausente' : 'Objeto em trânsito',
  place: 'CURITIBA/PR',
  source: 'Correios',
  receipt_url: null,
  unknown_code: false,
});

const ALL_STEPS = ['shipped', 'out_for_delivery', 'failed_attempt', 'delivered', 'delayed'];

describe('Recipient notices (e-mail and WhatsApp)', () => {
  let test: TestApp;
  let db: DataSource;
  let stubServer: FastifyInstance;
  let stub: ReturnType<typeof whatsAppStub>;
  let stubUrl: string;
  let appUrl: string;
  let companyA: string;
  let admin: string;
  let plainUser: string;
  let superAdmin: string;
  let otherAdmin: string;
  let otherCompany: string;
  let sequence = 0;

  const stubCall = async (path: string, body: object = {}) =>
    (
      await fetch(`${stubUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const messagesTo = (orderRef: string) =>
    stub.messages.filter((message) => message.template?.parameters.includes(orderRef));
  /** The e-mails written so far, parsed (subject, text, html) and kept to those about the order. */
  const mailsAbout = async (reference: string) => {
    const files = readdirSync(test.config.mailDir).filter((name) => name.endsWith('.eml'));
    const parsed = await Promise.all(files.map((name) => simpleParser(readFileSync(join(test.config.mailDir, name)))));
    return parsed.filter((mail) => mail.text?.includes(`pedido ${reference} `));
  };
  const notices = async (
    orderId: string,
  ): Promise<
    { step: string; channel: string; state: string; attempts: number; error: string | null; recipient: string | null }[]
  > =>
    db.query(
      'SELECT step, channel, state, attempts, error, recipient FROM recipient_notices WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
  /** What the relay's jobs do for the order's events so far (each once: the side_effects claim). */
  const relay = async (orderId: string) => {
    const events: { id: string }[] = await db.query('SELECT id FROM events WHERE stream_id = $1 ORDER BY version', [
      `order-${orderId}`,
    ]);
    for (const event of events) await test.app.get(SideEffects).applyFor(event.id);
  };
  const newOrder = async (token = admin, phone?: string) => {
    const reference = `AVISO-${++sequence}`;
    const id = await createOrder(test, token, orderPayload({ reference, invoice_number: `${sequence}` }));
    if (phone) {
      const [{ tracking_code }] = await db.query('SELECT tracking_code FROM orders WHERE id = $1', [id]);
      const optIn = await test
        .http()
        .post(`/api/tracking/${tracking_code}/whatsapp-opt-in`)
        .send({ phone, accepted: true });
      expect(optIn.status, JSON.stringify(optIn.body)).toBe(200);
    }
    const [{ shipment_id }] = await db.query('SELECT shipment_id FROM shipment_trackings WHERE order_id = $1', [id]);
    return { id, reference, shipment: { company_id: companyA, order_id: id, shipment_id: shipment_id as string } };
  };
  const settle = async (orderId: string, done: (rows: { state: string }[]) => boolean) => {
    await until(async () => done(await notices(orderId)), 20_000);
    await stub.settled();
  };
  const signed = (body: string, secret = WHATSAPP_STUB_APP_SECRET) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

  beforeAll(async () => {
    stub = whatsAppStub();
    stubServer = Fastify();
    await stubServer.register(stub.plugin);
    stubUrl = await stubServer.listen({ port: 0, host: '127.0.0.1' });
    test = await startTestApp({ runWorkers: true, whatsapp: { apiUrl: `${stubUrl}/v21.0` } });
    await test.app.listen(0, '127.0.0.1');
    appUrl = `http://127.0.0.1:${(test.app.getHttpServer().address() as AddressInfo).port}`;
    db = test.app.get(DataSource);
    ({ companyId: companyA, token: admin } = await givenShippingCompany(test, { isAdmin: true }));
    plainUser = await tokenFor(test, await givenUser(test, companyA, { permissions: ['settings', 'orders'] }));
    superAdmin = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true, isSuperAdmin: true }));
    ({ companyId: otherCompany, token: otherAdmin } = await givenShippingCompany(test, { isAdmin: true }));
  });
  afterAll(async () => {
    await test.close();
    await stubServer.close();
  });

  it('saves the steps and channels for admins, WhatsApp secrets sealed and never answered', async () => {
    const settings = { steps: ALL_STEPS, channels: ['email', 'whatsapp'] };
    expect((await sendCommand(test, plainUser, 'ChangeRecipientNoticeSettings', settings)).status).toBe(403);
    const noAccount = await sendCommand(test, admin, 'ChangeRecipientNoticeSettings', settings);
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.message).toBe('Informe a conta do WhatsApp Business para avisar pelo WhatsApp.');
    const noToken = await sendCommand(test, admin, 'ChangeRecipientNoticeSettings', {
      ...settings,
      whatsapp: { phone_number_id: WHATSAPP_STUB_PHONE_NUMBER_ID },
    });
    expect(noToken.body.message).toBe('Informe o token de acesso do WhatsApp.');
    const saved = await sendCommand(test, admin, 'ChangeRecipientNoticeSettings', {
      ...settings,
      whatsapp: {
        phone_number_id: WHATSAPP_STUB_PHONE_NUMBER_ID,
        access_token: WHATSAPP_STUB_TOKEN,
        app_secret: WHATSAPP_STUB_APP_SECRET,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Avisos ao destinatário salvos.');
    const read = await test.http().get('/api/recipient-notices/settings').set('X-Token', admin);
    expect(read.body).toMatchObject({
      steps: ALL_STEPS,
      channels: ['email', 'whatsapp'],
      whatsapp: {
        phone_number_id: WHATSAPP_STUB_PHONE_NUMBER_ID,
        access_token_set: true,
        app_secret_set: true,
        templates: { shipped: 'despacho_pedido_enviado' },
        webhook_url: `${test.config.publicUrl}/api/webhooks/whatsapp/${companyA}`,
      },
    });
    expect(JSON.stringify(read.body)).not.toContain(WHATSAPP_STUB_TOKEN);
    const [{ clear }] = await db.query(
      'SELECT count(*)::int AS clear FROM events WHERE data::text LIKE $1 OR data::text LIKE $2',
      [`%${WHATSAPP_STUB_TOKEN}%`, `%${WHATSAPP_STUB_APP_SECRET}%`],
    );
    expect(clear).toBe(0);
    const [row] = await db.query('SELECT whatsapp FROM recipient_notice_settings WHERE company_id = $1', [companyA]);
    expect(test.app.get(TokenCipher).open(row.whatsapp.access_token_ciphertext)).toBe(WHATSAPP_STUB_TOKEN);
    // Another company sees its own (none).
    const other = await test.http().get('/api/recipient-notices/settings').set('X-Token', otherAdmin);
    expect(other.body).toEqual({ steps: [], channels: [], whatsapp: null });
  });

  it('subscribes the stub through the verification handshake; a wrong verify token is refused', async () => {
    const callback = `${appUrl}/api/webhooks/whatsapp/${companyA}`;
    const wrong = await stubCall('/_stub/subscribe', { callback_url: callback, verify_token: 'outro' });
    expect(wrong).toEqual({ verified: false, status: 403 });
    const { verify_token } = (await test.http().get('/api/recipient-notices/settings').set('X-Token', admin)).body
      .whatsapp;
    expect(await stubCall('/_stub/subscribe', { callback_url: callback, verify_token })).toEqual({
      verified: true,
      status: 200,
    });
  });

  it('records the opt-in on the tracking page with the text shown; a bad phone is refused', async () => {
    const order = await newOrder();
    const [{ tracking_code }] = await db.query('SELECT tracking_code FROM orders WHERE id = $1', [order.id]);
    const state = await test.http().get(`/api/tracking/${tracking_code}/whatsapp-opt-in`);
    expect(state.body).toEqual({
      enabled: true,
      text: 'Quero receber avisos pelo WhatsApp sobre a entrega deste pedido.',
      opted_in: false,
    });
    const bad = await test
      .http()
      .post(`/api/tracking/${tracking_code}/whatsapp-opt-in`)
      .send({ phone: '(11) 3333-4444', accepted: true });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Informe um celular com DDD, como (11) 98765-4321.');
    const ok = await test
      .http()
      .post(`/api/tracking/${tracking_code}/whatsapp-opt-in`)
      .send({ phone: '(11) 98765-4321', accepted: true });
    expect(ok.body.message).toBe('Pronto! Você receberá os avisos desta entrega pelo WhatsApp.');
    const [optIn] = await db.query('SELECT * FROM recipient_opt_ins WHERE order_id = $1', [order.id]);
    expect(optIn).toMatchObject({
      company_id: companyA,
      phone: '11987654321',
      channel: 'tracking_page',
      text_shown: 'Quero receber avisos pelo WhatsApp sobre a entrega deste pedido.',
      opted_out_at: null,
    });
    expect(optIn.opted_in_at).toBeInstanceOf(Date);
    const out = await test
      .http()
      .post(`/api/tracking/${tracking_code}/whatsapp-opt-in`)
      .send({ phone: '', accepted: false });
    expect(out.body.message).toBe('Você não receberá mais avisos pelo WhatsApp.');
    expect((await test.http().get(`/api/tracking/${tracking_code}/whatsapp-opt-in`)).body.opted_in).toBe(false);
    expect((await test.http().get('/api/tracking/nao-existe/whatsapp-opt-in')).status).toBe(404);
  });

  it('tells each step once per channel, even when events repeat; WhatsApp statuses reach read', async () => {
    const order = await newOrder(admin, '11987654321');
    const applier = test.app.get(CarrierEventsApplier);
    await applier.apply(order.shipment, [carrierEvent('k1', 'posted', 10), carrierEvent('k2', 'in_transit', 11)]);
    await applier.apply(order.shipment, [carrierEvent('k3', 'out_for_delivery', 12)]);
    await applier.apply(order.shipment, [carrierEvent('k4', 'failed_attempt', 12)]);
    await applier.apply(order.shipment, [carrierEvent('k5', 'failed_attempt', 13)]);
    await applier.apply(order.shipment, [carrierEvent('k6', 'delivered', 14)]);
    await relay(order.id);
    // The policy again on every event (a relay retry whose claim was lost): no new notice.
    const events: StoredEvent[] = await db.query('SELECT * FROM events WHERE stream_id = $1', [`order-${order.id}`]);
    const policy = test.app.get(NotifyRecipient);
    for (const event of events) if (policy.handles(event.type)) await policy.run(event as never, db.manager);
    await settle(order.id, (rows) => rows.every((row) => ['sent', 'read'].includes(row.state)));
    const rows = await notices(order.id);
    expect(rows.map((row) => `${row.step}/${row.channel}/${row.state}`)).toEqual([
      'shipped/email/sent',
      'shipped/whatsapp/read',
      'out_for_delivery/email/sent',
      'out_for_delivery/whatsapp/read',
      'failed_attempt/email/sent',
      'failed_attempt/whatsapp/read',
      'delivered/email/sent',
      'delivered/whatsapp/read',
    ]);
    // The jobs run side by side: the stub may receive them in any order.
    const sent = messagesTo(order.reference);
    expect(sent.map((message) => message.template?.name).sort()).toEqual([
      'despacho_pedido_entregue',
      'despacho_pedido_enviado',
      'despacho_saiu_para_entrega',
      'despacho_tentativa_de_entrega',
    ]);
    expect(sent.every((message) => message.to === '5511987654321')).toBe(true);
    const delivered = sent.find((message) => message.template?.name === 'despacho_pedido_entregue');
    expect(delivered?.template?.parameters[2]).toMatch(/\/rate\/\w+\/[\w-]+\.[\w-]+$/);
    const subjects = (await mailsAbout(order.reference)).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(
      [
        `Seu pedido ${order.reference} foi enviado`,
        `Seu pedido ${order.reference} saiu para entrega`,
        `Não conseguimos entregar o pedido ${order.reference}`,
        `Seu pedido ${order.reference} foi entregue`,
      ].sort(),
    );
    // Every status webhook was taken (200) and each (wamid, status) once.
    const answers = stub.webhooks.filter((hook) => sent.some((message) => message.wamid === hook.wamid));
    expect(answers.every((hook) => hook.answer === 200)).toBe(true);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM whatsapp_statuses WHERE wamid = ANY($1)', [
      sent.map((message) => message.wamid),
    ]);
    expect(n).toBe(12);
  });

  it('e-mails carry the company tracking-page colours and the tracking link', async () => {
    const order = await newOrder();
    await sendCommand(test, admin, 'ChangeTrackingBranding', { primary_color: '#2B8A3E', secondary_color: '#EBFBEE' });
    await test.app.get(CarrierEventsApplier).apply(order.shipment, [carrierEvent('p1', 'posted', 10)]);
    await relay(order.id);
    await settle(order.id, (rows) => rows.some((row) => row.state === 'sent'));
    const [mail] = await mailsAbout(order.reference);
    const [{ tracking_code }] = await db.query('SELECT tracking_code FROM orders WHERE id = $1', [order.id]);
    expect(mail.text).toContain(`${test.config.publicUrl}/tracking/${tracking_code}`);
    expect(mail.html).toContain(`href="${test.config.publicUrl}/tracking/${tracking_code}"`);
    expect(mail.html).toContain('background:#2B8A3E');
    expect(mail.html).toContain('background:#EBFBEE');
  });

  it('never sends WhatsApp without the opt-in: the notice is skipped with why', async () => {
    const order = await newOrder();
    const before = stub.messages.length;
    await test.app.get(CarrierEventsApplier).apply(order.shipment, [carrierEvent('s1', 'posted', 10)]);
    await relay(order.id);
    await settle(order.id, (rows) => rows.some((row) => row.state === 'sent'));
    expect(await notices(order.id)).toEqual([
      expect.objectContaining({ step: 'shipped', channel: 'email', state: 'sent', recipient: 'maria@exemplo.com.br' }),
      expect.objectContaining({
        step: 'shipped',
        channel: 'whatsapp',
        state: 'skipped',
        error: 'O destinatário não aceitou avisos pelo WhatsApp.',
      }),
    ]);
    expect(stub.messages.length).toBe(before);
  });

  it('keeps read when delivered arrives after it, and takes a duplicate once', async () => {
    for (const outcome of ['out_of_order', 'duplicate']) {
      await stubCall('/_stub/behaviour', { outcome });
      const order = await newOrder(admin, '11987650000');
      await test.app.get(CarrierEventsApplier).apply(order.shipment, [carrierEvent('o1', 'posted', 10)]);
      await relay(order.id);
      await settle(order.id, (rows) => rows.every((row) => ['sent', 'read'].includes(row.state)));
      const [message] = messagesTo(order.reference);
      const hooks = stub.webhooks.filter((hook) => hook.wamid === message.wamid).map((hook) => hook.status);
      expect(hooks).toEqual(
        outcome === 'out_of_order' ? ['sent', 'read', 'delivered'] : ['sent', 'sent', 'delivered', 'delivered', 'read'],
      );
      const [whatsapp] = (await notices(order.id)).filter((row: { channel: string }) => row.channel === 'whatsapp');
      expect(whatsapp.state).toBe('read');
      const [{ n }] = await db.query('SELECT count(*)::int AS n FROM whatsapp_statuses WHERE wamid = $1', [
        message.wamid,
      ]);
      expect(n).toBe(3);
    }
    await stubCall('/_stub/behaviour', { outcome: 'read' });
  });

  it('fails a notice the number cannot receive (131026) and retries one WhatsApp refused for a while', async () => {
    await stubCall('/_stub/behaviour', { undeliverable: ['5511912340000'] });
    const lost = await newOrder(admin, '11912340000');
    await test.app.get(CarrierEventsApplier).apply(lost.shipment, [carrierEvent('u1', 'posted', 10)]);
    await relay(lost.id);
    await settle(lost.id, (rows) => rows.some((row) => row.state === 'failed'));
    const [failed] = (await notices(lost.id)).filter((row: { channel: string }) => row.channel === 'whatsapp');
    expect(failed).toMatchObject({ state: 'failed', error: 'WhatsApp 131026: Message undeliverable' });

    await stubCall('/_stub/behaviour', { fail_next: [500] });
    const retried = await newOrder(admin, '11987651111');
    await test.app.get(CarrierEventsApplier).apply(retried.shipment, [carrierEvent('r1', 'posted', 10)]);
    await relay(retried.id);
    await settle(retried.id, (rows) => rows.every((row) => ['sent', 'read'].includes(row.state)));
    const [whatsapp] = (await notices(retried.id)).filter((row: { channel: string }) => row.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ state: 'read', attempts: 2, error: null });
    expect(messagesTo(retried.reference)).toHaveLength(1);
  });

  it('fails at once when the token expired (no retry can fix it)', async () => {
    await sendCommand(test, admin, 'ChangeRecipientNoticeSettings', {
      steps: ALL_STEPS,
      channels: ['whatsapp'],
      whatsapp: { phone_number_id: WHATSAPP_STUB_PHONE_NUMBER_ID, access_token: WHATSAPP_STUB_EXPIRED_TOKEN },
    });
    const order = await newOrder(admin, '11987652222');
    await test.app.get(CarrierEventsApplier).apply(order.shipment, [carrierEvent('t1', 'posted', 10)]);
    await relay(order.id);
    await settle(order.id, (rows) => rows.some((row) => row.state === 'failed'));
    expect(await notices(order.id)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', state: 'failed', attempts: 1 }),
    ]);
    expect((await notices(order.id))[0].error).toMatch(/^WhatsApp recusou \(190\)/);
    await sendCommand(test, admin, 'ChangeRecipientNoticeSettings', {
      steps: ALL_STEPS,
      channels: ['email', 'whatsapp'],
      whatsapp: { phone_number_id: WHATSAPP_STUB_PHONE_NUMBER_ID, access_token: WHATSAPP_STUB_TOKEN },
    });
  });

  it('tells of a delay with the new date, only when the forecast moves later', async () => {
    const order = await newOrder();
    await test.app.get(CarrierEventsApplier).apply(order.shipment, [carrierEvent('d1', 'posted', 10)]);
    const [{ deadline }] = await db.query(
      `SELECT to_char(deadline, 'YYYY-MM-DD') AS deadline FROM orders WHERE id = $1`,
      [order.id],
    );
    const earlier = new Date(Date.parse(`${deadline}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.parse(`${deadline}T12:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await sendCommand(test, superAdmin, 'ChangeDeliveryDate', { id: order.id, delivery_date: earlier })).status,
    ).toBe(200);
    await relay(order.id);
    expect((await notices(order.id)).filter((row: { step: string }) => row.step === 'delayed')).toEqual([]);
    expect(
      (await sendCommand(test, superAdmin, 'ChangeDeliveryDate', { id: order.id, delivery_date: later })).status,
    ).toBe(200);
    await relay(order.id);
    await settle(order.id, (rows) => rows.filter((row) => row.state === 'sent').length === 2);
    const [mail] = (await mailsAbout(order.reference)).filter((m) => m.subject?.startsWith('Nova previsão'));
    expect(mail.text).toContain(`${later.slice(8, 10)}/${later.slice(5, 7)}/${later.slice(0, 4)}`);
  });

  it('refuses status webhooks with a bad signature (401) and answers only the company that owns them', async () => {
    const forged = await stubCall('/_stub/forged', {});
    expect(forged).toEqual({ answer: 401 });
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const post = (company: string, signature: string) =>
      test
        .http()
        .post(`/api/webhooks/whatsapp/${company}`)
        .set('content-type', 'application/json')
        .set('x-hub-signature-256', signature)
        .send(body);
    expect((await post(companyA, signed(body))).status).toBe(200);
    expect((await post(companyA, 'sha256=00')).status).toBe(401);
    expect((await post(companyA, '')).status).toBe(401);
    // Signed with A's secret, sent to B's URL (B has no account): refused.
    expect((await post(otherCompany, signed(body))).status).toBe(401);
    expect((await post('nao-e-uuid', signed(body))).status).toBe(401);
  });

  it('shows the notices on the order detail to its company only', async () => {
    const [{ order_id }] = await db.query(
      `SELECT order_id FROM recipient_notices WHERE company_id = $1 AND step = 'delivered' LIMIT 1`,
      [companyA],
    );
    const mine = await test.http().get(`/api/orders/${order_id}/recipient-notices`).set('X-Token', admin);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((row: { step: string }) => row.step)).toContain('delivered');
    expect(mine.body.data[0]).toHaveProperty('error');
    const theirs = await test.http().get(`/api/orders/${order_id}/recipient-notices`).set('X-Token', otherAdmin);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Pedido não encontrado.');
    // Another company's opt-in page for an order of theirs does not reach A's settings.
    const otherOrder = await createOrder(test, otherAdmin, orderPayload({ reference: 'OUTRA-1', invoice_number: '1' }));
    const [{ tracking_code }] = await db.query('SELECT tracking_code FROM orders WHERE id = $1', [otherOrder]);
    const optIn = await test
      .http()
      .post(`/api/tracking/${tracking_code}/whatsapp-opt-in`)
      .send({ phone: '11987654321', accepted: true });
    expect(optIn.status).toBe(400);
    expect(optIn.body.message).toBe('Esta loja não envia avisos pelo WhatsApp.');
  });
});

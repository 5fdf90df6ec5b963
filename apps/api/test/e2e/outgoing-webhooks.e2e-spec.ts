import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import { isPrivateAddress } from '../../src/modules/integrations/adapters/address-guard.js';
import { MerchantHttp } from '../../src/modules/integrations/adapters/merchant-http.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { closeServer, listen, send } from '../support/http-stub.js';
import { orderPayload } from '../support/order-fixtures.js';
import { until } from '../support/smtp-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

describe('Outgoing webhooks for integrators', () => {
  let test: TestApp;
  let receiver: Server;
  let receiverUrl: string;
  let admin: string;
  let otherAdmin: string;
  let plainUser: string;
  let endpointId: string;
  let secret: string;
  const received: Received[] = [];
  /** Status codes the receiver answers, in order; 200 once they run out. */
  const answers: number[] = [];

  const http = () => test.http();
  const command = (token: string, action: string, payload: object) =>
    http().post('/api/command').set('X-Token', token).send({ action, payload });
  const deliveries = async (token = admin, id = endpointId) =>
    http().get(`/api/webhook-endpoints/${id}/deliveries`).set('X-Token', token);
  /**
   * What the relay's job does for the order's event (the relay itself waits for the cluster's oldest
   * open transaction, which other databases on a shared server can hold for long): its side effects.
   */
  const relay = async (orderId: string, type: string) => {
    const [event] = await test.app
      .get(DataSource)
      .query('SELECT id FROM events WHERE stream_id = $1 AND type = $2', [`order-${orderId}`, type]);
    return test.app.get(SideEffects).applyFor(event.id);
  };
  const verify = (r: Received, key = secret) =>
    r.headers['x-despacho-signature'] === `sha256=${createHmac('sha256', key).update(r.body).digest('hex')}`;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        send(response, answers.shift() ?? 200, 'text/plain', 'ok');
      });
    });
    receiverUrl = `${await listen(receiver)}/hooks/despacho`;
    // The receiver is local: allowed by its exact URL, as a test receiver is outside production.
    test = await startTestApp({ runWorkers: true, outboundAllowedUrls: [receiverUrl] });
    const companyId = await givenCompany(test);
    const other = await givenCompany(test);
    await givenDistributionCenter(test, companyId);
    await givenCarrierCoveringBrazil(test, companyId);
    admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
    plainUser = await tokenFor(test, await givenUser(test, companyId, { permissions: ['settings'] }));
    otherAdmin = await tokenFor(test, await givenUser(test, other, { isAdmin: true }));
  });
  afterAll(async () => {
    await test.close();
    await closeServer(receiver);
  });

  it('registers a URL for chosen events, shows the secret once and keeps it sealed', async () => {
    expect(
      (await command(plainUser, 'NewWebhookEndpoint', { url: receiverUrl, events: ['order.created'] })).status,
    ).toBe(403);
    const bad = await command(admin, 'NewWebhookEndpoint', { url: 'ftp://x', events: ['order.created'] });
    expect(bad.body.message).toBe('A URL deve começar com https://.');
    const noEvents = await command(admin, 'NewWebhookEndpoint', { url: receiverUrl, events: [] });
    expect(noEvents.body.message).toContain('Escolha ao menos um evento.');
    const unknown = await command(admin, 'NewWebhookEndpoint', { url: receiverUrl, events: ['user.created'] });
    expect(unknown.status).toBe(400);

    const created = await command(admin, 'NewWebhookEndpoint', {
      url: receiverUrl,
      events: ['order.created', 'order.status-changed'],
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Webhook cadastrado. Copie o segredo agora: ele não será mostrado de novo.');
    endpointId = created.body.id;
    secret = created.body.secret;
    expect(secret).toMatch(/^whsec_/);
    const list = await http().get('/api/webhook-endpoints').set('X-Token', admin);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: endpointId, url: receiverUrl }] });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const db = test.app.get(DataSource);
    const [{ clear }] = await db.query(`SELECT count(*)::int AS clear FROM events WHERE data::text LIKE $1`, [
      `%${secret}%`,
    ]);
    expect(clear).toBe(0);
    const [row] = await db.query('SELECT secret_ciphertext FROM webhook_endpoints WHERE id = $1', [endpointId]);
    expect(test.app.get(TokenCipher).open(row.secret_ciphertext)).toBe(secret);
    expect((await http().get('/api/webhook-endpoints').set('X-Token', otherAdmin)).body.total).toBe(0);
  });

  it('posts an order event signed, once, with its idempotency key; retries after a 500', async () => {
    answers.push(500);
    const order = await command(admin, 'NewOrder', orderPayload({ reference: 'WH-1' }));
    expect(order.status).toBe(200);
    expect(await relay(order.body.id, 'order.created')).toContain('post-webhooks-to-integrators');
    expect(await relay(order.body.id, 'order.created')).toEqual([]); // once per event
    await until(async () => (await deliveries()).body.data[0]?.status === 'delivered', 20_000);
    const posts = received.filter((r) => JSON.parse(r.body).type === 'order.created');
    expect(posts).toHaveLength(2); // the 500, then the retry
    for (const post of posts) expect(verify(post)).toBe(true);
    expect(verify(posts[0], 'whsec_outro')).toBe(false);
    const body = JSON.parse(posts[1].body);
    expect(body).toMatchObject({ type: 'order.created', order_id: order.body.id });
    expect(posts[1].headers['idempotency-key']).toBe(body.id);
    expect(posts[1].headers['x-despacho-event']).toBe('order.created');
    const [logged] = (await deliveries()).body.data;
    expect(logged).toMatchObject({ event_type: 'order.created', status: 'delivered', attempts: 2, response_code: 200 });
  });

  it("replays a delivery on 'Reenviar' with the same idempotency key; another company can neither see nor replay it", async () => {
    const [logged] = (await deliveries()).body.data;
    expect((await deliveries(otherAdmin)).status).toBe(404);
    const foreign = await http()
      .post(`/api/webhook-endpoints/${endpointId}/deliveries/${logged.id}/replay`)
      .set('X-Token', otherAdmin);
    expect(foreign.status).toBe(404);
    const before = received.length;
    const replay = await http()
      .post(`/api/webhook-endpoints/${endpointId}/deliveries/${logged.id}/replay`)
      .set('X-Token', admin);
    expect(replay.body.message).toBe('Entrega reenviada.');
    await until(() => received.length > before, 10_000);
    const again = received[received.length - 1];
    expect(again.headers['idempotency-key']).toBe(logged.event_id);
    expect(verify(again)).toBe(true);
    await until(async () => (await deliveries()).body.data[0].attempts === 3);
  });

  it('removes the URL (another company cannot), after which nothing more is posted', async () => {
    expect((await command(otherAdmin, 'RemoveWebhookEndpoint', { id: endpointId })).status).toBe(404);
    const removed = await command(admin, 'RemoveWebhookEndpoint', { id: endpointId });
    expect(removed.body.message).toBe('Webhook excluído com sucesso.');
    const before = received.length;
    const order = await command(admin, 'NewOrder', orderPayload({ reference: 'WH-2' }));
    await relay(order.body.id, 'order.created');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received.length).toBe(before);
  });

  it('refuses private and loopback addresses in production', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '169.254.169.254', '::1', '::ffff:127.0.0.1'])
      expect(isPrivateAddress(address)).toBe(true);
    expect(isPrivateAddress('200.147.67.142')).toBe(false);
    const production = new MerchantHttp({ production: true, outboundAllowedUrls: [receiverUrl] } as AppConfig);
    expect(await production.refusal('https://127.0.0.1/x')).toBe('A URL aponta para um endereço interno ou privado.');
    expect(await production.refusal('https://localhost/x')).toBe('A URL aponta para um endereço interno ou privado.');
    expect(await production.refusal('http://200.147.67.142/x')).toBe('A URL deve começar com https://.');
    expect(await production.refusal('https://200.147.67.142/x')).toBeNull();
    // Production has no allowed local receivers, whatever the configuration says.
    expect(await production.refusal(receiverUrl)).toBe('A URL deve começar com https://.');
    await production.onModuleDestroy();
  });

  it('refuses a URL on a private or loopback address outside production too, except the allowed receiver', async () => {
    const port = new URL(receiverUrl).port;
    for (const url of [
      'http://10.1.2.3/hooks',
      'http://169.254.169.254/latest/meta-data',
      `http://127.0.0.1:${port}/outra`,
      `http://localhost:${port}/hooks/despacho`,
      'http://127.0.0.1:5432/',
      'http://[::1]:5432/',
    ]) {
      const refused = await command(admin, 'NewWebhookEndpoint', { url, events: ['order.created'] });
      expect(refused.status, url).toBe(400);
      expect(refused.body.message, url).toBe('A URL aponta para um endereço interno ou privado.');
    }
  });
});

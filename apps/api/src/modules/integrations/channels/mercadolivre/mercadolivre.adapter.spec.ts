import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../platform/config/app-config.js';
import { mercadoLivreStub } from '@despacho/stubs';
import type { ChannelConnection } from '../../adapters/channel-adapter.js';
import { MercadoLivreAdapter, parseMlDimensions } from './mercadolivre.adapter.js';

const APP_ID = '5503910054141466';
const REDIRECT = 'http://web.test/connect/mercadolivre';

describe('MercadoLivreAdapter against the stub', () => {
  // 4 requests per 300 ms and token: a burst of three reads (12 calls) meets 429s and gets through them.
  const stub = mercadoLivreStub({
    appId: APP_ID,
    clientSecret: 'segredo',
    redirectUri: () => REDIRECT,
    notificationUrl: () => null,
    rateLimit: { requests: 4, windowMs: 300 },
  });
  const server = Fastify();
  let adapter: MercadoLivreAdapter;
  let base: string;
  let tooMany = 0;

  const authorize = async (state: string) => {
    const answer = await fetch(adapter.authorizeUrl(state), { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location')!);
  };

  beforeAll(async () => {
    server.addHook('onResponse', async (_request, reply) => {
      if (reply.statusCode === 429) tooMany++;
    });
    await server.register(stub.plugin);
    base = await server.listen({ port: 0, host: '127.0.0.1' });
    adapter = new MercadoLivreAdapter({
      mercadoLivre: {
        authUrl: base,
        apiUrl: base,
        appId: APP_ID,
        clientSecret: 'segredo',
        redirectUri: REDIRECT,
        backoffMs: 100,
      },
    } as AppConfig);
  });
  afterAll(() => server.close());

  it('authorizes with the registered redirect URI and the state, and spends a code once', async () => {
    const back = await authorize('estado-1');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('estado-1');
    const code = back.searchParams.get('code')!;
    const before = Date.now();
    const grant = await adapter.exchangeCode(code);
    expect(grant).toMatchObject({ storeId: String(stub.store.userId), storeHost: null });
    expect(grant.refreshToken).toMatch(/^TG-/);
    // 6 h access token
    expect(Date.parse(grant.expiresAt!) - before).toBeGreaterThanOrEqual(21_600_000 - 1000);
    await expect(adapter.exchangeCode(code)).rejects.toThrow('O Mercado Livre recusou o código de autorização');
  });

  it('refreshes with a single-use refresh token: the old one is refused once spent', async () => {
    const grant = await adapter.exchangeCode((await authorize('e')).searchParams.get('code')!);
    const renewed = await adapter.refresh(grant.refreshToken!);
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    expect(renewed.refreshToken).not.toBe(grant.refreshToken);
    await expect(adapter.refresh(grant.refreshToken!)).rejects.toThrow('O Mercado Livre recusou a renovação do acesso');
    // the new pair works: the new refresh token refreshes, the new access token reads
    await expect(adapter.refresh(renewed.refreshToken!)).resolves.toMatchObject({
      storeId: grant.storeId,
    });
  });

  it('reads an order (order + shipment + billing info + items) through the 429s with back-off', async () => {
    const grant = await adapter.exchangeCode((await authorize('e')).searchParams.get('code')!);
    const connection: ChannelConnection = { ...grant, apiAddress: null };
    const placed = stub.store.placeOrder();
    tooMany = 0;
    const reads = await Promise.all([1, 2, 3].map(() => adapter.readOrder(connection, String(placed.id))));
    expect(tooMany).toBeGreaterThan(0); // the stub did refuse, the adapter waited and tried again
    expect(reads.map((order) => order.id)).toEqual(Array(3).fill(String(placed.id)));
    expect(reads[0]).toMatchObject({
      number: String(placed.id),
      cancelled: false,
      customer: { name: 'João Comprador', phone: '11912345678' },
      address: { zip: '01310100', street: 'Avenida Paulista', number: '1000', state: 'SP', neighborhood: 'Bela Vista' },
      items: [{ sku: 'LUMINARIA-01', quantity: 2, price: 129.9, weight: 1.2, height: 15, width: 20, depth: 45 }],
    });
    expect(reads[0].customer.document).toMatch(/^\d{11}$/);
  });

  it('does not import an unpaid order: the address is hidden until payment', async () => {
    const grant = await adapter.exchangeCode((await authorize('e')).searchParams.get('code')!);
    const placed = stub.store.placeOrder({ status: 'payment_required' });
    await expect(adapter.readOrder({ ...grant, apiAddress: null }, String(placed.id))).rejects.toThrow(
      'só mostra o endereço',
    );
  });

  it('pushes ME1 status and tracking: shipped first when the mapped status is final', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300)); // the rate window clears after the bursts above
    const grant = await adapter.exchangeCode((await authorize('e')).searchParams.get('code')!);
    const connection: ChannelConnection = { ...grant, apiAddress: null };
    const placed = stub.store.placeOrder();
    const update = {
      status: 'delivered',
      trackingCode: 'DSP123',
      trackingUrl: 'http://web.test/tracking/DSP123',
      happenedAt: new Date().toISOString(),
    };
    await adapter.pushShipment(connection, String(placed.id), update);
    const shipmentId = (placed.shipping as { id: number }).id;
    const sent = stub.store.sellerNotifications.filter((n) => n.shipment_id === shipmentId).map((n) => n.body);
    expect(sent.map((body) => body.status)).toEqual(['shipped', 'delivered']);
    expect(sent[0]).toMatchObject({ tracking_number: 'DSP123', tracking_url: update.trackingUrl });
    // final: ML refuses anything after delivered, and the adapter says why
    await expect(adapter.pushShipment(connection, String(placed.id), { ...update, status: 'shipped' })).rejects.toThrow(
      'invalid status transition: delivered -> shipped',
    );
  });

  it("lists the seller's items page by page and by ids", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const grant = await adapter.exchangeCode((await authorize('e')).searchParams.get('code')!);
    const connection: ChannelConnection = { ...grant, apiAddress: null };
    const first = await adapter.listProducts(connection, { page: 1, perPage: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.sku)).toEqual(['LUMINARIA-01', 'POTES-3']);
    expect(first.items[1]).toMatchObject({ name: 'Kit 3 potes herméticos', price: 59.9, weight: 0.8, depth: 18 });
    const second = await adapter.listProducts(connection, { page: 2, perPage: 2 });
    expect(second.items.map((item) => item.sku)).toEqual(['YOGA-6']);
    const byIds = await adapter.listProducts(connection, { page: 1, perPage: 10, ids: [first.items[0].id] });
    expect(byIds).toEqual({ items: [first.items[0]], total: 1 });
  });

  it('reads ML notifications (pointers, no signature) and checks the application id', () => {
    const raw = Buffer.from(
      JSON.stringify({
        resource: '/orders/2195160686',
        user_id: 468424240,
        topic: 'orders_v2',
        application_id: APP_ID,
      }),
    );
    expect(adapter.verifyWebhook(raw)).toBe(true);
    expect(adapter.readNotice(raw)).toEqual({ storeId: '468424240', topic: 'orders_v2', resourceId: '2195160686' });
    expect(adapter.verifyWebhook(Buffer.from(JSON.stringify({ application_id: 1 })))).toBe(false);
    expect(adapter.verifyWebhook(Buffer.from('não é json'))).toBe(false);
    expect(adapter.readNotice(Buffer.from('{"topic":"orders_v2"}'))).toBeNull();
    const appless = new MercadoLivreAdapter({ mercadoLivre: { appId: '' } } as AppConfig);
    expect(appless.verifyWebhook(Buffer.from('{"resource":"/orders/1","user_id":1,"topic":"orders_v2"}'))).toBe(false);
  });

  it('confirms a notice only when the seller’s token reads that seller’s order', async () => {
    const connection = {
      storeId: String(stub.store.userId),
      accessToken: stub.store.issueTokens(3600).access_token,
      apiAddress: null,
    };
    const order = stub.store.placeOrder({}) as { id: number };
    const notice = (resourceId: string, topic = 'orders_v2') => ({ storeId: connection.storeId, topic, resourceId });
    expect(await adapter.confirmNotice(connection, notice(String(order.id)))).toBe(true);
    expect(await adapter.confirmNotice(connection, notice('2999999999'))).toBe(false); // ML: 404
    expect(await adapter.confirmNotice({ ...connection, storeId: '1' }, notice(String(order.id)))).toBe(false);
    expect(await adapter.confirmNotice(connection, notice(String(order.id), 'items'))).toBe(false);
    expect(await adapter.confirmNotice(connection, notice('../users/me'))).toBe(false);
  });

  it('parses ME1 dimensions (HxWxL,grams) and refuses anything else', () => {
    expect(parseMlDimensions('10x20x30,1500')).toEqual({ height: 10, width: 20, depth: 30, weight: 1.5 });
    expect(parseMlDimensions('10x20,1500')).toBeNull();
    expect(parseMlDimensions(undefined)).toBeNull();
  });

  it('answers the stub checks: form-only token endpoint, redirect URI, bearer token', async () => {
    const json = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token' }),
    });
    expect(json.status).toBe(400);
    const wrongRedirect = adapter
      .authorizeUrl('s')
      .replace(encodeURIComponent(REDIRECT), encodeURIComponent('http://x'));
    expect((await fetch(wrongRedirect, { redirect: 'manual' })).status).toBe(400);
    expect((await fetch(`${base}/orders/1`, { headers: { Authorization: 'Bearer errado' } })).status).toBe(401);
  });
});

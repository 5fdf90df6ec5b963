import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../../platform/config/app-config.js';
import { nuvemshopStub } from '@despacho/stubs';
import { NuvemshopAdapter } from './nuvemshop.adapter.js';

const SECRET = 'segredo-do-app';

describe('NuvemshopAdapter against the stub', () => {
  // A bucket of 2 draining 10 per second: the third call in a burst gets a 429.
  const stub = nuvemshopStub({
    appId: '77',
    clientSecret: SECRET,
    redirectUrl: () => 'http://web.test/connect/nuvemshop',
    bucketSize: 2,
    drainPerSecond: 10,
  });
  const server = Fastify();
  let adapter: NuvemshopAdapter;
  let base: string;
  let tooMany = 0;

  beforeAll(async () => {
    server.addHook('onResponse', async (_request, reply) => {
      if (reply.statusCode === 429) tooMany++;
    });
    await server.register(stub.plugin);
    base = await server.listen({ port: 0, host: '127.0.0.1' });
    adapter = new NuvemshopAdapter({
      nuvemshop: {
        authUrl: base,
        apiUrl: `${base}/v1`,
        appId: '77',
        clientSecret: SECRET,
        userAgent: 'Teste (t@t.test)',
      },
    } as AppConfig);
  });
  afterAll(() => server.close());

  it('verifies the hex HMAC-SHA256 of the raw body and nothing else', () => {
    const raw = Buffer.from('{"store_id":4242,"event":"order/created","id":1}');
    const good = createHmac('sha256', SECRET).update(raw).digest('hex');
    expect(adapter.verifyWebhook(raw, { 'x-linkedstore-hmac-sha256': good })).toBe(true);
    expect(adapter.verifyWebhook(Buffer.from(`${raw} `), { 'x-linkedstore-hmac-sha256': good })).toBe(false);
    expect(
      adapter.verifyWebhook(raw, {
        'x-linkedstore-hmac-sha256': createHmac('sha256', 'outro').update(raw).digest('hex'),
      }),
    ).toBe(false);
    expect(adapter.verifyWebhook(raw, { 'x-linkedstore-hmac-sha256': 'zz' })).toBe(false);
    expect(adapter.verifyWebhook(raw, {})).toBe(false);
    expect(adapter.readNotice(raw)).toEqual({ storeId: '4242', topic: 'order/created', resourceId: '1' });
    expect(adapter.readNotice(Buffer.from('não é json'))).toBeNull();
  });

  it('accepts nothing without an app secret, not even an HMAC made with an empty key', () => {
    const keyless = new NuvemshopAdapter({ nuvemshop: { clientSecret: '' } } as AppConfig);
    const raw = Buffer.from('{"store_id":4242,"event":"order/created","id":1}');
    const empty = createHmac('sha256', '').update(raw).digest('hex');
    expect(keyless.verifyWebhook(raw, { 'x-linkedstore-hmac-sha256': empty })).toBe(false);
  });

  it('exchanges a code once, then reads orders through the 429s of the bucket', async () => {
    const authorize = await fetch(adapter.authorizeUrl('estado-1'), { redirect: 'manual' });
    const code = new URL(authorize.headers.get('location')!).searchParams.get('code')!;
    const grant = await adapter.exchangeCode(code);
    expect(grant).toMatchObject({ storeId: '4242' });
    await expect(adapter.exchangeCode(code)).rejects.toThrow('A Nuvemshop recusou o código de autorização');

    const placed = stub.store.placeOrder();
    const reads = await Promise.all([1, 2, 3, 4].map(() => adapter.readOrder(grant, String(placed.id))));
    expect(reads.map((order) => order.number)).toEqual(Array(4).fill(String(placed.number)));
    expect(tooMany).toBeGreaterThan(0); // the stub did refuse, the adapter waited and tried again
    expect(reads[0]).toMatchObject({
      customer: { name: 'Maria Cliente', phone: '11987654321' },
      address: { zip: '01304001', state: 'SP', neighborhood: 'Consolação', complement: 'apto 12' },
      items: [{ sku: 'CAMISETA-P', quantity: 2, weight: 0.3, width: 20, height: 4, depth: 30 }, { sku: 'CANECA' }],
    });
  });

  it('answers the stub checks: User-Agent, token and JSON bodies', async () => {
    const url = `${base}/v1/4242/orders`;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the bucket drains after the burst above
    // fetch sends 'node' unless told otherwise: an empty User-Agent stands for none.
    expect(
      (await fetch(url, { headers: { 'User-Agent': '', Authentication: `bearer ${stub.store.accessToken}` } })).status,
    ).toBe(400);
    expect((await fetch(url, { headers: { 'User-Agent': 'x', Authentication: 'bearer errado' } })).status).toBe(401);
    const form = await fetch(`${base}/v1/4242/webhooks`, {
      method: 'POST',
      headers: {
        'User-Agent': 'x',
        Authentication: `bearer ${stub.store.accessToken}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'event=order/created&url=https://x',
    });
    expect(form.status).toBe(415);
  });
});

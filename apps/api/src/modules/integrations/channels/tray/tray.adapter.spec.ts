import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../../../platform/config/app-config.js';
import { trayStub } from '@despacho/stubs';
import { MerchantHttp } from '../../adapters/merchant-http.js';
import type { ChannelConnection } from '../../adapters/channel-adapter.js';
import { TrayAdapter, trayDate } from './tray.adapter.js';

const tray = {
  consumerKey: 'chave',
  consumerSecret: 'segredo',
  notificationSecret: 's3cr3t-da-url',
  apiHosts: ['.commercesuite.com.br'],
  allowHttp: true,
};

describe('TrayAdapter against the stub', () => {
  // 3 calls per 500 ms window: the 4th in a burst gets a 429 and is retried after the back-off.
  const stub = trayStub({
    consumerKey: tray.consumerKey,
    consumerSecret: tray.consumerSecret,
    notificationUrl: () => 'http://127.0.0.1:9/none',
    perMinute: 3,
    windowMs: 500,
    retryDelaysMs: [0],
  });
  const server = Fastify();
  const adapterFor = (config: Partial<AppConfig>) => {
    const appConfig = { tray, publicUrl: 'http://web.test', production: false, ...config } as AppConfig;
    return new TrayAdapter(appConfig, new MerchantHttp(appConfig));
  };
  let adapter: TrayAdapter;
  let base: string;
  let tooMany = 0;

  /** Follows the stub's authorization page as a browser would and returns the callback's fields. */
  const authorize = async (): Promise<Record<string, string>> => {
    const url = adapter.authorizeUrl('estado', base);
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const callback = new URL(response.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe('http://web.test/connect/tray');
    return Object.fromEntries(callback.searchParams);
  };

  beforeAll(async () => {
    server.addHook('onResponse', async (_request, reply) => {
      if (reply.statusCode === 429) tooMany++;
    });
    await server.register(stub.plugin);
    base = (await server.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
    // The stub is let through as the local stubs are outside production: its API root only.
    adapter = adapterFor({ outboundAllowedUrls: [`${base}/web_api`] });
  });
  afterAll(() => server.close());

  it('sends the merchant to the store’s auth.php with the app key and a callback carrying the state', () => {
    const url = new URL(adapter.authorizeUrl('abc', 'https://minhaloja.com.br/'));
    expect(url.origin + url.pathname).toBe('https://minhaloja.com.br/auth.php');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('consumer_key')).toBe('chave');
    expect(url.searchParams.get('callback')).toBe('http://web.test/connect/tray?state=abc');
    expect(() => adapter.authorizeUrl('abc', 'javascript:alert(1)')).toThrow('Informe o endereço da sua loja Tray.');
  });

  it('exchanges a code once for a 3-hour access token and a refresh token, and refreshes both', async () => {
    const fields = await authorize();
    expect(fields).toMatchObject({ store: '391250', adm_user: 'lojista' });
    expect(fields.api_address).toBe(`${base}/web_api`);
    const grant = await adapter.exchangeCode(fields.code, fields);
    expect(grant).toMatchObject({ storeId: '391250', apiAddress: `${base}/web_api`, storeHost: fields.store_host });
    const hours = (Date.parse(grant.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(2.9);
    expect(hours).toBeLessThanOrEqual(3);
    await expect(adapter.exchangeCode(fields.code, fields)).rejects.toThrow('A Tray recusou o código de autorização');

    const renewed = await adapter.refresh(grant.refreshToken ?? '', grant);
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    expect(renewed.refreshToken).not.toBe(grant.refreshToken);
    // The refresh token rotates: the old one is refused.
    await expect(adapter.refresh(grant.refreshToken ?? '', grant)).rejects.toMatchObject({ status: 401 });
  });

  it('sends the app secret nowhere but Tray’s hosts: not to the store address the merchant typed, nor a local port', async () => {
    // The attack: the merchant's own "store" answers auth.php and names itself as the API root.
    const received: string[] = [];
    const attacker = createServer((request, response) => {
      request.on('data', (chunk) => received.push(String(chunk)));
      request.on('end', () => response.end('{}'));
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    const attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
    try {
      const fields = await authorize();
      for (const api_address of [`${attackerUrl}/web_api`, 'http://169.254.169.254/web_api', `${base}/outra`])
        await expect(adapter.exchangeCode(fields.code, { ...fields, api_address })).rejects.toThrow(
          'Endereço da API da loja Tray inválido.',
        );
      // A Tray host name that resolves to this machine is refused on the connection, in pt-BR.
      const onTray = adapterFor({ tray: { ...tray, apiHosts: ['localhost'] }, outboundAllowedUrls: [] });
      const port = new URL(attackerUrl).port;
      await expect(
        onTray.exchangeCode(fields.code, { ...fields, api_address: `https://localhost:${port}/web_api` }),
      ).rejects.toThrow('A URL aponta para um endereço interno ou privado.');
      expect(received).toEqual([]);
    } finally {
      attacker.close();
    }
  });

  describe('with a connected store', () => {
    let connection: ChannelConnection;
    beforeAll(async () => {
      const fields = await authorize();
      connection = await adapter.exchangeCode(fields.code, fields);
    });

    it('reads an order from /orders/{id}/complete, grams to kg, CPF or CNPJ by customer type', async () => {
      const placed = stub.store.placeOrder({
        Customer: {
          ...(stub.store.placeOrder().Customer as object),
          type: '1',
          cnpj: '11.222.333/0001-81',
        },
      });
      const order = await adapter.readOrder(connection, String(placed.id));
      expect(order).toMatchObject({
        id: String(placed.id),
        number: String(placed.id),
        cancelled: false,
        customer: { name: 'João Comprador', document: '11222333000181', phone: '11988887777' },
        address: { zip: '01310100', street: 'Avenida Paulista', number: '1000', state: 'SP', city: 'São Paulo' },
      });
      expect(order.items).toEqual([
        {
          sku: 'TENIS-38',
          name: 'Tênis Corrida 38',
          quantity: 2,
          price: 249.9,
          weight: 0.9,
          width: 22,
          height: 12,
          depth: 33,
        },
      ]);
      stub.store.orders.get(String(placed.id))!.status = 'CANCELADO';
      expect((await adapter.readOrder(connection, String(placed.id))).cancelled).toBe(true);
    });

    it('reads every store status though Tray pages 50 at most', async () => {
      for (let i = 0; i < 50; i++)
        stub.store.statuses.push({ id: String(100 + i), status: `EXTRA ${i}`, show_backoffice: '1' });
      const situations = await adapter.listSituations(connection);
      expect(situations).toHaveLength(stub.store.statuses.length);
      expect(situations[3]).toEqual({ id: '4', name: 'ENVIADO' });
      stub.store.statuses.splice(12);
    });

    it('lists products with paging and ids', async () => {
      const all = await adapter.listProducts(connection, { page: 1, perPage: 2 });
      expect(all.total).toBe(3);
      expect(all.items).toHaveLength(2);
      expect(all.items[0]).toEqual({
        id: '101',
        sku: 'TENIS-38',
        name: 'Tênis Corrida 38',
        price: 249.9,
        weight: 0.9,
        width: 22,
        height: 12,
        depth: 33,
      });
      const some = await adapter.listProducts(connection, { page: 1, perPage: 10, ids: ['103'] });
      expect(some.items.map((item) => item.sku)).toEqual(['GARRAFA']);
    });

    it('lists a product’s variants with their own SKU and measures', async () => {
      const variants = await adapter.listVariants(connection, { page: 1, perPage: 10, productId: '101' });
      expect(variants.total).toBe(2);
      expect(variants.items[1]).toEqual({
        id: '1012',
        sku: 'TENIS-40',
        name: 'TENIS-40',
        price: 249.9,
        weight: 0.95,
        width: 22,
        height: 12,
        depth: 34,
      });
    });

    it('pushes the status id, tracking code, date and URL with one PUT /orders/{id}', async () => {
      const placed = stub.store.placeOrder();
      await adapter.pushShipment(connection, String(placed.id), {
        status: '4',
        trackingCode: 'DSP123',
        trackingUrl: 'http://web.test/tracking/DSP123',
        happenedAt: '2026-11-25T15:00:00.000Z',
      });
      expect(stub.store.updates.at(-1)).toMatchObject({
        order_id: String(placed.id),
        body: {
          status_id: '4',
          sending_code: 'DSP123',
          sending_date: '2026-11-25',
          tracking_url: 'http://web.test/tracking/DSP123',
        },
      });
      expect(placed.status).toBe('ENVIADO');
    });

    it('backs off on 429 and gets through', async () => {
      const before = tooMany;
      const placed = stub.store.placeOrder();
      await Promise.all([1, 2, 3, 4, 5].map(() => adapter.readOrder(connection, String(placed.id))));
      expect(tooMany).toBeGreaterThan(before);
    });

    it('answers 401 for an expired access token', async () => {
      stub.store.accessExpiresAt = Date.now() - 1;
      await expect(adapter.readOrder(connection, '5001')).rejects.toMatchObject({ status: 401 });
    });
  });

  it('accepts a notification only with the URL secret and reads its form fields', () => {
    const raw = Buffer.from('seller_id=391250&scope_id=5001&scope_name=order&act=update&app_code=chave');
    expect(adapter.verifyWebhook(raw, {}, { secret: 's3cr3t-da-url' })).toBe(true);
    expect(adapter.verifyWebhook(raw, {}, { secret: 's3cr3t-da-urm' })).toBe(false);
    expect(adapter.verifyWebhook(raw, {}, {})).toBe(false);
    expect(adapter.readNotice(raw)).toEqual({ storeId: '391250', topic: 'order/update', resourceId: '5001' });
    expect(adapter.readNotice(Buffer.from('{"seller_id":1}'))).toBeNull();
  });

  it('reads Tray dates as Brasília time', () => {
    expect(trayDate('2026-11-25 17:40:00')).toBe('2026-11-25T20:40:00.000Z');
    expect(trayDate('0000-00-00')).toBeNull();
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { MerchantHttp } from './merchant-http.js';

/** A local listener that records every request it gets and answers with `answer`. */
async function listener(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, hits, close: () => (server.closeAllConnections(), server.close()) };
}

describe('MerchantHttp: the one client for URLs a merchant supplies', () => {
  let stub: Awaited<ReturnType<typeof listener>>;
  let other: Awaited<ReturnType<typeof listener>>;
  let http: MerchantHttp;

  beforeAll(async () => {
    stub = await listener((request, response) => {
      if (request.url === '/stub/big') return response.end(Buffer.alloc(300 * 1024, 'x'));
      if (request.url === '/stub/slow') return; // never answers
      if (request.url === '/stub/redirect') return response.writeHead(302, { location: `${other.url}/inside` }).end();
      response.setHeader('content-type', 'application/json').end('{"ok":true}');
    });
    other = await listener((_request, response) => response.end('segredo interno'));
    // Outside production: only the stub's own prefix is let through (as the API's /stubs/ are).
    http = new MerchantHttp({ production: false, outboundAllowedUrls: [`${stub.url}/stub/`] } as AppConfig);
  });
  afterAll(async () => {
    await http.onModuleDestroy();
    stub.close();
    other.close();
  });

  it('calls an allowed stub and answers its status and JSON', async () => {
    const response = await http.request(`${stub.url}/stub/hello`);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('refuses every other local address, by name or literal, and the listener gets nothing', async () => {
    const port = new URL(other.url).port;
    for (const url of [
      `${other.url}/web_api/auth`,
      `http://localhost:${port}/web_api/auth`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `${stub.url}/outra`, // the stub's host and port, outside its allowed path
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
    ])
      await expect(http.request(url, { method: 'POST', body: 'consumer_secret=x' }), url).rejects.toMatchObject({
        name: 'MerchantUrlError',
        status: 400,
        message: 'A URL aponta para um endereço interno ou privado.',
      });
    expect(other.hits).toEqual([]);
  });

  it('does not follow a redirect (it could lead past the guard)', async () => {
    const response = await http.request(`${stub.url}/stub/redirect`);
    expect(response.status).toBe(302);
    expect(other.hits).toEqual([]);
  });

  it('cuts an answer past the size limit and a target past the time limit, with a pt-BR reason', async () => {
    await expect(http.request(`${stub.url}/stub/big`, { maxBytes: 256 * 1024 })).rejects.toThrow(
      `A resposta de ${new URL(stub.url).host} passou do limite de 256 KB.`,
    );
    const started = Date.now();
    await expect(http.request(`${stub.url}/stub/slow`, { timeoutMs: 300 })).rejects.toThrow(
      `${new URL(stub.url).host} não respondeu em 300 ms.`,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('says a target is unreachable in pt-BR (a port where nothing listens)', async () => {
    const closed = await listener(() => undefined);
    closed.close();
    const allowed = new MerchantHttp({ production: false, outboundAllowedUrls: [`${closed.url}/`] } as AppConfig);
    await expect(allowed.request(`${closed.url}/x`)).rejects.toThrow(
      `Não foi possível conectar a ${new URL(closed.url).host}.`,
    );
    await allowed.onModuleDestroy();
  });

  it('in production: https only, no allowed local URL, no user:password', async () => {
    const production = new MerchantHttp({ production: true, outboundAllowedUrls: [`${stub.url}/stub/`] } as AppConfig);
    await expect(production.request(`${stub.url}/stub/hello`)).rejects.toThrow('A URL deve começar com https://.');
    await expect(production.request('https://127.0.0.1:1/x')).rejects.toThrow(
      'A URL aponta para um endereço interno ou privado.',
    );
    await expect(production.request('https://a:b@example.com/')).rejects.toThrow(
      'A URL não pode conter usuário e senha.',
    );
    expect(await production.refusal('https://localhost/x')).toBe('A URL aponta para um endereço interno ou privado.');
    await production.onModuleDestroy();
  });
});

import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectPagesToPublicOrigin } from './canonical-origin.js';

describe('page loads on another name of the server', () => {
  const app = Fastify();
  redirectPagesToPublicOrigin(app, 'http://localhost:3000');
  app.get('/*', async () => 'page');
  afterAll(() => app.close());

  const get = (url: string, host: string, accept = 'text/html,application/xhtml+xml') =>
    app.inject({ method: 'GET', url, headers: { host, accept } });

  it('sends a page opened on 127.0.0.1 to the same path on PUBLIC_URL', async () => {
    const response = await get('/orders?status=2', '127.0.0.1:3000');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/orders?status=2');
  });

  it('serves pages on PUBLIC_URL, and the API, stubs and assets on any name', async () => {
    expect((await get('/orders', 'localhost:3000')).statusCode).toBe(200);
    for (const path of ['/api/health', '/stubs/tray/web_api', '/assets/index.js', '/docs'])
      expect((await get(path, '127.0.0.1:3000')).statusCode).toBe(200);
    expect((await get('/orders', '127.0.0.1:3000', 'application/json')).statusCode).toBe(200);
  });
});

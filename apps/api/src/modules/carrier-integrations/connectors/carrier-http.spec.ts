import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierHttp, carrierMessage, retryAfterMs } from './carrier-http.js';
import { caught } from './spec-helpers/stub-server.spec-helper.js';

describe('carrierHttp', () => {
  const server = Fastify();
  let base: string;

  beforeAll(async () => {
    server.get('/ok', async () => ({ ok: true }));
    server.post('/echo', async (request) => ({ got: request.body }));
    server.get('/html', async (_request, reply) => reply.type('text/html').send('<html>oi</html>'));
    server.get('/big', async () => ({ data: 'x'.repeat(5000) }));
    server.get('/bad', async (_request, reply) => reply.code(400).send({ msgs: ['SRO-001: Parâmetro inválido'] }));
    server.get('/forbidden', async (_request, reply) =>
      reply.code(403).send({ erro: { id: -1, descricao: 'Sem permissão' } }),
    );
    server.get('/busy', async (_request, reply) =>
      reply
        .code(429)
        .header('retry-after', new Date(Date.now() + 60_000).toUTCString())
        .send({}),
    );
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('answers the parsed JSON and sends JSON bodies', async () => {
    expect(await carrierHttp('X', `${base}/ok`)).toEqual({ status: 200, body: { ok: true } });
    expect((await carrierHttp('X', `${base}/echo`, { json: { a: 1 } })).body).toEqual({ got: { a: 1 } });
  });

  it('a 2xx that is not JSON, or too large, is malformed', async () => {
    expect(await caught(carrierHttp('X', `${base}/html`))).toMatchObject({
      kind: 'malformed',
      message: 'X: resposta inválida (não é JSON, HTTP 200).',
    });
    expect(await caught(carrierHttp('X', `${base}/big`, { maxBytes: 1000 }))).toMatchObject({ kind: 'malformed' });
  });

  it('4xx quote the carrier: 403 → auth, 400 → refused', async () => {
    expect(await caught(carrierHttp('X', `${base}/forbidden`))).toMatchObject({
      kind: 'auth',
      message: 'X: credenciais recusadas (HTTP 403): Sem permissão',
    });
    expect(await caught(carrierHttp('X', `${base}/bad`))).toMatchObject({
      kind: 'refused',
      message: 'X: consulta recusada (HTTP 400): SRO-001: Parâmetro inválido',
    });
  });

  it('429 with an HTTP-date Retry-After → throttled for about that long', async () => {
    const error = await caught(carrierHttp('X', `${base}/busy`));
    expect(error?.kind).toBe('throttled');
    expect(error?.retryAfterMs).toBeGreaterThan(55_000);
    expect(error?.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('a closed port is unavailable', async () => {
    expect(await caught(carrierHttp('X', 'http://127.0.0.1:9/none'))).toMatchObject({
      kind: 'unavailable',
      message: 'X: não foi possível conectar (ECONNREFUSED).',
    });
  });

  it('reads the carriers’ error shapes and Retry-After in seconds', () => {
    expect(carrierMessage({ message: 'Nenhum documento localizado', success: false })).toBe(
      'Nenhum documento localizado',
    );
    expect(carrierMessage('<html>')).toBeNull();
    expect(retryAfterMs('12')).toBe(12_000);
    expect(retryAfterMs(undefined)).toBe(30_000);
  });
});

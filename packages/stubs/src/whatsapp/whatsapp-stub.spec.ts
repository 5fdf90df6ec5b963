import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WHATSAPP_STUB_EXPIRED_TOKEN, WHATSAPP_STUB_TOKEN, whatsAppStub } from './whatsapp-stub.js';

const template = (name: string, parameters: string[]) => ({
  messaging_product: 'whatsapp',
  to: '5511987654321',
  type: 'template',
  template: {
    name,
    language: { code: 'pt_BR' },
    components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
  },
});

describe('WhatsApp stub (CARRIERS.md §7.4 item 1)', () => {
  let app: FastifyInstance;
  const start = async (options: Parameters<typeof whatsAppStub>[0] = {}) => {
    const stub = whatsAppStub(options);
    app = Fastify();
    await app.register(stub.plugin);
    return stub;
  };
  const send = (body: object, token = WHATSAPP_STUB_TOKEN) =>
    app.inject({
      method: 'POST',
      url: '/v21.0/106540352242922/messages',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  afterEach(() => app.close());

  it('accepts a known template with its parameters and answers the wamid', async () => {
    await start();
    const answer = await send(template('despacho_pedido_enviado', ['Maria', 'PED-1', 'http://x/tracking/1']));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '5511987654321', wa_id: '5511987654321' }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
  });

  it('refuses an unknown template, a wrong parameter count and an expired token with Graph errors', async () => {
    await start();
    expect((await send(template('nao_existe', ['a']))).json().error.code).toBe(132001);
    const count = await send(template('despacho_pedido_enviado', ['Maria']));
    expect(count.statusCode).toBe(400);
    expect(count.json().error).toMatchObject({ code: 132000, error_data: { messaging_product: 'whatsapp' } });
    const expired = await send(template('despacho_pedido_enviado', ['a', 'b', 'c']), WHATSAPP_STUB_EXPIRED_TOKEN);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe(190);
  });

  it('answers 500 with fbtrace_id when told to, and 130429 past its rate', async () => {
    await start({ ratePerSecond: 1 });
    await app.inject({ method: 'POST', url: '/_stub/behaviour', payload: { fail_next: [500] } });
    const failed = await send(template('despacho_pedido_enviado', ['a', 'b', 'c']));
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.fbtrace_id).toBeTruthy();
    expect((await send(template('despacho_pedido_enviado', ['a', 'b', 'c']))).statusCode).toBe(200);
    const limited = await send(template('despacho_pedido_enviado', ['a', 'b', 'c']));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe(130429);
  });

  it('refuses free text outside the 24-hour window, at once or later by a failed status', async () => {
    const stub = await start();
    const text = { messaging_product: 'whatsapp', to: '5511987654321', type: 'text', text: { body: 'Oi' } };
    const sync = await send(text);
    expect(sync.statusCode).toBe(400);
    expect(sync.json().error.code).toBe(131047);
    await app.inject({ method: 'POST', url: '/_stub/behaviour', payload: { text_window: 'webhook' } });
    expect((await send(text)).statusCode).toBe(200);
    await stub.settled();
    // No callback subscribed: the failed status is recorded as not delivered (answer null).
    expect(stub.webhooks).toEqual([expect.objectContaining({ status: 'failed', answer: null })]);
  });
});

import { correiosCheckDigit } from '@despacho/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CarrierApiError, type ConnectorContext } from '../carrier-connector.js';
import { CorreiosConnector } from './correios.connector.js';
import { correiosStub } from '@despacho/stubs';
import { caught, serveStub } from '../spec-helpers/stub-server.spec-helper.js';

/** A valid object code for an 8-digit serial. */
const code = (serial: string, prefix = 'AA') => `${prefix}${serial}${correiosCheckDigit(serial)}BR`;
const credentials = { usuario: 'loja-demo', codigo_acesso: 'abc123', cartao_postagem: '0067599079' };

describe('CorreiosConnector against its stub', () => {
  let clock = Date.UTC(2026, 10, 29, 12, 0, 0);
  const stub = correiosStub({ minutesPerStep: 2, tokenPerSecond: 100, now: () => clock });
  let served: Awaited<ReturnType<typeof serveStub>>;
  let context: ConnectorContext;
  let connector: CorreiosConnector;
  const control = (path: string, body?: unknown) => served.control(path, body);

  beforeAll(async () => {
    served = await serveStub(stub.plugin);
    context = { baseUrl: served.baseUrl, credentials, timeoutMs: 2000 };
  });
  afterAll(() => served.close());
  beforeEach(() => {
    stub.kit.reset();
    connector = new CorreiosConnector();
  });

  it('connects with the cartão token and answers the cartão and contract', async () => {
    expect(await connector.testConnection(context)).toBe(
      'Conectado aos Correios: cartão 0067599079, contrato 9912345678.',
    );
  });

  it('a refused access code is an auth error quoting the Correios, never the credentials', async () => {
    const error = await caught(
      connector.testConnection({ ...context, credentials: { ...credentials, codigo_acesso: 'invalido' } }),
    );
    expect(error).toBeInstanceOf(CarrierApiError);
    expect(error?.kind).toBe('auth');
    expect(error?.message).toBe('Correios: credenciais recusadas (HTTP 401): Usuário ou código de acesso inválido.');
    expect(error?.message).not.toContain('invalido');
  });

  it('follows a story in batches: one token for many calls, events in order of their own time', async () => {
    const keys = [code('12345678'), code('87654321')];
    const first = await connector.track(context, keys);
    expect(first.map((result) => result.events.map((event) => event.code))).toEqual([['PO/01'], ['PO/01']]);
    expect(first[0].events[0]).toMatchObject({
      tracking_key: keys[0],
      state: 'posted',
      source: 'Correios',
      place: 'SAO PAULO/SP',
      occurred_at: '2026-11-29T12:00:00.000Z',
      unknown_code: false,
    });
    clock += 2 * 60_000 + 1000;
    const second = await connector.track(context, keys);
    // Newest first at the Correios; the keys stay those of the first read.
    expect(second[0].events.map((event) => event.state)).toEqual(['in_transit', 'posted']);
    expect(second[0].events[1].key).toBe(first[0].events[0].key);
    expect(await control('/_log')).toMatchObject({ tokens_issued: 1, requests: 3, events_served: 4 });
  });

  it('a token the Correios expired early is renewed once, transparently', async () => {
    await connector.track(context, [code('12345678')]);
    await control('/_expire-tokens', {});
    const [result] = await connector.track(context, [code('12345678')]);
    expect(result.error).toBeNull();
    expect(await control('/_log')).toMatchObject({ tokens_issued: 2 });
  });

  it('SRO-020 and SRO-019 are errors of their key only', async () => {
    const results = await connector.track(context, [code('11111111', 'XX'), 'AA123456780BR', code('22222222')]);
    expect(results.map((result) => result.error)).toEqual([
      'Correios: SRO-020: Objeto não encontrado na base de dados dos Correios.',
      'Correios: SRO-019: Objeto inválido',
      null,
    ]);
    expect(results[2].events).toHaveLength(1);
  });

  it('429 is throttled with Retry-After; 502 HTML and time-outs are unavailable', async () => {
    await connector.testConnection(context);
    await control('/_faults', { status: 429, retry_after: 7 });
    const throttled = await caught(connector.track(context, [code('12345678')]));
    expect(throttled).toMatchObject({ kind: 'throttled', retryAfterMs: 7000 });
    await control('/_faults', { status: 502 });
    const gateway = await caught(connector.track(context, [code('12345678')]));
    expect(gateway).toMatchObject({ kind: 'unavailable', message: 'Correios: serviço indisponível (HTTP 502)' });
    await control('/_faults', { delay_ms: 400 });
    const slow = await caught(connector.track({ ...context, timeoutMs: 100 }, [code('12345678')]));
    expect(slow).toMatchObject({ kind: 'unavailable', message: 'Correios: sem resposta em 100 ms.' });
  });

  it('scripted events out of order keep their own times; an unknown pair is kept and flagged', async () => {
    const key = code('33333333');
    await control('/_script', {
      key,
      events: [
        { codigo: 'OEC', tipo: '01', dtHrCriado: '2026-11-28T09:10:00', descricao: 'Objeto saiu para entrega' },
        { codigo: 'BDE', tipo: '01', dtHrCriado: '2026-11-28T15:42:10', descricao: 'Objeto entregue' },
        { codigo: 'ZZZ', tipo: '99', dtHrCriado: '2026-11-27T22:00:00', descricao: 'Evento novo' },
        { codigo: 'BDE', tipo: '77', dtHrCriado: '2026-11-28T16:00:00', descricao: 'Baixa desconhecida' },
      ],
    });
    const [result] = await connector.track(context, [key]);
    expect(result.events.map((event) => [event.code, event.state, event.occurred_at, event.unknown_code])).toEqual([
      ['OEC/01', 'out_for_delivery', '2026-11-28T12:10:00.000Z', false],
      ['BDE/01', 'delivered', '2026-11-28T18:42:10.000Z', false],
      ['ZZZ/99', 'in_transit', '2026-11-28T01:00:00.000Z', true],
      ['BDE/77', 'exception', '2026-11-28T19:00:00.000Z', true],
    ]);
  });

  it('the stub: more than 50 codes → 400, resultado U the newest only (labels: correios-posting.stub.spec.ts)', async () => {
    const token = (await (
      await fetch(`${context.baseUrl}/token/v1/autentica/cartaopostagem`, {
        method: 'POST',
        headers: { authorization: `Basic ${btoa('u:c')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ numero: '0067599079' }),
      })
    ).json()) as { token: string };
    const bearer = { authorization: `Bearer ${token.token}` };
    const many = Array.from({ length: 51 }, (_, i) => `codigosObjetos=${code(String(10_000_000 + i))}`).join('&');
    expect((await fetch(`${context.baseUrl}/srorastro/v1/objetos?${many}`, { headers: bearer })).status).toBe(400);
    const key = code('44444444');
    await connector.track(context, [key]);
    clock += 4 * 60_000 + 1000;
    const single = (await (
      await fetch(`${context.baseUrl}/srorastro/v1/objetos/${key}?resultado=U`, { headers: bearer })
    ).json()) as { objetos: { eventos: { codigo: string }[] }[] };
    expect(single.objetos[0].eventos).toHaveLength(1);
  });
});

describe('CorreiosConnector and the token endpoint limit', () => {
  it('waits out a short Retry-After of the token endpoint instead of failing the test of the connection', async () => {
    const stub = correiosStub({ tokenPerSecond: 1 });
    const served = await serveStub(stub.plugin);
    try {
      const context = { baseUrl: served.baseUrl, credentials, timeoutMs: 5000 };
      const answers = await Promise.all([
        new CorreiosConnector().testConnection(context),
        new CorreiosConnector().testConnection(context),
      ]);
      expect(answers).toEqual(Array(2).fill('Conectado aos Correios: cartão 0067599079, contrato 9912345678.'));
    } finally {
      await served.close();
    }
  });
});

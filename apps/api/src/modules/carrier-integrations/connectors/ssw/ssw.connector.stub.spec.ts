import { nfeKeyCheckDigit } from '@despacho/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../carrier-connector.js';
import { caught, serveStub } from '../spec-helpers/stub-server.spec-helper.js';
import { SswConnector } from './ssw.connector.js';
import { sswStub } from '@despacho/stubs';

/** A valid NF-e key of note `number` issued by Loja Demo's CNPJ. */
const nfe = (number: number) => {
  const first43 = `412611${'34028316000103'}55001${String(number).padStart(9, '0')}1${'00004321'}`;
  return first43 + String(nfeKeyCheckDigit(first43));
};

describe('SswConnector against its stub', () => {
  const clock = Date.UTC(2026, 10, 29, 12, 0, 0);
  const stub = sswStub({ minutesPerStep: 2, perSecond: 0, now: () => clock });
  const connector = new SswConnector();
  let served: Awaited<ReturnType<typeof serveStub>>;
  let context: ConnectorContext;

  beforeAll(async () => {
    served = await serveStub(stub.plugin);
    context = { baseUrl: served.baseUrl, credentials: { cnpj: '34.028.316/0001-03' }, timeoutMs: 2000 };
  });
  afterAll(() => served.close());
  beforeEach(() => {
    stub.kit.reset();
    stub.kit.limit.limit = 0;
  });

  it('the connection test asks about a key no note has and quotes SSW’s answer', async () => {
    expect(await connector.testConnection(context)).toBe(
      'Conectado ao SSW: a API de rastreio respondeu (Nenhum documento localizado).',
    );
    const error = await caught(connector.testConnection({ ...context, credentials: { cnpj: '123' } }));
    expect(error).toMatchObject({ kind: 'refused', message: 'SSW: informe um CNPJ válido da transportadora.' });
  });

  it('success:false answers are errors of their key (unknown, bad check digit)', async () => {
    const bad = nfe(1234).slice(0, 43) + String((nfeKeyCheckDigit(nfe(1234).slice(0, 43)) + 1) % 10);
    const results = await connector.track(context, [nfe(0), bad]);
    expect(results.map((result) => result.error)).toEqual([
      'SSW: Nenhum documento localizado',
      'SSW: Chave da DANFE invalida.',
    ]);
  });

  it('a story’s first event: the code from the text’s (NN), Brasília time to UTC', async () => {
    const [result] = await connector.track(context, [nfe(1234)]);
    expect(result.events).toEqual([
      expect.objectContaining({
        code: '80',
        state: 'posted',
        place: 'SAO PAULO / SP',
        occurred_at: '2026-11-29T12:00:00.000Z',
        description: 'DOCUMENTO DE TRANSPORTE EMITIDO (80) – CT-e emitido.',
      }),
    ]);
  });

  it('customised texts, out-of-order events and unknown codes are all kept', async () => {
    const key = nfe(555);
    const event = (ocorrencia: string, data_hora: string) => ({
      ocorrencia,
      data_hora,
      cidade: 'CURITIBA / PR',
      descricao: '',
    });
    await served.control('/_script', {
      key,
      events: [
        event('ENTREGA REALIZADA NO DESTINATARIO (01)', '2026-11-28T15:00:00'),
        event('1A TENTATIVA DE ENTREGA (31)', '2026-11-27T15:00:00'),
        event('OCORRENCIA DA CASA (77)', '2026-11-26T10:00:00'),
        event('FINALIZADA SEM DESCRICAO (53)', '2026-11-28T16:00:00'),
      ],
    });
    const [result] = await connector.track(context, [key]);
    expect(result.events.map((e) => [e.code, e.state, e.problem, e.occurred_at, e.unknown_code])).toEqual([
      ['01', 'delivered', null, '2026-11-28T18:00:00.000Z', false],
      ['31', 'failed_attempt', 'other', '2026-11-27T18:00:00.000Z', false],
      ['77', 'in_transit', null, '2026-11-26T13:00:00.000Z', true],
      ['53', 'exception', 'other', '2026-11-28T19:00:00.000Z', true],
    ]);
  });

  it('past 20 calls a second → throttled; a proxy’s 502 HTML → unavailable', async () => {
    stub.kit.limit.limit = 2;
    await connector.track(context, [nfe(1)]);
    await connector.track(context, [nfe(2)]);
    expect(await caught(connector.track(context, [nfe(3)]))).toMatchObject({ kind: 'throttled', retryAfterMs: 1000 });
    stub.kit.limit.limit = 0;
    await served.control('/_faults', { status: 502 });
    expect(await caught(connector.track(context, [nfe(1)]))).toMatchObject({
      kind: 'unavailable',
      message: 'SSW: serviço indisponível (HTTP 502)',
    });
  });

  it('validates keys: 44 digits, model 55, check digit', () => {
    expect(connector.validateKey(nfe(1234))).toBeNull();
    expect(connector.validateKey(nfe(1234).slice(1))).toBe('A chave da NF-e deve ter 44 dígitos.');
    expect(connector.validateKey(nfe(1234).replace(/^(.{20})55/, '$157'))).toBe(
      'A chave informada não é de uma NF-e (modelo 55).',
    );
  });
});

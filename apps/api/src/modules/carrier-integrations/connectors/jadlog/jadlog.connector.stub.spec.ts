import { nfeKeyCheckDigit } from '@despacho/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../carrier-connector.js';
import { probeNfeKey } from '../nfe-key.js';
import { caught, serveStub } from '../spec-helpers/stub-server.spec-helper.js';
import { JadlogConnector } from './jadlog.connector.js';
import { jadlogStub } from '@despacho/stubs';

describe('JadlogConnector against its stub', () => {
  let clock = Date.UTC(2026, 10, 29, 12, 0, 0);
  const stub = jadlogStub({ minutesPerStep: 1, now: () => clock });
  const connector = new JadlogConnector();
  let served: Awaited<ReturnType<typeof serveStub>>;
  let context: ConnectorContext;

  beforeAll(async () => {
    served = await serveStub(stub.plugin);
    context = { baseUrl: served.baseUrl, credentials: { token: 'Bearer tok-123' }, timeoutMs: 2000 };
  });
  afterAll(() => served.close());
  beforeEach(() => stub.kit.reset());

  it('the connection test proves the token; an expired one is an auth error with Jadlog’s words', async () => {
    expect(await connector.testConnection(context)).toBe('Conectado à Jadlog: token aceito pela API de rastreio.');
    const error = await caught(connector.testConnection({ ...context, credentials: { token: 'expirado' } }));
    expect(error).toMatchObject({ kind: 'auth', message: 'Jadlog: credenciais recusadas (HTTP 401): Token expirado' });
  });

  it('one call for several keys, found and not found mixed, by shipmentId or NF-e key', async () => {
    const first43 = '4126110000000000019155001000001234100001234';
    const danfe = first43 + String(nfeKeyCheckDigit(first43));
    const results = await connector.track(context, ['12345', '0999', danfe]);
    expect(results.map((result) => [result.tracking_key, result.error, result.events.length])).toEqual([
      ['12345', null, 1],
      ['0999', 'Jadlog: Não localizado', 0],
      [danfe, null, 1],
    ]);
    expect(results[0].events[0]).toMatchObject({ state: 'posted', code: 'EMISSAO', place: 'CO SAO PAULO 01' });
    clock += 10 * 60_000;
    const [later] = await connector.track(context, ['12345']);
    expect(later.events.at(-1)?.state).toMatch(/delivered|in_transit|returned/);
    expect(await served.control('/_log')).toMatchObject({ requests: 2 });
  });

  it('both date forms, out of order, unknown statuses kept and flagged, receiver on delivery', async () => {
    await served.control('/_script', {
      key: '777',
      events: [
        { data: '2026-11-28 16:05:00', status: 'ENTREGUE', unidade: 'FL CURITIBA' },
        { data: '21/11/2026', status: 'EMISSAO', unidade: 'CO SAO PAULO' },
        { data: '27/11/2026 09:30', status: 'Saiu para entrega', unidade: 'FL CURITIBA' },
        { data: '2026-11-25 08:00:00', status: 'AGUARDANDO AGENDAMENTO', unidade: 'FL CURITIBA' },
      ],
    });
    const [result] = await connector.track(context, ['777']);
    expect(result.events.map((event) => [event.state, event.occurred_at, event.unknown_code])).toEqual([
      ['delivered', '2026-11-28T19:05:00.000Z', false],
      ['posted', '2026-11-21T03:00:00.000Z', false],
      ['out_for_delivery', '2026-11-27T12:30:00.000Z', false],
      ['in_transit', '2026-11-25T11:00:00.000Z', true],
    ]);
  });

  it('429 is throttled with Retry-After, 500 unavailable', async () => {
    await served.control('/_faults', { status: 429, retry_after: 3 });
    expect(await caught(connector.track(context, ['123']))).toMatchObject({ kind: 'throttled', retryAfterMs: 3000 });
    await served.control('/_faults', { status: 500 });
    expect(await caught(connector.track(context, ['123']))).toMatchObject({ kind: 'unavailable' });
  });

  it('validates keys: a shipmentId or a well-formed NF-e key', () => {
    expect(connector.validateKey('123456789')).toBeNull();
    expect(connector.validateKey(probeNfeKey())).toBeNull();
    expect(connector.validateKey(probeNfeKey().slice(0, 43) + '0')).toMatch(/dígito verificador/);
    expect(connector.validateKey('12 34')).toMatch(/shipmentId/);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../carrier-connector.js';
import { postingRequest } from '../spec-helpers/posting-request.spec-helper.js';
import { caught, serveStub } from '../spec-helpers/stub-server.spec-helper.js';
import { JadlogConnector } from './jadlog.connector.js';
import { jadlogOrderBody } from './jadlog-posting.js';
import { jadlogStub } from '@despacho/stubs';

describe('Jadlog pre-posting (pedido/incluir, pedido/cancelar) against the stub', () => {
  const stub = jadlogStub();
  const connector = new JadlogConnector();
  const posting = connector.posting;
  let served: Awaited<ReturnType<typeof serveStub>>;
  let context: ConnectorContext;
  const log = async (key?: string) =>
    (await served.control(key ? `/_log?key=${encodeURIComponent(key)}` : '/_log')) as {
      pedidos: { created: number; duplicates: number; cancelled: number; list: { key: string; status: string }[] };
      pedidos_for_key?: number;
    };

  beforeAll(async () => {
    served = await serveStub(stub.plugin);
    context = { baseUrl: served.baseUrl, credentials: { token: 'tok-123' }, timeoutMs: 5000 };
  });
  afterAll(() => served.close());
  beforeEach(() => stub.kit.reset());

  it('includes one pickup request per package: codigo to cancel, shipmentId to track', async () => {
    const made = await posting.prePost(context, postingRequest('ship-1:1'));
    expect(made.posting_id).toMatch(/^[1-9]\d+$/);
    expect(made.tracking_number).toMatch(/^[1-9]\d+$/);
    expect(made.tracking_number).not.toBe(made.posting_id);
    expect((await log('ship-1:1')).pedidos_for_key).toBe(1);
    // The poller follows the shipmentId with the same stub.
    const [tracked] = await connector.track(context, [made.tracking_number]);
    expect(tracked).toMatchObject({ error: null, events: [{ state: 'posted' }] });
  });

  it('a repeated key is Jadlog’s duplicate (erro -2): the first request is answered, none made twice', async () => {
    const first = await posting.prePost(context, postingRequest('ship-2:1'));
    const again = await posting.prePost(context, postingRequest('ship-2:1'));
    expect(again).toEqual(first);
    expect(await log('ship-2:1')).toMatchObject({ pedidos: { created: 1, duplicates: 1 }, pedidos_for_key: 1 });
  });

  it('refusals name Jadlog’s reason: a bad CEP, a modalidade outside the contract; an expired token is auth', async () => {
    const request = postingRequest('ship-3:1');
    const badCep = await caught(
      posting.prePost(context, {
        ...request,
        recipient: { ...request.recipient, address: { ...request.recipient.address, zip: '' } },
      }),
    );
    expect(badCep).toMatchObject({
      kind: 'refused',
      message: 'Jadlog recusou o pedido PED-1001: CEP do destinatário inválido: (vazio).',
    });
    const modalidade = await caught(
      posting.prePost({ ...context, credentials: { token: 'tok-123', modalidade: '99' } }, request),
    );
    expect(modalidade?.message).toBe('Jadlog recusou o pedido PED-1001: Modalidade 99 não contratada.');
    const expired = await caught(posting.prePost({ ...context, credentials: { token: 'expirado' } }, request));
    expect(expired).toMatchObject({
      kind: 'auth',
      message: 'Jadlog: credenciais recusadas (HTTP 401): Token expirado',
    });
    expect((await log()).pedidos.created).toBe(0);
  });

  it('cancels by shipmentId; a second cancel is done; an unknown shipment is Jadlog’s refusal', async () => {
    const made = await posting.prePost(context, postingRequest('ship-4:1'));
    await posting.cancel(context, made);
    await posting.cancel(context, made);
    expect((await log()).pedidos).toMatchObject({ cancelled: 1, list: [{ key: 'ship-4:1', status: 'CANCELADO' }] });
    expect(await caught(posting.cancel(context, { posting_id: '1', tracking_number: '999' }))).toMatchObject({
      kind: 'refused',
      message: 'Jadlog recusou o cancelamento da remessa 999: Pedido de coleta não localizado.',
    });
    // Cancelled, the key may be included again (a new label after the order changed back).
    const anew = await posting.prePost(context, postingRequest('ship-4:1'));
    expect(anew.tracking_number).not.toBe(made.tracking_number);
  });

  it('429 is throttled, 500 unavailable, and neither made a request', async () => {
    await served.control('/_faults', { status: 429, retry_after: 2 });
    expect(await caught(posting.prePost(context, postingRequest('ship-5:1')))).toMatchObject({
      kind: 'throttled',
      retryAfterMs: 2000,
    });
    await served.control('/_faults', { status: 500 });
    expect(await caught(posting.prePost(context, postingRequest('ship-5:1')))).toMatchObject({ kind: 'unavailable' });
    expect((await log('ship-5:1')).pedidos_for_key).toBe(0);
  });

  it('the body: the key as pedido, the NF-e as dfe (else a declaration), the package in kg and cm, the settings', () => {
    const request = postingRequest('ship-6:2', {
      invoice: { number: '1234', series: '1', key: '41261100000000000191550010000012341000012345', value: 150 },
    });
    const body = jadlogOrderBody(request, { token: 't', modalidade: '4', conta_corrente: '000123', contrato: '77' });
    expect(body).toMatchObject({
      pedido: ['ship-6:2'],
      modalidade: 4,
      contaCorrente: '000123',
      nrContrato: 77,
      tipoFrete: null,
      totPeso: 1.25,
      des: { cep: '80010000', cel: '41998765432', uf: 'PR' },
      rem: { cnpjCpf: '34028316000103', fone: '1133334444' },
      dfe: [{ danfeCte: request.invoice.key, nrDoc: '1234', tpDocumento: 2 }],
      volume: [{ peso: 1.25, altura: 10, largura: 15, comprimento: 20, identificador: 'PED-1001-1' }],
    });
    expect(jadlogOrderBody(postingRequest('k:1'), { token: 't' })).toMatchObject({
      modalidade: 3,
      dfe: [{ tpDocumento: 0, valor: 150 }],
    });
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isValidCorreiosObjectCode } from '@despacho/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectorContext } from '../carrier-connector.js';
import type { PrePosting } from '../carrier-posting.js';
import { postingRequest } from '../spec-helpers/posting-request.spec-helper.js';
import { caught, serveStub } from '../spec-helpers/stub-server.spec-helper.js';
import { CorreiosConnector } from './correios.connector.js';
import { correiosStub } from '@despacho/stubs';

const run = promisify(execFile);
const credentials = { usuario: 'loja-demo', codigo_acesso: 'abc123', cartao_postagem: '0067599079' };

/** Every Code 128 an independent reader (poppler at 300 dpi, then zbar) finds in the PDF, page by page. */
async function code128Of(pdf: Buffer): Promise<{ pages: string; codes: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'correios-label-'));
  try {
    await writeFile(join(dir, 'label.pdf'), pdf);
    const { stdout: info } = await run('pdfinfo', [join(dir, 'label.pdf')]);
    await run('pdftoppm', ['-r', '300', '-png', join(dir, 'label.pdf'), join(dir, 'page')]);
    const codes: string[] = [];
    for (const page of (await readdir(dir)).filter((name) => name.endsWith('.png')).sort()) {
      const { stdout } = await run('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', join(dir, page)]);
      codes.push(...stdout.trim().split('\n'));
    }
    const size = /Page size:\s+([\d.]+ x [\d.]+ pts)/.exec(info)?.[1] ?? '';
    return { pages: `${/Pages:\s+(\d+)/.exec(info)?.[1]} × ${size}`, codes };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('Correios pre-posting and label against the stub', () => {
  const stub = correiosStub({ tokenPerSecond: 100 });
  let served: Awaited<ReturnType<typeof serveStub>>;
  let context: ConnectorContext;
  let connector: CorreiosConnector;
  const posting = () => connector.posting;
  const log = async (key?: string) =>
    (await served.control(key ? `/_log?key=${encodeURIComponent(key)}` : '/_log')) as {
      tokens_issued: number;
      prepostagens: {
        created: number;
        cancelled: number;
        list: { key: string; status: string; codigoObjeto: string }[];
      };
      prepostagens_for_key?: number;
    };

  beforeAll(async () => {
    served = await serveStub(stub.plugin);
    context = { baseUrl: served.baseUrl, credentials, timeoutMs: 5000 };
  });
  afterAll(() => served.close());
  beforeEach(() => {
    stub.kit.reset();
    connector = new CorreiosConnector();
  });

  it('pre-posts a package: the object code (valid check digit) and the key visible in the stub log', async () => {
    const made = await posting().prePost(context, postingRequest('ship-1:1'));
    expect(made.posting_id).toMatch(/^PR/);
    // 03220 (SEDEX) by default: the stub's SEDEX prefix.
    expect(made.tracking_number).toMatch(/^SX\d{9}BR$/);
    expect(isValidCorreiosObjectCode(made.tracking_number)).toBe(true);
    const pac = await posting().prePost(
      { ...context, credentials: { ...credentials, codigo_servico: '03298' } },
      postingRequest('ship-1:2'),
    );
    expect(pac.tracking_number).toMatch(/^PG/);
    expect(pac.tracking_number).not.toBe(made.tracking_number);
    const entries = (await log('ship-1:1')).prepostagens.list;
    expect(entries.map((entry) => [entry.key, entry.codigoObjeto, entry.status])).toEqual([
      ['ship-1:1', made.tracking_number, 'PREPOSTADO'],
      ['ship-1:2', pac.tracking_number, 'PREPOSTADO'],
    ]);
  });

  it('is idempotent by key: a retry finds the first pre-posting, even 60 pre-postings later (page 2)', async () => {
    const first = await posting().prePost(context, postingRequest('ship-2:1'));
    for (let i = 0; i < 60; i += 1) await posting().prePost(context, postingRequest(`other:${i}`));
    const again = await posting().prePost(context, postingRequest('ship-2:1'));
    expect(again).toEqual(first);
    expect(await log('ship-2:1')).toMatchObject({ prepostagens: { created: 61 }, prepostagens_for_key: 1 });
  });

  it('a cancelled pre-posting is not answered again: the same key pre-posts anew', async () => {
    const first = await posting().prePost(context, postingRequest('ship-3:1'));
    await posting().cancel(context, first);
    const second = await posting().prePost(context, postingRequest('ship-3:1'));
    expect(second.tracking_number).not.toBe(first.tracking_number);
    expect((await log('ship-3:1')).prepostagens_for_key).toBe(2);
  });

  it('refusals carry the Correios reason in pt-BR: bad CEP, weight over the limit, PPN-347, API restrita', async () => {
    const request = postingRequest('ship-4:1');
    const badCep = await caught(
      posting().prePost(context, {
        ...request,
        recipient: { ...request.recipient, address: { ...request.recipient.address, zip: '00000-000' } },
      }),
    );
    expect(badCep).toMatchObject({
      kind: 'refused',
      message: 'Correios recusou a pré-postagem (serviço 03220): CEP do destinatário inválido: 00000000.',
    });
    const heavy = await caught(
      posting().prePost(context, { ...request, package: { ...request.package, weight_kg: 31 } }),
    );
    expect(heavy).toMatchObject({
      kind: 'refused',
      message:
        'Correios recusou a pré-postagem (serviço 03220): Peso informado (31000 g) acima do limite do serviço 03220 (30000 g).',
    });
    await served.control('/_posting-config', { max_weight_grams: 10_000 });
    const overConfigured = await caught(
      posting().prePost(context, { ...request, package: { ...request.package, weight_kg: 12 } }),
    );
    expect(overConfigured?.message).toContain('(12000 g) acima do limite do serviço 03220 (10000 g)');
    const undeclared = await caught(
      posting().prePost(context, { ...request, package: { ...request.package, content: '  ' } }),
    );
    expect(undeclared).toMatchObject({
      kind: 'refused',
      message:
        'Correios recusou a pré-postagem (serviço 03220): PPN-347: Objeto sem nota fiscal: informe a chave da NF-e ou a declaração de conteúdo.',
    });
    const restricted = await caught(posting().prePost(context, { ...request, service_code: '99999' }));
    expect(restricted).toMatchObject({
      kind: 'refused',
      message:
        'Correios recusou a pré-postagem (serviço 99999): API restrita: o serviço 99999 não pertence ao contrato do cartão.',
    });
    // None of them made a pre-posting; one token served them all (API restrita is not a token problem).
    expect(await log()).toMatchObject({ prepostagens: { created: 0 }, tokens_issued: expect.any(Number) });
  });

  it('an NF-e key is sent instead of the declaration and accepted without content', async () => {
    const request = postingRequest('ship-5:1');
    const made = await posting().prePost(context, {
      ...request,
      invoice: { number: '1234', series: '1', key: '41261100000000000191550010000012341000012345', value: 150 },
      package: { ...request.package, content: '' },
    });
    expect(isValidCorreiosObjectCode(made.tracking_number)).toBe(true);
  });

  it('an expired token is renewed once; refused credentials are an auth error', async () => {
    await posting().prePost(context, postingRequest('ship-6:1'));
    const before = (await log()).tokens_issued;
    await served.control('/_expire-tokens', {});
    await posting().prePost(context, postingRequest('ship-6:2'));
    expect((await log()).tokens_issued).toBe(before + 1);
    const refused = await caught(
      posting().prePost(
        { ...context, credentials: { ...credentials, codigo_acesso: 'invalido' } },
        postingRequest('ship-6:3'),
      ),
    );
    expect(refused).toMatchObject({
      kind: 'auth',
      message: 'Correios: credenciais recusadas (HTTP 401): Usuário ou código de acesso inválido.',
    });
  });

  it('cancels; a second cancel is done too; after POSTADO the Correios reason is the refusal', async () => {
    const made = await posting().prePost(context, postingRequest('ship-7:1'));
    await posting().cancel(context, made);
    await posting().cancel(context, made);
    expect((await log()).prepostagens).toMatchObject({ cancelled: 1, list: [{ status: 'CANCELADO' }] });
    const posted = await posting().prePost(context, postingRequest('ship-7:2'));
    await served.control('/_posted', { codigoObjeto: posted.tracking_number });
    expect(await caught(posting().cancel(context, posted))).toMatchObject({
      kind: 'refused',
      message: `Correios recusou o cancelamento da pré-postagem ${posted.tracking_number}: Objeto já postado: a pré-postagem não pode ser cancelada.`,
    });
  });

  it('a pre-posted code is unknown to the SRO (SRO-020) until it is handed in', async () => {
    const made = await posting().prePost(context, postingRequest('ship-9:1'));
    const [before] = await connector.track(context, [made.tracking_number]);
    expect(before).toMatchObject({ events: [], error: expect.stringContaining('SRO-020') });
    await served.control('/_posted', { codigoObjeto: made.tracking_number });
    const [after] = await connector.track(context, [made.tracking_number]);
    expect(after.error).toBeNull();
    expect(after.events.length).toBeGreaterThan(0);
  });

  it('the label: a receipt, PPN-291 (not ready) twice, then a 10×15 PDF whose Code 128 reads each object code', async () => {
    const made: PrePosting[] = [];
    for (const n of [1, 2]) made.push(await posting().prePost(context, postingRequest(`ship-8:${n}`)));
    const receipt = await posting().requestLabel!(
      context,
      made.map((item) => item.posting_id),
    );
    expect(await posting().downloadLabel!(context, receipt)).toEqual({ ready: false });
    expect(await posting().downloadLabel!(context, receipt)).toEqual({ ready: false });
    const label = await posting().downloadLabel!(context, receipt);
    if (!label.ready) throw new Error('label not ready after the pending reads');
    const read = await code128Of(label.pdf);
    expect(read.pages).toBe('2 × 283.46 x 425.2 pts');
    expect(read.codes).toEqual(made.map((item) => item.tracking_number));
  });

  it('PPN-295 is a refusal naming the Correios reason; a receipt for no pre-posting is refused', async () => {
    const made = await posting().prePost(context, postingRequest('ship-9:1'));
    await served.control('/_posting-config', {
      label_pending_reads: 0,
      label_failure: 'PPN-295: Erro ao gerar o rótulo.',
    });
    const receipt = await posting().requestLabel!(context, [made.posting_id]);
    expect(await caught(posting().downloadLabel!(context, receipt))).toMatchObject({
      kind: 'refused',
      message: 'Correios recusou o rótulo: PPN-295: Erro ao gerar o rótulo.',
    });
    expect(await caught(posting().requestLabel!(context, ['PRdesconhecido']))).toMatchObject({ kind: 'refused' });
  });

  it('429 is throttled with Retry-After, 503 unavailable, and neither made a pre-posting', async () => {
    await posting().prePost(context, postingRequest('warm-up:1'));
    await served.control('/_faults', { status: 429, retry_after: 4 });
    expect(await caught(posting().prePost(context, postingRequest('ship-10:1')))).toMatchObject({
      kind: 'throttled',
      retryAfterMs: 4000,
    });
    await served.control('/_faults', { status: 503 });
    expect(await caught(posting().prePost(context, postingRequest('ship-10:1')))).toMatchObject({
      kind: 'unavailable',
    });
    expect((await log('ship-10:1')).prepostagens_for_key).toBe(0);
  });
});

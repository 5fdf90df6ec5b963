import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvoiceKey } from '../../src/bench/sample-labels.js';
import { LabelRunQueue } from '../../src/modules/labels/runs/label-run.queue.js';
import { LabelRunner } from '../../src/modules/labels/runs/label-runner.js';
import { LabelVoider } from '../../src/modules/labels/voiding/label-voider.js';
import { LabelVoidQueue } from '../../src/modules/labels/voiding/label-void.queue.js';
import { TokenCipher } from '../../src/modules/integrations/tokens/token-cipher.js';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import { code128In, pdfPageCount, pdfPages } from '../support/barcode-reader.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { freePort } from '../support/free-port.js';
import { createOrder, orderDetail, orderPayload, PARCEL, sendCommand } from '../support/order-fixtures.js';
import { runQueuedJobs } from '../support/queued-jobs.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The NF-e's issuer: the CD's CNPJ (sampleInvoiceKey's). */
const ISSUER = '11444777000161';

describe('labels (issue 31): own layout, Correios and Jadlog through their stubs, voiding', () => {
  let test: TestApp;
  let db: DataSource;
  let base: string;
  let companyId: string;
  let admin: string;
  let other: string;
  let own: { id: string };
  let correios: { id: string };
  let jadlog: { id: string };
  let invoice = 100;

  const stub = async (slug: string, path: string, body?: object) =>
    (
      await fetch(`${base}/stubs/carriers/${slug}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      })
    ).json();
  const connect = async (channelId: number, name: string, carrierId: string, credentials: object) => {
    const sealed = test.app.get(TokenCipher).seal(JSON.stringify(credentials));
    await db.query(
      `INSERT INTO company_channels (id, company_id, channel_id, name, enabled, store_id, token_ciphertext, carrier_ids, created_at)
       VALUES (gen_random_uuid(), $1, $2, $3, true, $4, $5, $6, now())`,
      [companyId, channelId, name, `${name}-${Date.now()}`, sealed, [carrierId]],
    );
  };
  const newOrder = (reference: string, carrierId: string, over: Record<string, unknown> = {}) =>
    createOrder(
      test,
      admin,
      orderPayload({
        reference,
        carrier_id: carrierId,
        invoice_number: String(++invoice),
        invoice_key: sampleInvoiceKey(invoice),
        ...over,
      }),
    );
  /** GenerateLabels, then its job run here (test apps run no workers): the run as the API shows it. */
  const generate = async (payload: object, token = admin) => {
    const started = await sendCommand(test, token, 'GenerateLabels', payload);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await runQueuedJobs(test.app.get(LabelRunQueue), ({ runId }) =>
      test.app
        .get(LabelRunner)
        .run(runId)
        .then(() => {}),
    );
    const run = await test.http().get(`/api/label-runs/${started.body.run_id}`).set('X-Token', token);
    expect(run.status).toBe(200);
    return run.body;
  };
  const labelsOf = async (orderId: string, token = admin) =>
    (await test.http().get(`/api/orders/${orderId}/labels`).set('X-Token', token)).body;
  const file = (orderId: string, format: string, token = admin) =>
    test
      .http()
      .get(`/api/orders/${orderId}/labels/file?format=${format}`)
      .set('X-Token', token)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  /** Runs the relay's policies for the order's latest event, then the void jobs they queued. */
  const relayLastEvent = async (orderId: string) => {
    const [event] = await db.query(`SELECT id FROM events WHERE stream_id = $1 ORDER BY version DESC LIMIT 1`, [
      `order-${orderId}`,
    ]);
    await test.app.get(SideEffects).applyFor(event.id);
    await runQueuedJobs(test.app.get(LabelVoidQueue), ({ orderId: id }) =>
      test.app
        .get(LabelVoider)
        .void(id)
        .then(() => {}),
    );
  };

  beforeAll(async () => {
    const port = await freePort();
    test = await startTestApp();
    base = `http://127.0.0.1:${port}`;
    test.config.carriers.correios.baseUrl = `${base}/stubs/carriers/correios`;
    test.config.carriers.jadlog.baseUrl = `${base}/stubs/carriers/jadlog`;
    await test.app.listen({ port, host: '127.0.0.1' });
    db = test.app.get(DataSource);
    companyId = await givenCompany(test);
    await givenDistributionCenter(test, companyId, 'CD1', { federal_tax_id: ISSUER });
    admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
    const otherCompany = await givenCompany(test);
    other = await tokenFor(test, await givenUser(test, otherCompany, { isAdmin: true }));
    own = await givenCarrier(test);
    correios = await givenCarrier(test);
    jadlog = await givenCarrier(test);
    await stub('correios', '/_reset', {});
    await stub('jadlog', '/_reset', {});
    await connect(101, 'Correios', correios.id, {
      usuario: 'loja-teste',
      codigo_acesso: 'segredo-123',
      cartao_postagem: '0067599079',
    });
    await connect(102, 'Jadlog', jadlog.id, { token: 'jadlog-token-teste' });
  });

  afterAll(async () => {
    await test?.close();
  });

  it("makes Despacho's own label per package (no carrier call): PDF, A4 and ZPL, the reference read back", async () => {
    const id = await newOrder('ETQ-OWN-1', own.id, { shipments: [{ ...PARCEL, quantity: 3 }] });
    const run = await generate({ order_ids: [id] });
    expect(run).toMatchObject({ state: 'done', total: 1, done: 1, failed: 0, failures: [], has_file: true });
    const { packages, label_format } = await labelsOf(id);
    expect(label_format).toBe('pdf_10x15');
    expect(packages.map((p: { package_no: number; state: string }) => [p.package_no, p.state])).toEqual([
      [1, 'ready'],
      [2, 'ready'],
      [3, 'ready'],
    ]);
    expect(packages.every((p: { carrier_posting: boolean }) => !p.carrier_posting)).toBe(true);

    const pdf = await file(id, 'pdf_10x15');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfPageCount(pdf.body)).toBe(3);
    const [first] = await pdfPages(pdf.body);
    const codes = await code128In(first);
    expect(codes).toContain('ETQ-OWN-1');
    expect(codes).toContain(sampleInvoiceKey(invoice));
    expect(await pdfPageCount((await file(id, 'pdf_a4')).body)).toBe(1);
    const zpl = (await file(id, 'zpl')).body.toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
  });

  it('refuses before any carrier call: a volume without weight names it; no carrier; a cancelled order', async () => {
    const weightless = await newOrder('ETQ-NOWEIGHT', correios.id, {
      shipments: [{ ...PARCEL }, { ...PARCEL, reference: 'SKU-2' }],
    });
    // An order imported before volumes required weights (the read model as older events left it).
    await db.query(`UPDATE orders SET shipments = jsonb_set(shipments, '{1,weight}', '0') WHERE id = $1`, [weightless]);
    const noCarrier = await createOrder(test, admin, orderPayload({ reference: 'ETQ-NOCARRIER' }));
    const cancelled = await newOrder('ETQ-CANCELLED', own.id);
    expect((await sendCommand(test, admin, 'CancelOrder', { id: cancelled })).status).toBe(200);
    const before = (await stub('correios', '/_log')).prepostagens.created;

    const run = await generate({ references: ['ETQ-NOWEIGHT', 'etq-nocarrier', 'ETQ-CANCELLED'] });
    expect(run).toMatchObject({ state: 'done', total: 3, done: 0, failed: 3, has_file: false });
    expect(run.failures).toEqual([
      { order_id: weightless, reference: 'ETQ-NOWEIGHT', reason: 'Volume 2: informe o peso.' },
      {
        order_id: noCarrier,
        reference: 'ETQ-NOCARRIER',
        reason: 'Pedido sem transportadora: escolha uma cotação antes de gerar a etiqueta.',
      },
      {
        order_id: cancelled,
        reference: 'ETQ-CANCELLED',
        reason: 'Não é possível gerar etiqueta de um pedido Cancelado.',
      },
    ]);
    expect((await stub('correios', '/_log')).prepostagens.created).toBe(before);
    expect((await labelsOf(weightless)).packages).toEqual([]);
  });

  it('another company sees none of it: labels, files, runs and GenerateLabels answer 404', async () => {
    const id = await newOrder('ETQ-TENANT', own.id);
    const run = await generate({ order_ids: [id] });
    expect((await test.http().get(`/api/orders/${id}/labels`).set('X-Token', other)).status).toBe(404);
    expect((await file(id, 'pdf_10x15', other)).status).toBe(404);
    expect((await test.http().get(`/api/label-runs/${run.id}`).set('X-Token', other)).status).toBe(404);
    expect((await test.http().get(`/api/label-runs/${run.id}/file`).set('X-Token', other)).status).toBe(404);
    const refused = await sendCommand(test, other, 'GenerateLabels', { order_ids: [id] });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Pedido não encontrado.');
  });

  it('ChangeLabelFormat: admins only; the default format of the files and of the next runs', async () => {
    const user = await tokenFor(test, await givenUser(test, companyId, { isAdmin: false }));
    expect((await sendCommand(test, user, 'ChangeLabelFormat', { label_format: 'zpl' })).status).toBe(403);
    expect((await sendCommand(test, admin, 'ChangeLabelFormat', { label_format: 'pdf' })).status).toBe(400);
    expect((await sendCommand(test, admin, 'ChangeLabelFormat', { label_format: 'zpl' })).status).toBe(200);
    const me = await test.http().get('/api/me').set('X-Token', admin);
    expect(me.body.company.label_format).toBe('zpl');
    const id = await newOrder('ETQ-ZPL', own.id);
    const run = await generate({ order_ids: [id] }, user);
    expect(run.format).toBe('zpl');
    const merged = await test.http().get(`/api/label-runs/${run.id}/file`).set('X-Token', user);
    expect(merged.status).toBe(200);
    expect(merged.text).toMatch(/^\^XA/);
    expect((await sendCommand(test, admin, 'ChangeLabelFormat', { label_format: 'pdf_10x15' })).status).toBe(200);
  });
});

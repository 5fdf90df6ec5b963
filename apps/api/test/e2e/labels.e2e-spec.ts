import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvoiceKey } from '../../bench/sample-labels.js';
import { LabelRunQueue } from '../../src/modules/labels/jobs/label-run.job.js';
import { LabelRunner } from '../../src/modules/labels/jobs/label-runner.js';
import { LabelVoider } from '../../src/modules/labels/policies/voiding/label-voider.js';
import { LabelVoidQueue } from '../../src/modules/labels/jobs/label-void.job.js';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
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

  const stub = async (slug: string, path: string, body?: object): Promise<any> =>
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
    await runQueuedJobs(test.app.get(LabelVoidQueue), ({ eventId }) =>
      test.app
        .get(LabelVoider)
        .voidFor(eventId)
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

  const shipmentsOf = async (orderId: string) =>
    ((await orderDetail(test, admin, orderId)).shipments as { id: string; tracking_number: string | null }[]).map(
      (shipment) => shipment,
    );

  it('Correios: a pre-posting per package, its object code as the tracking number, the carrier label PDF stored', async () => {
    await stub('correios', '/_posting-config', { label_pending_reads: 1 });
    const id = await newOrder('ETQ-CORREIOS-1', correios.id, { shipments: [{ ...PARCEL, quantity: 2 }] });
    const run = await generate({ order_ids: [id] });
    expect(run).toMatchObject({ state: 'done', done: 1, failed: 0 });
    const { packages } = await labelsOf(id);
    expect(packages).toHaveLength(2);
    for (const p of packages) {
      expect(p).toMatchObject({ state: 'ready', carrier_posting: true, error: null });
      expect(p.tracking_number).toMatch(/^[A-Z]{2}\d{9}BR$/);
    }
    // The volume line's tracking number is its first package's code: the poller follows it.
    const [shipment] = await shipmentsOf(id);
    expect(shipment.tracking_number).toBe(packages[0].tracking_number);
    const log = await stub('correios', `/_log?key=${shipment.id}:1`);
    expect(log.prepostagens_for_key).toBe(1);
    expect((await stub('correios', `/_log?key=${shipment.id}:2`)).prepostagens_for_key).toBe(1);
    // The carrier's own 10×15 label: its Code 128 carries the object code.
    const pdf = await file(id, 'pdf_10x15');
    const pages = await pdfPages(pdf.body);
    expect(pages).toHaveLength(2);
    expect(await code128In(pages[0])).toContain(packages[0].tracking_number);
    // ZPL is always ours, with the carrier's code.
    const zpl = (await file(id, 'zpl')).body.toString('utf8');
    expect(zpl).toContain(packages[1].tracking_number);

    // Never twice: generating again calls no carrier and answers the same labels.
    const created = (await stub('correios', '/_log')).prepostagens.created;
    expect(await generate({ order_ids: [id] })).toMatchObject({ state: 'done', done: 1 });
    expect((await stub('correios', '/_log')).prepostagens.created).toBe(created);
    expect((await labelsOf(id)).packages.map((p: { tracking_number: string }) => p.tracking_number)).toEqual(
      packages.map((p: { tracking_number: string }) => p.tracking_number),
    );
  });

  it('two generates at once (two workers) make one pre-posting per package', async () => {
    const id = await newOrder('ETQ-TWICE', correios.id, { shipments: [{ ...PARCEL, quantity: 2 }] });
    const runs = await Promise.all([1, 2].map(() => sendCommand(test, admin, 'GenerateLabels', { order_ids: [id] })));
    const runner = test.app.get(LabelRunner);
    await Promise.all(runs.map((response) => runner.run(response.body.run_id)));
    const [shipment] = await shipmentsOf(id);
    expect((await stub('correios', `/_log?key=${shipment.id}:1`)).prepostagens_for_key).toBe(1);
    expect((await stub('correios', `/_log?key=${shipment.id}:2`)).prepostagens_for_key).toBe(1);
    for (const response of runs) {
      const run = await test.http().get(`/api/label-runs/${response.body.run_id}`).set('X-Token', admin);
      expect(run.body).toMatchObject({ state: 'done', done: 1, failed: 0 });
    }
    await test.app.get(LabelRunQueue).queue.drain();
  });

  it("a carrier refusal is that order's failure with the carrier's reason; the others of the run go on", async () => {
    const heavy = await newOrder('ETQ-HEAVY', correios.id, { shipments: [{ ...PARCEL, weight: 31 }] });
    const fine = await newOrder('ETQ-FINE', correios.id);
    const run = await generate({ order_ids: [heavy, fine] });
    expect(run).toMatchObject({ state: 'done', done: 1, failed: 1, has_file: true });
    expect(run.failures).toHaveLength(1);
    expect(run.failures[0]).toMatchObject({ order_id: heavy, reference: 'ETQ-HEAVY' });
    expect(run.failures[0].reason).toMatch(/^Volume 1\/1: .*limite/);
    const [refused] = (await labelsOf(heavy)).packages;
    expect(refused).toMatchObject({ state: 'failed', tracking_number: null });
    expect(refused.error).toMatch(/limite/);
    expect((await labelsOf(fine)).packages[0].state).toBe('ready');
  });

  it('Jadlog: pedido/incluir per package, the shipmentId as tracking number, our label with it', async () => {
    const id = await newOrder('ETQ-JADLOG', jadlog.id);
    const run = await generate({ order_ids: [id] });
    expect(run).toMatchObject({ state: 'done', done: 1, failed: 0 });
    const [label] = (await labelsOf(id)).packages;
    expect(label).toMatchObject({ state: 'ready', carrier_posting: true });
    const [shipment] = await shipmentsOf(id);
    expect(shipment.tracking_number).toBe(label.tracking_number);
    expect((await stub('jadlog', `/_log?key=${shipment.id}:1`)).pedidos_for_key).toBe(1);
    const [page] = await pdfPages((await file(id, 'pdf_10x15')).body);
    expect(await code128In(page)).toContain(label.tracking_number);
  });

  it('cancelling the order voids its labels: the pre-postings are cancelled at the carrier', async () => {
    const id = await newOrder('ETQ-VOID', correios.id, { shipments: [{ ...PARCEL, quantity: 2 }] });
    await generate({ order_ids: [id] });
    const codes = (await labelsOf(id)).packages.map((p: { tracking_number: string }) => p.tracking_number);
    expect((await sendCommand(test, admin, 'CancelOrder', { id })).status).toBe(200);
    await relayLastEvent(id);
    const { packages } = await labelsOf(id);
    expect(packages.map((p: { state: string; error: string }) => [p.state, p.error])).toEqual([
      ['voided', 'Pedido cancelado.'],
      ['voided', 'Pedido cancelado.'],
    ]);
    const { list } = (await stub('correios', '/_log')).prepostagens;
    for (const code of codes)
      expect(list.find((p: { codigoObjeto: string }) => p.codigoObjeto === code).status).toBe('CANCELADO');
    // Voided labels are kept for audit but no longer served.
    expect((await file(id, 'pdf_10x15')).status).toBe(404);
    const [event] = await db.query(
      `SELECT count(*)::int AS n FROM events WHERE type = 'label.voided' AND data->>'order_id' = $1`,
      [id],
    );
    expect(event.n).toBe(2);
  });

  it('changing the carrier of the order voids the labels of the former one; a new label goes to the new one', async () => {
    const id = await newOrder('ETQ-SWITCH', jadlog.id);
    await generate({ order_ids: [id] });
    const [before] = (await labelsOf(id)).packages;
    const changed = await sendCommand(test, admin, 'ChangeOrderCarrier', { id, carrier_id: correios.id });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await relayLastEvent(id);
    const after = (await labelsOf(id)).packages;
    expect(after.find((p: { id: string }) => p.id === before.id)).toMatchObject({ state: 'voided' });
    const { list } = (await stub('jadlog', '/_log')).pedidos;
    expect(list.find((p: { shipmentId: string }) => p.shipmentId === before.tracking_number).status).toBe('CANCELADO');
    // The next label is the new carrier's: a Correios pre-posting for the same package.
    expect(await generate({ order_ids: [id] })).toMatchObject({ state: 'done', done: 1 });
    const live = (await labelsOf(id)).packages.filter((p: { state: string }) => p.state === 'ready');
    expect(live).toHaveLength(1);
    expect(live[0].carrier_posting).toBe(true);
    expect(live[0].tracking_number).toMatch(/^[A-Z]{2}\d{9}BR$/);
  });

  it('an edit that removes a volume or reduces its quantity voids those packages only', async () => {
    const id = await newOrder('ETQ-EDIT', own.id, {
      shipments: [
        { ...PARCEL, quantity: 2 },
        { ...PARCEL, reference: 'SKU-2' },
      ],
    });
    await generate({ order_ids: [id] });
    const [kept] = await shipmentsOf(id);
    const edited = await sendCommand(test, admin, 'UpdateOrder', {
      ...orderPayload({ reference: 'ETQ-EDIT', carrier_id: own.id }),
      id,
      shipments: [{ ...PARCEL, id: kept.id, quantity: 1 }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await relayLastEvent(id);
    const states = (await labelsOf(id)).packages.map(
      (p: { package_no: number; state: string; error: string | null }) => [p.package_no, p.state, p.error],
    );
    expect(states).toEqual([
      [1, 'ready', null],
      [2, 'voided', 'Volume ou transportadora alterados no pedido.'],
      [3, 'voided', 'Volume ou transportadora alterados no pedido.'],
    ]);
    expect(await pdfPageCount((await file(id, 'pdf_10x15')).body)).toBe(1);
  });
});

import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip } from '../../bench/zip-writer.js';
import {
  CTE_SAMPLES,
  CTE_V4_SENDER,
  cteFixtureText,
} from '../../src/modules/audit/domain/cte/cte-fixtures.spec-helper.js';
import { CteImportQueue } from '../../src/modules/audit/jobs/cte-import.job.js';
import { CteImportRunner } from '../../src/modules/audit/jobs/cte-import.runner.js';
import { fixture, SAMPLES } from '../../src/modules/orders/domain/nfe/nfe-fixtures.spec-helper.js';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The NF-e key of the 4.00 sample CT-e, and of the 3.00 one. */
const V4_NFE = '02394910232349239234934138491040891884149930';
const V3_NFE = '24210234533611000117550010000005081684535350';
const V4_KEY = '42240302484555000343570020003396861082134657';
/** The senders (rem) of the 4.00 samples and of the 3.00 one, its recipient (dest): the CT-e's parties. */
const V4_RECIPIENT = '02394820392092';
const V3_SENDER = '31626841000132';

const authorisedV3 = () =>
  cteFixtureText(CTE_SAMPLES.v3CancelledProtocol).replace('<cStat>101</cStat>', '<cStat>100</cStat>');

describe('freight audit: CT-e import, reconciliation and comparison', () => {
  let test: TestApp;
  let user: string;
  let other: string;
  let noAudit: string;
  let ordersOnly: string;
  let superAdmin: string;
  let companyWithoutAudit: string;
  let sequence = 0;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string, query: object = {}) =>
    test.http().get(path).query(query).set('X-Token', token);
  const upload = async (token: string, content: Buffer | string, filename: string) =>
    (await test.http().post('/api/upload').set('X-Token', token).attach('file', Buffer.from(content), { filename }))
      .body.path as string;
  /** What the worker does: takes the queued CT-e batches and runs each (workers stay off in tests). */
  const runQueued = async () => {
    const jobs = await test.app.get(CteImportQueue).queue.getJobs(['waiting']);
    for (const job of jobs) {
      await test.app.get(CteImportRunner).run(job.data.batchId);
      await job.remove();
    }
  };
  const importCtes = async (token: string, files: [string, Buffer | string][]) => {
    const paths = [];
    for (const [name, content] of files) paths.push(await upload(token, content, name));
    const sent = await command(token, 'CreateCteFromXml', { invoices: paths.map((path) => ({ path })) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await runQueued();
    return sent.body;
  };
  const newOrder = async (token: string, invoiceKey: string) => {
    const response = await command(
      token,
      'NewOrder',
      orderPayload({ reference: `AUD-${++sequence}`, invoice_number: String(sequence), invoice_key: invoiceKey }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id as string;
  };

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test, undefined, true);
    const b = await givenCompany(test, undefined, true);
    const c = await givenCompany(test);
    companyWithoutAudit = c;
    await givenCarrierCoveringBrazil(test, a);
    await givenDistributionCenter(test, a, 'CD1');
    // The company is the sender of the samples: a CT-e belongs to a company that is one of its parties.
    await givenDistributionCenter(test, a, 'CD-V4', { federal_tax_id: CTE_V4_SENDER });
    await givenDistributionCenter(test, a, 'CD-V3', { federal_tax_id: V3_SENDER });
    user = await tokenFor(test, await givenUser(test, a, { permissions: ['orders', 'audit'] }));
    ordersOnly = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));
    other = await tokenFor(test, await givenUser(test, b, { permissions: ['audit'] }));
    noAudit = await tokenFor(test, await givenUser(test, c, { permissions: ['audit'] }));
    superAdmin = await tokenFor(test, await givenUser(test, b, { isSuperAdmin: true }));
  });
  afterAll(() => test.close());

  it('imports a zip of CT-e: the one with an order is reconciled, the other waits, each refusal has its line', async () => {
    const orderId = await newOrder(user, V4_NFE);
    const zip = buildZip([
      { name: 'ctes/v4.xml', content: cteFixtureText(CTE_SAMPLES.v4) },
      { name: 'ctes/v3.xml', content: authorisedV3() },
      { name: 'ctes/cancelado.xml', content: cteFixtureText(CTE_SAMPLES.v3CancelledProtocol) },
      { name: 'ctes/cancelamento-anexo.xml', content: cteFixtureText(CTE_SAMPLES.v3CancelEventAppended) },
      { name: 'ctes/cce.xml', content: cteFixtureText(CTE_SAMPLES.correctionLetter) },
      { name: 'ctes/nfe.xml', content: fixture(SAMPLES.cpfRecipient) },
      { name: 'ctes/v4-de-novo.xml', content: cteFixtureText(CTE_SAMPLES.v4) },
      { name: 'ctes/de-outros.xml', content: cteFixtureText(CTE_SAMPLES.v4TaxReform) },
    ]);
    const sent = await importCtes(user, [['ctes.zip', zip]]);
    expect(sent).toMatchObject({
      batch: 1,
      message: 'Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.',
    });

    const [batch] = (await get(user, '/api/batches', { 'filters[type]': 2 })).body.data;
    expect(batch).toMatchObject({
      id: sent.id,
      batch: 1,
      status: 'done',
      totals: { total: 8, total_success: 2, total_error: 6 },
    });
    expect(batch.totals.errors).toEqual([
      expect.stringMatching(
        /^ctes\.zip\/ctes\/cancelado\.xml: CT-e cancelado: o protocolo da SEFAZ tem a situação 101/,
      ),
      expect.stringMatching(
        /^ctes\.zip\/ctes\/cancelamento-anexo\.xml: CT-e cancelado: o arquivo traz o evento de cancelamento \(110111\)/,
      ),
      expect.stringMatching(/^ctes\.zip\/ctes\/cce\.xml: Carta de correção de CT-e \(evento 110110\)/),
      'ctes.zip/ctes/nfe.xml: O arquivo é uma NF-e: importe-a em Pedidos > Importar notas, não um CT-e.',
      `ctes.zip/ctes/v4-de-novo.xml: CT-e duplicado no lote: chave ${V4_KEY} já lida em ctes.zip/ctes/v4.xml.`,
      'ctes.zip/ctes/de-outros.xml: CT-e 573: a empresa não é parte deste CT-e (nenhum CNPJ dela é o emitente, remetente, expedidor, recebedor, destinatário ou tomador); cadastre o CNPJ em um centro de distribuição.',
    ]);
    // NF-e batches stay apart, and a user without the audit area does not see CT-e batches.
    expect((await get(user, '/api/batches', { 'filters[type]': 1 })).body.data).toEqual([]);
    expect((await get(ordersOnly, '/api/batches', { 'filters[type]': 2 })).status).toBe(403);

    const reconciled = (await get(user, '/api/ctes')).body;
    expect(reconciled.total).toBe(1);
    const order = (await get(user, `/api/orders/${orderId}`)).body;
    expect(reconciled.data[0]).toMatchObject({
      number: '99203223',
      key: V4_KEY,
      freight_value: 221.19,
      amount: 3016.92,
      total_weight: 209.8,
      reconciled: true,
      carrier: { canonical_name: 'FANTASMA TRANSPORTES LTDA', name: 'FANTASMA TRANSPORTES LTDA' },
      shipment: { order_id: orderId, reference: order.reference, delivery: { estimated_cost: order.estimated_cost } },
      taxes: expect.arrayContaining([
        { fee: 'gris', name: 'GRIS', value: 3.15 },
        { fee: 'TAXAS', name: 'TAXAS', value: 79.64 },
      ]),
    });
    expect(reconciled.data[0].difference).toBeCloseTo(221.19 - order.estimated_cost, 2);
    expect(reconciled.data[0].variation.message).toMatch(
      /^A transportadora cobrou R\$\s[\d.,]+ a (mais|menos) que a cotação/,
    );

    const waiting = (await get(user, '/api/ctes', { wo: 1 })).body;
    expect(
      waiting.data.map((cte: { key: string; reconciled: boolean; shipment: unknown }) => [
        cte.key,
        cte.reconciled,
        cte.shipment,
      ]),
    ).toEqual([['24210231626841000132570010000007811746401259', false, null]]);
    expect(waiting.data[0].variation.message).toBe('CT-e sem pedido conciliado: não há cotação para comparar.');
  });

  it('compares fee by fee with the quote, and with ICMS highlighted moves the ICMS share into its own row', async () => {
    const [cte] = (await get(user, '/api/ctes', { 'filters[reference]': V4_KEY })).body.data;
    const detail = (await get(user, `/api/ctes/${cte.id}`)).body;
    const row = (fee: string, fees = detail.comparison.fees) => fees.find((r: { fee: string }) => r.fee === fee);
    expect(row('gris')).toMatchObject({ label: 'GRIS', components: ['GRIS'], cte_value: 3.15 });
    expect(row('cte:TAXAS')).toMatchObject({
      label: 'TAXAS',
      quote_value: 0,
      cte_value: 79.64,
      difference: 79.64,
      status: 'higher',
    });
    const weightRow = row('weight');
    expect(weightRow.cte_value).toBe(117.78);
    expect(weightRow.status).toBe(weightRow.difference === 0 ? 'equal' : weightRow.difference < 0 ? 'lower' : 'higher');
    expect(detail.comparison.weight).toMatchObject({ carrier: 209.8 });
    expect(detail.comparison.weight.difference).toBeCloseTo(209.8 - detail.comparison.weight.quote, 3);
    expect(detail.comparison.invoice_value).toEqual({ carrier: 3016.92, quote: 199.9, difference: 2817.02 });
    expect(detail.document).toMatchObject({ version: '4.00', icms: { group: '00' } });

    const rate = detail.document.icms.rate as number;
    const highlighted = (await get(user, `/api/ctes/${cte.id}`, { icms: 1 })).body.comparison;
    expect(highlighted.icms_highlighted).toBe(true);
    expect(row('gris', highlighted.fees).cte_value).toBeCloseTo(3.15 * (1 - rate / 100), 2);
    expect(row('icms', highlighted.fees).cte_value).toBeGreaterThan(0);
    const sum = (fees: { cte_value: number }[]) => fees.reduce((total, fee) => total + fee.cte_value, 0);
    expect(sum(highlighted.fees)).toBeCloseTo(221.19, 2);
  });

  it("compares with the carrier's price, not with the company's free-shipping rule", async () => {
    const company = await givenCompany(test, undefined, true);
    await givenCarrierCoveringBrazil(test, company);
    await givenDistributionCenter(test, company, 'CD1');
    await givenDistributionCenter(test, company, 'CD2', { federal_tax_id: CTE_V4_SENDER });
    const admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    const rule = await command(admin, 'NewFreightRule', {
      name: 'Frete grátis',
      start_at: '2020-01-01',
      routes: [{ zip_from: '01000000', zip_up: '99999999', destination: 'Brasil', rule_type: 5, value: 0 }],
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const order = (await get(admin, `/api/orders/${await newOrder(admin, V4_NFE)}`)).body;
    expect(order.estimated_cost).toBe(0);
    const details: { fee: string; value: number }[] = order.delivery.log.details;
    expect(details.map((entry) => entry.fee)).toContain('freight_rule_fixed_value');
    const carrierFees = details.filter((entry) => !entry.fee.startsWith('freight_rule_'));
    const carrierPrice = Math.round(carrierFees.reduce((sum, entry) => sum + entry.value, 0) * 100) / 100;
    expect(carrierPrice).toBeGreaterThan(0);

    await importCtes(admin, [['v4.xml', cteFixtureText(CTE_SAMPLES.v4)]]);
    const [cte] = (await get(admin, '/api/ctes')).body.data;
    expect(cte.shipment.delivery.estimated_cost).toBe(carrierPrice);
    expect(cte.difference).toBeCloseTo(221.19 - carrierPrice, 2);
    const { comparison } = (await get(admin, `/api/ctes/${cte.id}`)).body;
    const quoted = comparison.fees.filter((row: { quote_value: number }) => row.quote_value !== 0);
    expect(quoted.map((row: { fee: string }) => row.fee).sort()).toEqual(
      [...new Set(carrierFees.filter((entry) => entry.value !== 0).map((entry) => entry.fee))].sort(),
    );
  });

  it('remaps a CT-e fee onto a quote fee and back, for its own company only', async () => {
    const [cte] = (await get(user, '/api/ctes', { reference: V4_KEY })).body.data;
    const remap = (token: string, fee: string | null, components = [3]) =>
      command(token, 'RemapCteFees', { cte_id: cte.id, components, fee });
    expect((await remap(user, 'tdc')).body).toEqual({ id: cte.id, message: 'Taxa remapeada com sucesso' });
    const fees = (await get(user, `/api/ctes/${cte.id}`)).body.comparison.fees as {
      fee: string;
      components: string[];
      cte_value: number;
    }[];
    expect(fees.find((row) => row.fee === 'cte:TAXAS')).toBeUndefined();
    expect(fees.find((row) => row.fee === 'tdc')).toMatchObject({ components: ['TAXAS'], cte_value: 79.64 });
    expect((await remap(other, 'adv')).status).toBe(404);
    expect((await remap(user, 'tdc', [9])).body.message).toBe('O CT-e não tem o componente 10: ele tem 6.');
    expect((await remap(user, 'frete')).body.message).toContain('Taxa inválida.');
    await remap(user, null);
    const back = (await get(user, `/api/ctes/${cte.id}`)).body.comparison.fees as { fee: string }[];
    expect(back.map((row) => row.fee)).toContain('cte:TAXAS');
  });

  it('prints a DACTE-like PDF of the CT-e', async () => {
    const [cte] = (await get(user, '/api/ctes', { reference: V4_KEY })).body.data;
    const pdf = await get(user, `/api/ctes/${cte.id}/pdf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('dacte-99203223.pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(other, `/api/ctes/${cte.id}/pdf`)).status).toBe(404);
  });

  it('reconciles a waiting CT-e when its order arrives (from the order event), and on Reprocessar', async () => {
    const orderId = await newOrder(user, V3_NFE);
    const [event] = await test.app
      .get(DataSource)
      .query(`SELECT id FROM events WHERE stream_id = $1 AND type = 'order.created'`, [`order-${orderId}`]);
    await test.app.get(SideEffects).applyFor(event.id);
    expect((await get(user, '/api/ctes', { wo: 1 })).body.total).toBe(0);
    const reconciled = (await get(user, '/api/ctes')).body.data;
    expect(reconciled.map((cte: { shipment: { order_id: string } }) => cte.shipment.order_id)).toContain(orderId);

    // A CT-e imported before its order waits; Reprocessar picks the order up.
    const late = authorisedV3()
      .replaceAll('24210231626841000132570010000007811746401259', '24210231626841000132570010000007821746401250')
      .replace(V3_NFE, '24210234533611000117550010000005091684535351');
    await importCtes(user, [['atrasado.xml', late]]);
    expect((await get(user, '/api/ctes', { wo: 1 })).body.total).toBe(1);
    await newOrder(user, '24210234533611000117550010000005091684535351');
    const reprocessed = await command(user, 'ReprocessCtes', {});
    expect(reprocessed.body).toEqual({ reconciled: 1, remapped: 0, message: 'CTEs re-processados com sucesso' });
    expect((await get(user, '/api/ctes', { wo: 1 })).body.total).toBe(0);
  });

  it('refuses a CT-e imported before, filters by difference and exports a formula-safe CSV', async () => {
    const hostile = cteFixtureText(CTE_SAMPLES.v4)
      .replaceAll(V4_KEY, '42240302484555000343570020003396871082134650')
      .replace('<xNome>FANTASMA TRANSPORTES LTDA</xNome>', '<xNome>=HYPERLINK("http://x")</xNome>');
    const sent = await importCtes(user, [
      ['de-novo.xml', cteFixtureText(CTE_SAMPLES.v4)],
      ['hostil.xml', hostile],
    ]);
    const batch = (await get(user, '/api/batches', { 'filters[type]': 2 })).body.data.find(
      (b: { id: string }) => b.id === sent.id,
    );
    expect(batch.totals.errors).toEqual([`de-novo.xml: CT-e já importado: chave ${V4_KEY} (CT-e 99203223).`]);

    const all = (await get(user, '/api/ctes')).body.data as { difference: number }[];
    const up = (await get(user, '/api/ctes', { 'filters[difference]': 'up' })).body.data as { difference: number }[];
    expect(up.length).toBe(all.filter((cte) => cte.difference > 0).length);
    expect(up.every((cte) => cte.difference > 0)).toBe(true);
    expect((await get(user, '/api/ctes', { difference: 'sideways' })).status).toBe(400);
    // The import days, São Paulo time: today's holds them, one ending in 2020 none.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const days = { 'filters[created_at_start]': today, 'filters[created_at_end]': today, 'filters[difference]': 'up' };
    expect((await get(user, '/api/ctes', days)).body.total).toBe(up.length);
    expect((await get(user, '/api/ctes', { created_at_end: '2020-01-01' })).body.total).toBe(0);

    const report = await get(user, '/api/reports/audit', { 'filters[difference]': 'up' });
    expect(report.status).toBe(200);
    expect(report.headers['content-disposition']).toMatch(/audit-report-\d{8}-\d{6}\.csv/);
    expect(report.text).toContain(`'=HYPERLINK(""http://x"")`);
    expect(report.text.split('\n').filter(Boolean)).toHaveLength(up.length + 1);
    // Issue 29.31: the import time in Brasília time as DD/MM/YYYY HH:mm:ss, not its UTC ISO text.
    const [header, first] = report.text.replace(/^\uFEFF/, '').split('\n');
    expect(header.split(';')[2]).toBe('importado_em');
    expect(first.split(';')[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('shows the summary cards', async () => {
    const cards = (await get(user, '/api/dashboard/ctes', { 'filters[since]': '2020-01-01' })).body;
    const ctes = (await get(user, '/api/ctes')).body.data as {
      freight_value: number;
      shipment: { delivery: { estimated_cost: number } };
    }[];
    const charged = ctes.reduce((sum, cte) => sum + cte.freight_value, 0);
    const quoted = ctes.reduce((sum, cte) => sum + cte.shipment.delivery.estimated_cost, 0);
    expect(cards.carriers_amount_freight.total).toBeCloseTo(charged, 2);
    expect(cards.despacho_amount_freight.total).toBeCloseTo(quoted, 2);
    expect(cards.diff.total).toBeCloseTo(charged - quoted, 2);
    expect(cards.conciliation).toMatchObject({
      total: ctes.length,
      total_unreconciled: 0,
      percentage: 100,
      total_flix: 0,
    });
    // filters[since] as a number of days (public-account.md §7 '30 days'): the CT-e were imported today.
    for (const days of ['30', '1']) {
      const window = (await get(user, '/api/dashboard/ctes', { 'filters[since]': days })).body;
      expect(window.carriers_amount_freight.total).toBeCloseTo(charged, 2);
    }
    for (const since of ['0', '3651', '2026-02-31', 'ontem']) {
      const refused = await get(user, '/api/dashboard/ctes', { 'filters[since]': since });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'Início da janela: informe um número de dias (ex.: 30) ou uma data AAAA-MM-DD.',
      );
    }
  });

  /** A company (sender of the 4.00 sample) with orders A and B, each reconciled with its own CT-e. */
  const companyWithTwoCtes = async () => {
    const company = await givenCompany(test, undefined, true);
    await givenCarrierCoveringBrazil(test, company);
    const center = await givenDistributionCenter(test, company, 'CD1', { federal_tax_id: CTE_V4_SENDER });
    const admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    const variant = (n: number) => ({
      key: `${V4_KEY.slice(0, 25)}${String(n).padStart(9, '0')}${V4_KEY.slice(34)}`,
      nfe: `${V4_NFE.slice(0, 25)}${String(n).padStart(9, '0')}${V4_NFE.slice(34)}`,
    });
    const [a, b] = [variant(901), variant(902)];
    const orderA = await newOrder(admin, a.nfe);
    const orderB = await newOrder(admin, b.nfe);
    const xml = (v: { key: string; nfe: string }) =>
      cteFixtureText(CTE_SAMPLES.v4).replaceAll(V4_KEY, v.key).replace(V4_NFE, v.nfe);
    await importCtes(admin, [
      ['a.xml', xml(a)],
      ['b.xml', xml(b)],
    ]);
    return { admin, center, a, b, orderA, orderB };
  };

  it('filters CT-e by their orders with the spec’s pickup_id, no_pickup, status and split_drop_shipping', async () => {
    const { admin, a, b, orderA, orderB } = await companyWithTwoCtes();
    // Order A is in a pickup, in transit (3) and drop-shipping; B is none of these.
    const pickup = randomUUID();
    const db = test.app.get(DataSource);
    await db.query('UPDATE orders SET pickup_id = $2, status = 3, is_drop_shipping = true WHERE id = $1', [
      orderA,
      pickup,
    ]);
    const [{ status: statusB }] = await db.query('SELECT status FROM orders WHERE id = $1', [orderB]);
    const keys = async (query: object) =>
      ((await get(admin, '/api/ctes', query)).body.data as { key: string }[]).map((cte) => cte.key).sort();
    expect(await keys({})).toEqual([a.key, b.key]);
    expect(await keys({ pickup_id: pickup })).toEqual([a.key]);
    expect(await keys({ 'filters[pickup_id]': randomUUID() })).toEqual([]);
    expect(await keys({ 'filters[no_pickup]': 1 })).toEqual([b.key]);
    expect(await keys({ 'filters[status]': '3' })).toEqual([a.key]);
    expect(await keys({ status: `${statusB},3` })).toEqual([a.key, b.key]);
    expect(await keys({ 'filters[split_drop_shipping]': 1 })).toEqual([a.key]);
    expect(await keys({ split_drop_shipping: 0 })).toEqual([b.key]);
    const invalid = await get(admin, '/api/ctes', { pickup_id: 'coleta' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Coleta inválida: informe o número ou o id da coleta.');
    expect((await get(admin, '/api/ctes', { status: '77' })).body.message).toBe('Status inválido: 77.');
  });

  it('gives each shipment of an order its cte {id, number, serie, key}, invoice {id}, status and products', async () => {
    const { admin, center, a, orderA } = await companyWithTwoCtes();
    const sku = { reference: 'SKU-1', description: 'Cadeira de escritório' };
    const product = await command(admin, 'NewProduct', {
      ...sku,
      price: 199.9,
      distribution_center_id: center,
      expedition_time: 0,
      width: 0.3,
      height: 0.2,
      length: 0.4,
      weight: 2.5,
      quantity: 1,
      property: [],
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const order = (await get(admin, `/api/orders/${orderA}`)).body;
    const [cte] = (await get(admin, '/api/ctes', { reference: a.key })).body.data;
    expect(order.shipments.length).toBeGreaterThan(0);
    for (const shipment of order.shipments) {
      expect(shipment).toMatchObject({
        cte: { id: cte.id, number: '99203223', serie: '2', key: a.key },
        invoice: { id: orderA },
        status: order.status,
        products: shipment.reference === sku.reference ? [sku] : [],
      });
    }
    // The order reaches its CT-e's DACTE and its invoice's validation through those ids.
    const dacte = await get(admin, `/api/ctes/${order.shipments[0].cte.id}/pdf`);
    expect(dacte.status).toBe(200);
    expect(dacte.headers['content-type']).toBe('application/pdf');
    expect((await get(admin, `/api/invoices/${order.shipments[0].invoice.id}/validate`)).status).toBe(200);
    expect(order.shipments.some((shipment: { products: unknown[] }) => shipment.products.length === 1)).toBe(true);
    // An order without a CT-e says so with null.
    const plain = (await get(admin, `/api/orders/${await newOrder(admin, V3_NFE)}`)).body;
    expect(plain.shipments[0].cte).toBeNull();
  });

  it("keeps each company's CT-e to itself and refuses companies without audit", async () => {
    const [cte] = (await get(user, '/api/ctes')).body.data;
    expect((await get(other, `/api/ctes/${cte.id}`)).status).toBe(404);
    expect((await get(other, '/api/ctes')).body).toEqual({ data: [], total: 0 });
    expect((await get(other, '/api/batches', { 'filters[type]': 2 })).body.data).toEqual([]);
    const path = await upload(user, cteFixtureText(CTE_SAMPLES.v4), 'a.xml');
    expect((await command(other, 'CreateCteFromXml', { invoices: [{ path }] })).status).toBe(404);
    expect((await command(other, 'ReprocessCtes', {})).body).toMatchObject({ reconciled: 0 });

    const refused = await get(noAudit, '/api/ctes');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('A auditoria de frete não está habilitada para esta empresa.');
    expect((await command(noAudit, 'ReprocessCtes', {})).status).toBe(403);
    expect((await get(ordersOnly, '/api/ctes')).status).toBe(403);
    expect((await command(user, 'CreateCteFromXml', { invoices: [] })).body.message).toContain(
      'Envie ao menos um arquivo .xml ou .zip.',
    );
  });

  it('imports the other public samples through the API: totals, components, ICMS and keys read, the rest refused', async () => {
    const company = await givenCompany(test, undefined, true);
    const token = await tokenFor(test, await givenUser(test, company, { permissions: ['audit'] }));
    // One party of each sample (sender, receiver, recipient or emitter) is a CD of the company.
    for (const cnpj of [
      CTE_V4_SENDER,
      '84148732000113',
      '81639791000104',
      '06539526000392',
      '03851469000122',
      '28796029000140',
    ])
      await givenDistributionCenter(test, company, `CD-${cnpj}`, { federal_tax_id: cnpj });
    const samples = [
      CTE_SAMPLES.v4IcmsSt,
      CTE_SAMPLES.v4TaxReform,
      CTE_SAMPLES.v3Bare,
      CTE_SAMPLES.v3LoneFreteValor,
      CTE_SAMPLES.v3OtherDocuments,
      CTE_SAMPLES.v3Export,
      CTE_SAMPLES.v2,
      CTE_SAMPLES.cteOs,
      CTE_SAMPLES.v4AlphanumericCnpj,
    ];
    const zip = buildZip(samples.map((name) => ({ name, content: cteFixtureText(name) })));
    const sent = await importCtes(token, [['amostras.zip', zip]]);
    const [batch] = (await get(token, '/api/batches', { 'filters[type]': 2 })).body.data;
    expect(batch).toMatchObject({
      id: sent.id,
      status: 'done',
      totals: { total: 9, total_success: 6, total_error: 3 },
    });
    expect(batch.totals.errors).toEqual([
      `amostras.zip/${CTE_SAMPLES.v2}: Leiaute de CT-e 2.00 não suportado: envie CT-e nas versões 3.00 ou 4.00.`,
      `amostras.zip/${CTE_SAMPLES.cteOs}: O arquivo é um CT-e OS (modelo 67, transporte de pessoas ou valores), sem notas de mercadoria a conciliar, não um CT-e.`,
      // Same key as the ICMS60 sample: the later copy of one CT-e in a batch is refused.
      `amostras.zip/${CTE_SAMPLES.v4AlphanumericCnpj}: CT-e duplicado no lote: chave ${V4_KEY} já lida em amostras.zip/${CTE_SAMPLES.v4IcmsSt}.`,
    ]);

    const waiting = (await get(token, '/api/ctes', { wo: 1, limit: 20 })).body;
    const byKey = new Map(waiting.data.map((cte: { key: string }) => [cte.key, cte]));
    expect(waiting.total).toBe(6);
    expect(byKey.get(V4_KEY)).toMatchObject({ freight_value: 221.19, amount: 3016.92, total_weight: 209.8 });
    expect(byKey.get('41171099999999999999570020000024631000000108')).toMatchObject({
      freight_value: 3334.32,
      taxes: [{ fee: 'weight', name: 'FRETE VALOR', value: 3334.32 }],
    });
    const document = async (key: string) =>
      (await get(token, `/api/ctes/${(byKey.get(key) as { id: string }).id}`)).body.document;
    expect(await document(V4_KEY)).toMatchObject({
      icms: { group: '60', base: 221.19, rate: 12, value: 20 },
      nfe_keys: [V4_NFE],
    });
    expect(await document('35240759594315000157570010000057311040445890')).toMatchObject({
      total: 100,
      components: [{ name: 'Frete', value: 100, fee: 'weight' }],
      icms: { group: 'SN', value: 0 },
      weight_kg: 500,
      nfe_keys: ['41190806117473000150550010000586251016759484'],
    });
    expect(await document('43120178408960000182570010000000041000000047')).toMatchObject({
      total: 2300,
      components: [],
      icms: { group: '00', base: 2300, rate: 12, value: 276 },
      nfe_keys: [],
    });
    // Reprocessar reads the names again: the lone FRETE VALOR stays the whole freight.
    expect((await command(token, 'ReprocessCtes', {})).status).toBe(200);
    const again = (await get(token, '/api/ctes', { wo: 1, limit: 20 })).body.data;
    expect(
      again.find((cte: { key: string }) => cte.key === '41171099999999999999570020000024631000000108').taxes,
    ).toEqual([{ fee: 'weight', name: 'FRETE VALOR', value: 3334.32 }]);
  });

  it('imports a CT-e only into a company that is one of its parties, so one key lives in each party company', async () => {
    const party = async (cnpj: string | null) => {
      const company = await givenCompany(test, undefined, true);
      if (cnpj) await givenDistributionCenter(test, company, 'CD1', { federal_tax_id: cnpj });
      return tokenFor(test, await givenUser(test, company, { permissions: ['audit'] }));
    };
    const batchOf = async (token: string) => {
      await importCtes(token, [['v4.xml', cteFixtureText(CTE_SAMPLES.v4)]]);
      return (await get(token, '/api/batches', { 'filters[type]': 2 })).body.data[0].totals;
    };
    // The recipient's company, and a branch of it (same CNPJ root), import the CT-e the sender's company has too.
    expect(await batchOf(await party(V4_RECIPIENT))).toMatchObject({ total_success: 1, errors: [] });
    expect(await batchOf(await party(`${V4_RECIPIENT.slice(0, 8)}000290`))).toMatchObject({ total_success: 1 });
    // A company named nowhere in it (or with no CNPJ at all) gets the reason line, and no CT-e.
    for (const stranger of [await party('11444777000161'), await party(null)]) {
      expect(await batchOf(stranger)).toMatchObject({
        total_success: 0,
        errors: [
          'v4.xml: CT-e 99203223: a empresa não é parte deste CT-e (nenhum CNPJ dela é o emitente, remetente, expedidor, recebedor, destinatário ou tomador); cadastre o CNPJ em um centro de distribuição.',
        ],
      });
      expect((await get(stranger, '/api/ctes', { wo: 1 })).body.total).toBe(0);
    }
  });

  it('lets only super admins switch the audit of a company, which GET me then shows', async () => {
    const change = (token: string, enabled: boolean) =>
      command(token, 'ChangeCompanyAudit', { company_id: companyWithoutAudit, has_audit_enabled: enabled });
    expect((await change(user, true)).status).toBe(403);
    expect((await get(noAudit, '/api/me')).body.company.has_audit_enabled).toBe(false);
    expect((await change(superAdmin, true)).body).toEqual({ id: companyWithoutAudit, has_audit_enabled: true });
    expect((await get(noAudit, '/api/me')).body.company.has_audit_enabled).toBe(true);
    expect((await get(noAudit, '/api/ctes')).body).toEqual({ data: [], total: 0 });
    await change(superAdmin, false);
    expect((await get(noAudit, '/api/ctes')).status).toBe(403);
  });
});

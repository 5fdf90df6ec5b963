import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceImportQueue } from '../../src/modules/orders/jobs/invoice-import.job.js';
import { InvoiceImportRunner } from '../../src/modules/orders/jobs/invoice-import.runner.js';
import { fixture, fixtureText, SAMPLES } from '../../src/modules/orders/domain/nfe/nfe-fixtures.spec-helper.js';
import { buildZip } from '../../bench/zip-writer.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('NF-e import (CreateOrdersFromInvoices)', () => {
  let test: TestApp;
  let user: string;
  let other: string;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const upload = async (token: string, content: Buffer, filename: string) =>
    (await test.http().post('/api/upload').set('X-Token', token).attach('file', content, { filename })).body
      .path as string;
  /** What the worker does: takes the queued batches and runs each (workers stay off in tests). */
  const runQueued = async () => {
    const jobs = await test.app.get(InvoiceImportQueue).queue.getJobs(['waiting']);
    for (const job of jobs) {
      await test.app.get(InvoiceImportRunner).run(job.data.batchId);
      await job.remove();
    }
  };
  const ordersOf = async (token: string) =>
    (await test.http().get('/api/orders').query({ limit: 200 }).set('X-Token', token)).body.data;

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    await givenCarrierCoveringBrazil(test, a);
    await givenCarrierCoveringBrazil(test, b);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, b, 'CD1');
    user = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));
    other = await tokenFor(test, await givenUser(test, b, { permissions: ['orders'] }));
  });
  afterAll(() => test.close());

  it('turns a zip of real NF-e into orders and lists each bad file with its reason; nothing else is lost', async () => {
    const zip = buildZip([
      { name: 'notas/cpf.xml', content: fixture(SAMPLES.cpfRecipient) },
      { name: 'notas/cnpj.xml', content: fixture(SAMPLES.cnpjRecipient) },
      { name: 'notas/sem-peso.xml', content: fixture(SAMPLES.volumeWithoutWeights) },
      { name: 'notas/cancelada.xml', content: fixture(SAMPLES.cancelled) },
      { name: 'notas/nfce.xml', content: fixture(SAMPLES.nfce) },
      { name: 'notas/cce.xml', content: fixture(SAMPLES.correctionLetter) },
      {
        name: 'notas/xxe.xml',
        content: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      },
      { name: 'notas/cpf-de-novo.xml', content: fixture(SAMPLES.cpfRecipient) },
    ]);
    const paths = [
      await upload(user, zip, 'lote.zip'),
      await upload(user, fixture(SAMPLES.manyItemsNoDeclaration), 'nfe.xml'),
    ];
    const sent = await command(user, 'CreateOrdersFromInvoices', { invoices: paths.map((path) => ({ path })) });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(
      'Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.',
    );
    expect(sent.body.batch).toBe(1);
    await runQueued();

    const [batch] = (await test.http().get('/api/batches').query({ type: 1 }).set('X-Token', user)).body.data;
    expect(batch).toMatchObject({
      id: sent.body.id,
      batch: 1,
      status: 'done',
      totals: { total: 9, total_success: 4, total_error: 5 },
    });
    // The type as the spec's lists take filters, too; an unknown type (4: 3 is OCOREN's) is refused
    // either way, and CT-e batches (type 2) are the audit area's.
    const batches = (query: object) => test.http().get('/api/batches').query(query).set('X-Token', user);
    expect((await batches({ 'filters[type]': 1, limit: 7 })).body.data.map((b: { id: string }) => b.id)).toEqual([
      sent.body.id,
    ]);
    expect((await batches({ 'filters[type]': 4 })).body.message).toContain('Tipo de lote inválido.');
    expect((await batches({ type: 4 })).status).toBe(400);
    expect((await batches({ type: 2 })).status).toBe(403);
    expect(batch.totals.errors).toEqual([
      'lote.zip/notas/cancelada.xml: NF-e cancelada: o arquivo traz o evento de cancelamento (110111) da nota; uma nota cancelada não gera pedido.',
      'lote.zip/notas/nfce.xml: NFC-e (modelo 65) não é nota de transporte.',
      'lote.zip/notas/cce.xml: Carta de correção (CC-e, evento 110110) não é uma NF-e: envie o XML da nota autorizada.',
      expect.stringMatching(/^lote\.zip\/notas\/xxe\.xml: .*DOCTYPE/),
      expect.stringMatching(
        /^lote\.zip\/notas\/cpf-de-novo\.xml: NF-e duplicada no lote: chave 35180834128745000152550010000474281920007498/,
      ),
    ]);

    const orders = await ordersOf(user);
    const byKey = (key: string) => orders.find((o: { invoice_key: string }) => o.invoice_key === key);
    const cpf = byKey('35180834128745000152550010000474281920007498');
    expect(cpf).toMatchObject({
      reference: '47428',
      invoice_number: '47428',
      status: { id: 2 },
      cargo_value: 347.28,
      to_address: {
        residential: true,
        name: 'FULANO DOS SANTOS',
        federal_tax_id: '68161525650',
        zip: '30411123',
        city: 'Belo Horizonte',
        state: 'MG',
      },
    });
    expect(cpf.shipments).toEqual([
      expect.objectContaining({ quantity: 1, weight: 6.97, cargo_value: 347.28, from_cd_reference: 'CD1' }),
    ]);
    const cnpj = byKey('35180834128745000152550010000476491552806942');
    expect(cnpj.to_address.residential).toBe(false);
    expect(cnpj.shipments.reduce((sum: number, s: { quantity: number }) => sum + s.quantity, 0)).toBe(15);
    expect(cnpj.shipments.reduce((sum: number, s: { cargo_value: number }) => sum + s.cargo_value, 0)).toBeCloseTo(
      cnpj.cargo_value,
      2,
    );
    expect(byKey('26180875335849000115550010000016871192213331').shipments[0].weight).toBe(0);
  });

  it('refuses an NF-e whose volume is outside the parcel limits with its own line, splits more units than a line takes, and keeps the rest of the batch', async () => {
    const company = await givenCompany(test);
    await givenCarrierCoveringBrazil(test, company);
    await givenDistributionCenter(test, company, 'CD1');
    const token = await tokenFor(test, await givenUser(test, company, { permissions: ['orders'] }));
    const tooHeavy = fixtureText(SAMPLES.cpfRecipient).replace('<pesoB>6.970</pesoB>', '<pesoB>12000.000</pesoB>');
    const tooMany = fixtureText(SAMPLES.cnpjRecipient).replace('<qVol>15</qVol>', '<qVol>1500</qVol>');
    const paths = [
      await upload(token, Buffer.from(tooHeavy), 'pesada.xml'),
      await upload(token, Buffer.from(tooMany), 'muitos.xml'),
      await upload(token, fixture(SAMPLES.volumeWithoutWeights), 'sem-peso.xml'),
    ];
    const sent = await command(token, 'CreateOrdersFromInvoices', { invoices: paths.map((path) => ({ path })) });
    expect(sent.status).toBe(200);
    await runQueued();
    const [batch] = (await test.http().get('/api/batches').set('X-Token', token)).body.data;
    expect(batch.totals).toEqual({
      total: 3,
      total_success: 2,
      total_error: 1,
      errors: [
        'pesada.xml: pedido 47428: volume 1: peso de 12.000 kg por unidade fora dos limites (0,001 a 10.000 kg).',
      ],
    });
    const orders = await ordersOf(token);
    // More volumes than one line takes: lines of at most 1,000 units, the same weight per unit.
    const many = orders.find(
      (o: { invoice_key: string }) => o.invoice_key === '35180834128745000152550010000476491552806942',
    );
    expect(many.shipments.map((s: { quantity: number; weight: number }) => [s.quantity, s.weight])).toEqual([
      [1000, 0.035],
      [500, 0.035],
    ]);
    // A note without weights still becomes an order: the edit asks for the weight and the measures.
    expect(orders.map((o: { invoice_key: string }) => o.invoice_key)).toContain(
      '26180875335849000115550010000016871192213331',
    );
    expect(orders).toHaveLength(2);
  });

  it('refuses an NF-e imported before, naming the order that has it', async () => {
    const path = await upload(user, fixture(SAMPLES.cpfRecipient), 'repetida.xml');
    const sent = await command(user, 'CreateOrdersFromInvoices', { invoices: [{ path }] });
    await runQueued();
    const batches = (await test.http().get('/api/batches').set('X-Token', user)).body;
    const batch = batches.data.find((b: { id: string }) => b.id === sent.body.id);
    expect(batch.batch).toBe(2);
    expect(batch.totals).toEqual({
      total: 1,
      total_success: 0,
      total_error: 1,
      errors: [
        'repetida.xml: NF-e já importada: chave 35180834128745000152550010000474281920007498 está no pedido 47428.',
      ],
    });
  });

  it("refuses bad payloads and another company's uploads, and keeps batches and orders per company", async () => {
    expect((await command(user, 'CreateOrdersFromInvoices', { invoices: [] })).body.message).toBe(
      'Envie ao menos um arquivo .xml ou .zip.',
    );
    const theirs = await upload(other, fixture(SAMPLES.cnpjRecipient), 'deles.xml');
    expect((await command(user, 'CreateOrdersFromInvoices', { invoices: [{ path: theirs }] })).status).toBe(404);
    const sent = await command(other, 'CreateOrdersFromInvoices', { invoices: [{ path: theirs }] });
    expect(sent.body.batch).toBe(1);
    await runQueued();
    expect(
      (await test.http().get('/api/batches').set('X-Token', user)).body.data.map((b: { id: string }) => b.id),
    ).not.toContain(sent.body.id);
    const theirOrders = await ordersOf(other);
    expect(theirOrders).toHaveLength(1);
    expect((await ordersOf(user)).map((o: { id: string }) => o.id)).not.toContain(theirOrders[0].id);
    expect((await test.http().get('/api/batches').query({ type: 9 }).set('X-Token', user)).status).toBe(400);
  });
});

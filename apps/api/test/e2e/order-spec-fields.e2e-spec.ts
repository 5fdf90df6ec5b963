import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceImportQueue } from '../../src/modules/orders/jobs/invoice-import.job.js';
import { InvoiceImportRunner } from '../../src/modules/orders/jobs/invoice-import.runner.js';
import { CarrierLinkTokens } from '../../src/modules/pickups/adapters/carrier-link-tokens.js';
import { drainUntilCaughtUp } from '../support/catch-up.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The sample NF-e: issued by CNPJ 34128745000152 to CEP 30411-123, key below.
const NFE = readFileSync(
  new URL('../fixtures/nfe/35180834128745000152550010000474281920007498-nfe.xml', import.meta.url),
);
const NFE_KEY = '35180834128745000152550010000474281920007498';
const NFE_ISSUER = '34128745000152';
const NFE_RECIPIENT_ZIP = '30411123';
// Another NF-e of the same issuer, to CEP 37476-123.
const OTHER_NFE = readFileSync(
  new URL('../fixtures/nfe/35180834128745000152550010000476491552806942-nfe.xml', import.meta.url),
);

/** Issue 29: the order's fields and commands exactly as orders-pickups.md §3 and §7 name them. */
describe('orders as the spec names them', () => {
  let test: TestApp;
  let companyB: string;
  let carrierId: string;
  let user: string;
  let superAdmin: string;
  let other: string;
  let sequence = 0;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, path: string) => test.http().get(path).set('X-Token', token);
  const detail = async (id: string, token = user) => (await get(token, `/api/orders/${id}`)).body;
  const newOrder = async (over: Record<string, unknown> = {}) => {
    const reference = `SPEC-${++sequence}`;
    const response = await command(user, 'NewOrder', orderPayload({ reference, ...over }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { id: response.body.id as string, reference };
  };
  /** An order awaiting its invoice, to the sample NF-e's recipient CEP. */
  const orderForTheSampleNfe = () =>
    newOrder({ to_address: { ...orderPayload().to_address, zip: NFE_RECIPIENT_ZIP, state: 'MG' } });
  const upload = async (content: Buffer, filename: string, token = user) =>
    (await test.http().post('/api/upload').set('X-Token', token).attach('file', content, { filename })).body
      .path as string;

  beforeAll(async () => {
    test = await startTestApp();
    const companyA = await givenCompany(test);
    companyB = await givenCompany(test);
    const b = companyB;
    carrierId = await givenCarrierCoveringBrazil(test, companyA);
    await givenCarrierCoveringBrazil(test, b);
    // The CD that issues the company's NF-e (the sample's issuer).
    await givenDistributionCenter(test, companyA, 'CD1', { federal_tax_id: NFE_ISSUER });
    await givenDistributionCenter(test, b, 'CD1');
    user = await tokenFor(test, await givenUser(test, companyA, { permissions: ['orders', 'pickups'] }));
    superAdmin = await tokenFor(test, await givenUser(test, companyA, { isSuperAdmin: true }));
    other = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
  });
  afterAll(() => test.close());

  it('shows the pickup data section, which operations edit from the order (driver and date), and nobody else', async () => {
    const order = await newOrder({ invoice_number: '501' });
    expect((await detail(order.id)).pickup).toBeNull();
    const requested = await command(user, 'NewPickup', { order_ids: [order.id] });
    expect(requested.status).toBe(200);
    expect((await detail(order.id)).pickup).toEqual({
      id: requested.body.id,
      number: requested.body.numbers[0],
      estimated_date: null,
      estimated_time_start: '10:00',
      estimated_time_end: '15:00',
      pickup_date: null,
      pickuped_at: null,
      driver: null,
    });

    const driver = { reference: order.reference, driver: { name: 'João Motorista', phone: '11987654321' } };
    const date = { reference: order.reference, estimated_date: '2026-12-03', estimated_time_end: '17:00' };
    expect((await command(user, 'ChangeDriver', driver)).status).toBe(403);
    expect((await command(user, 'ChangePickupDate', date)).status).toBe(403);
    expect((await command(superAdmin, 'ChangeDriver', driver)).body.message).toBe('Motorista alterado com sucesso');
    expect((await command(superAdmin, 'ChangePickupDate', date)).body.message).toBe(
      'Data de coleta alterada com sucesso',
    );
    expect((await detail(order.id)).pickup).toMatchObject({
      estimated_date: '2026-12-03',
      estimated_time_start: '10:00',
      estimated_time_end: '17:00',
      driver: { name: 'João Motorista', phone: '11987654321' },
    });
  });

  it("gives the carrier's service level (1 to 5) from the company's deliveries on time, in the list and the detail", async () => {
    const fresh = await newOrder({ invoice_number: '600' });
    expect((await detail(fresh.id)).carrier).toMatchObject({ id: carrierId, sla: null });
    const delivered = [await newOrder({ invoice_number: '601' }), await newOrder({ invoice_number: '602' })];
    const late = await newOrder({ invoice_number: '603' });
    expect(
      (await command(superAdmin, 'ChangeDeliveryDate', { reference: late.reference, delivery_date: '2026-01-05' }))
        .status,
    ).toBe(200);
    for (const order of [...delivered, late])
      expect((await command(superAdmin, 'Deliver', { reference: order.reference })).status).toBe(200);
    await drainUntilCaughtUp(test);
    // 2 of 3 on time: 66.7 %, the fourth fifth.
    expect((await detail(fresh.id)).carrier.sla).toBe(4);
    const listed = (await get(user, '/api/orders').query({ 'filters[reference]': fresh.reference })).body.data;
    expect(listed[0].carrier).toMatchObject({ id: carrierId, sla: 4 });
  });

  it('lists alerts[] with their occurrence, the delivery date, the author photo and the channel order number', async () => {
    const order = await newOrder({
      invoice_number: '700',
      property: {
        channel: 'Nuvemshop',
        channel_id: 1,
        channel_entity_id: '#1042',
        marketplace_order_number: '2000123',
      },
    });
    await command(user, 'NewIssue', { order_id: order.id, message: 'Cliente pediu urgência' });
    expect(
      (
        await command(superAdmin, 'RegisterTracking', {
          order_id: order.id,
          code: '126',
          message: 'Fiscalização',
          occurred_at: '2026-11-20T10:00:00-03:00',
        })
      ).status,
    ).toBe(200);
    await command(superAdmin, 'Deliver', { reference: order.reference });
    const shown = await detail(order.id);
    expect(shown.alerts).toEqual([
      {
        type: 3,
        tracker_detail: expect.objectContaining({
          code: '126',
          description: 'Mercadoria retida',
          message: 'Fiscalização',
          occurred_at: '2026-11-20T13:00:00.000Z',
        }),
      },
    ]);
    // The day delivered in Brasília (after 21:00 there it is already the next day in UTC).
    const brasiliaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
    expect(shown.delivery.delivery_date).toBe(brasiliaDay.format(new Date(shown.delivered_at)));
    expect(shown.issues[0].user).toMatchObject({ name: expect.any(String), photo: null });
    expect(shown.property).toMatchObject({ channel_entity_id: '#1042', marketplace_order_number: '2000123' });
  });

  it("marks the order's current carrier among the quote items' alerts", async () => {
    const order = await newOrder();
    const quotes = (await get(user, `/api/orders/${order.id}/quotes`)).body.data;
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.find((q: { carrier: { id: string } }) => q.carrier.id === carrierId).alert).toBe(
      'Transportadora atual do pedido.',
    );
    const shipmentId = (await detail(order.id)).shipments[0].id;
    const forShipment = (await get(user, `/api/shipments/${shipmentId}/quotes`)).body.data;
    expect(forShipment.every((q: { alert: string | null }) => 'alert' in q)).toBe(true);
  });

  it("registers an occurrence with the spec's fields alone, its description and alert taken from the code", async () => {
    const order = await newOrder({ invoice_number: '800' });
    const spec = {
      order_id: order.id,
      message: 'Avaria na caixa',
      source: 'manual',
      occurred_at: '2026-11-21T09:00:00-03:00',
    };
    const plain = await command(user, 'RegisterTracking', { ...spec, code: '300' });
    expect(plain.body).toEqual({ id: order.id, message: 'Ocorrência registrada com sucesso' });
    // Code 178 raises an Avaria: the operations tier's, refused to a merchant.
    expect((await command(user, 'RegisterTracking', { ...spec, code: '178' })).status).toBe(403);
    expect((await command(superAdmin, 'RegisterTracking', { ...spec, code: '178' })).status).toBe(200);
    const shown = await detail(order.id);
    expect(shown.order_alert_type).toBe(1);
    expect(shown.tracker.details.map((d: { code: string; description: string }) => [d.code, d.description])).toEqual(
      expect.arrayContaining([
        ['300', 'Avaria na caixa'],
        ['178', 'Avaria total'],
      ]),
    );
    const nothing = await command(user, 'RegisterTracking', { order_id: order.id, occurred_at: '2026-11-21' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Informe a descrição da ocorrência.');
  });

  it('takes the invoice by the order or the shipment reference, and refuses an NF-e that is not the order’s', async () => {
    const byShipment = await orderForTheSampleNfe();
    const path = await upload(NFE, 'nota.xml');
    const sent = await command(user, 'SendInvoice', {
      shipment: { reference: byShipment.reference },
      invoice: { path },
    });
    expect(sent.body).toEqual({ id: byShipment.id, message: 'Nota fiscal enviada com sucesso' });
    expect(await detail(byShipment.id)).toMatchObject({ status: { id: 2 }, invoice_key: NFE_KEY });

    const second = await orderForTheSampleNfe();
    const usedKey = await command(user, 'SendInvoice', { order: { id: second.id }, invoice: { path } });
    expect(usedKey.status).toBe(409);
    expect(usedKey.body.message).toBe(`A chave de acesso desta nota fiscal já está no pedido ${byShipment.reference}.`);

    const wrongCep = await command(user, 'SendInvoice', {
      order: { reference: second.reference },
      invoice: { path: await upload(OTHER_NFE, 'outra.xml') },
    });
    expect(wrongCep.status).toBe(400);
    expect(wrongCep.body.message).toBe(
      'O CEP do destinatário na nota (37476-123) difere do CEP de entrega do pedido (30411-123).',
    );

    // Company B's order to the same CEP: the NF-e was not issued by B nor by one of its CDs.
    const theirs = await command(
      other,
      'NewOrder',
      orderPayload({
        reference: 'B-NFE',
        to_address: { ...orderPayload().to_address, zip: NFE_RECIPIENT_ZIP, state: 'MG' },
      }),
    );
    const foreign = await command(other, 'SendInvoice', {
      reference: 'B-NFE',
      invoice: { path: await upload(NFE, 'nota.xml', other) },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(
      'A nota fiscal foi emitida por CNPJ 34.128.745/0001-52, que não é desta empresa nem de um de seus CDs.',
    );
    expect((await detail(theirs.body.id, other)).status.id).toBe(1);
    expect((await detail(second.id)).status.id).toBe(1);
    expect((await command(user, 'SendInvoice', { invoice: { path } })).body.message).toBe(
      'Informe o código do pedido.',
    );
  });

  it('keeps the XML of an imported NF-e: its DANFE, and both on the carrier page once the pickup is accepted', async () => {
    const path = await upload(NFE, 'lote.xml', other);
    // Company B: the key is used by company A's order above, not by any of B's.
    expect((await command(other, 'CreateOrdersFromInvoices', { invoices: [{ path }] })).status).toBe(200);
    const jobs = await test.app.get(InvoiceImportQueue).queue.getJobs(['waiting']);
    for (const job of jobs) {
      await test.app.get(InvoiceImportRunner).run(job.data.batchId);
      await job.remove();
    }
    const imported = (await get(other, '/api/orders').query({ limit: 200 })).body.data.find(
      (order: { invoice_key: string | null }) => order.invoice_key === NFE_KEY,
    );
    const shown = await detail(imported.id, other);
    expect(shown.invoice_path).toMatch(new RegExp(`/${NFE_KEY}-nfe\\.xml$`));
    const danfe = await get(other, `/api/invoices/${imported.id}/pdf`).buffer(true);
    expect(danfe.status).toBe(200);
    expect(Buffer.from(danfe.body).subarray(0, 5).toString()).toBe('%PDF-');

    const pickup = await command(other, 'NewPickup', { order_ids: [imported.id] });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    const token = await test.app.get(CarrierLinkTokens).sign({ carrierId: shown.carrier.id, companyId: companyB });
    const confirmed = await test
      .http()
      .post('/api/carrier-pickups')
      .query({ token })
      .send({ pickup_ids: [pickup.body.id], pickup_date: '2026-12-01' });
    expect(confirmed.body.message).toMatch(/^Parabéns! A coleta foi confirmada/);
    const page = (await test.http().get('/api/carrier-pickups').query({ token })).body;
    const files = page.distribution_center[0].pickups_accepted[0].files;
    // The pickup's NOTFIS comes first (issue 31, docs/edi-files.md), then each order's XML and DANFE.
    expect(files.map((f: { description: string }) => f.description)).toEqual([
      `NOTFIS da coleta ${pickup.body.numbers[0]} (PROCEDA 3.1)`,
      `NF-e 47428 do pedido ${imported.reference} (XML)`,
      `DANFE da NF-e 47428 do pedido ${imported.reference}`,
    ]);
    const xml = await test.http().get(files[1].file).buffer(true);
    expect(xml.status).toBe(200);
    expect(Buffer.from(xml.body).toString()).toContain(NFE_KEY);
    const pdf = await test.http().get(files[2].file).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributionCenterPayload, givenCarrier, givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { ChannelHandlers } from '../../src/platform/database/pg-channel-listener.js';
import { PricingIndex } from '../../src/modules/pricing/queries/quotes/pricing-index.js';

const HEADER =
  'cep_inicial;cep_final;uf;regiao;prazo;ate_10kg;ate_20kg;excedente_kg;gris_percentual;gris_minimo;adv_percentual;adv_minimo;pedagio;pedagio_base;icms_percentual';
const CSV = [
  HEADER,
  '01000000;05999999;SP;CAPITAL;1;33,15;38,92;0,84;0,10;1,55;0,316;4,37;6,46;cte;0',
  '69000000;69299999;AM;CAPITAL;9;80,00;95,00;3,10;0,30;3,00;0,50;5,00;5,00;fracao_100kg;12',
].join('\n');

const CENTER = distributionCenterPayload();

describe('freight tables and quotes', () => {
  let test: TestApp;
  let superA: string;
  let adminA: string;
  let adminB: string;
  let noQuotation: string;
  let carrierId: string;
  let other: TestApp | null = null;

  const upload = (token: string, fields: Record<string, string>, csv: string | null = CSV) => {
    const request = test.http().post('/api/admin/import-freight-table/v3').set('X-Token', token);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    if (csv !== null)
      request.attach('file', Buffer.from(csv, 'utf8'), { filename: 'tabela.csv', contentType: 'text/csv' });
    return request;
  };
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const quote = (token: string, body: object) => test.http().post('/api/quotations').set('X-Token', token).send(body);
  const parcel = (over: object = {}) => ({
    width: 0.2,
    height: 0.2,
    length: 0.2,
    weight: 5,
    quantity: 1,
    cargo_value: 100,
    ...over,
  });

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    superA = await tokenFor(test, await givenUser(test, a, { isSuperAdmin: true }));
    adminA = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    adminB = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    noQuotation = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));
    carrierId = (await givenCarrier(test)).id;
    expect((await command(adminA, 'NewDistributionCenter', CENTER)).status).toBe(200);
    expect((await command(adminB, 'NewDistributionCenter', CENTER)).status).toBe(200);
  });
  afterAll(async () => {
    await other?.close();
    await test.close();
  });

  it('checks the upload form in the spec order and only lets super admins import', async () => {
    expect((await upload(superA, { carrier: carrierId, region: 'SP' }, null)).body.message).toBe(
      'Selecione um arquivo para enviar',
    );
    expect((await upload(superA, { carrier: '', region: 'SP' })).body.message).toBe('Selecione a transportadora');
    expect((await upload(superA, { carrier: carrierId, region: ' ' })).body.message).toBe('Selecione a região');
    expect((await upload(superA, { carrier: carrierId, region: 'SP', cubage: '0' })).body.message).toBe(
      'Digite o fator de cubagem',
    );
    const forbidden = await upload(adminA, { carrier: carrierId, region: 'SP' });
    expect(forbidden.status).toBe(403);
  });

  it('rejects a bad file naming the line and column, and stores nothing', async () => {
    const before = (await test.http().get('/api/freight-tables').set('X-Token', adminA)).body.total;
    const bad = `${CSV}\n70000000;72799999;DF;CAPITAL;3;40,00;50,00;1,00;0,10;1,55;abc;4,37;6,46;cte;0`;
    const response = await upload(superA, { carrier: carrierId, region: 'SP' }, bad);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Linha 4, coluna "adv_percentual": "abc" não é um número.');
    expect((await test.http().get('/api/freight-tables').set('X-Token', adminA)).body.total).toBe(before);
  });

  it('imports a table inactive, quotes nothing until it is switched on, then prices it to the centavo', async () => {
    const imported = await upload(superA, { carrier: carrierId, region: 'SP', cubage: '300', applyIcms: 'true' });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({
      routes: 2,
      message: 'Tabela de frete cadastrada. Ative-a na lista de tabelas de frete.',
    });

    const list = await test.http().get(`/api/freight-tables?filters[carrier]=${carrierId}`).set('X-Token', adminA);
    const row = list.body.data.find((t: { id: string }) => t.id === imported.body.id);
    expect(row).toMatchObject({
      active: 0,
      version: 3,
      cubage: 300,
      routes_count: 2,
      main_destinations: [
        { state: 'AM', total: 1 },
        { state: 'SP', total: 1 },
      ],
    });

    const none = await quote(adminA, { to: '01310-100', parcels: [parcel()] });
    // No active table at all: the answer says so instead of blaming the destination (issue 29.32).
    expect(none.body).toEqual({
      data: [],
      message: 'Sua empresa ainda não tem tabela de frete ativa: nenhuma transportadora pode ser cotada.',
    });

    expect((await command(adminA, 'ActiveTable', { id: imported.body.id, version: 3 })).status).toBe(200);
    const uncovered = await quote(adminA, { to: '90010-000', parcels: [parcel()] });
    expect(uncovered.body).toEqual({ data: [], message: 'Nenhuma cotação encontrada para esse destino' });

    // 5 kg real > 2.4 kg cubed (0.008 m³ × 300): band up to 10 kg 33.15 + GRIS min 1.55 + ADV min 4.37 + toll 6.46.
    const capital = await quote(adminA, { from: 'CD1', to: '01310-100', debug: true, parcels: [parcel()] });
    expect(capital.body.message).toBe('Cotação retornada com sucesso');
    expect(capital.body.data).toHaveLength(1);
    expect(capital.body.data[0]).toMatchObject({
      cubed_weight: 2.4,
      original_estimated_cost: 45.53,
      estimated_cost: 45.53,
      delivery_days: 1,
      region: 'CAPITAL',
    });
    expect(capital.body.data[0].log.details.length).toBeGreaterThan(0);

    // Invoice of 2,000: GRIS 0.10 % = 2.00, ADV 0.316 % = 6.32, above their minimums.
    const valuable = await quote(adminA, { to: '01310100', parcels: [parcel({ cargo_value: 2000 })] });
    expect(valuable.body.data[0].estimated_cost).toBe(47.93);
    expect(valuable.body.data[0].log).toBeUndefined();

    // Manaus, 150 kg: 95.00 + 130 kg × 3.10 = 498.00; GRIS 3.00 min; ADV 5.00 min; toll 2 × 5.00 = 10.00;
    // subtotal 516.00, ICMS 12 % por dentro: 516.00 / 0.88 = 586.36.
    const north = await quote(adminA, { to: '69010-000', parcels: [parcel({ weight: 150 })] });
    expect(north.body.data[0]).toMatchObject({ estimated_cost: 586.36, delivery_days: 9 });
  });

  it('takes cargo_value as the total of the item line (orders-pickups.md §2), in quotes and in the orders quoted on creation', async () => {
    // 2 units, R$ 5.000 for the line: 10 kg real > 4.8 kg cubed → band up to 10 kg 33.15; GRIS 0.10 % of
    // 5,000 = 5.00; ADV 0.316 % = 15.80; toll 6.46 → 60.41 (on 2 × 5,000 it would be 81.21).
    const line = parcel({ quantity: 2, cargo_value: 5000 });
    const quoted = await quote(adminA, { from: 'CD1', to: '01310100', parcels: [line] });
    expect(quoted.body.data[0]).toMatchObject({ cargo_value: 5000, estimated_cost: 60.41 });

    const paulista = {
      zip: '01310100',
      street1: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    const payload = orderPayload({
      reference: 'LINHA-2',
      to_address: { ...orderPayload().to_address, ...paulista },
      shipments: [{ reference: 'SKU-2', ...line }],
    });
    const created = await command(adminA, 'NewOrder', payload);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await test.http().get(`/api/orders/${created.body.id}`).set('X-Token', adminA)).body).toMatchObject({
      cargo_value: 5000,
      estimated_cost: 60.41,
    });
    const orderQuotes = await test.http().get(`/api/orders/${created.body.id}/quotes`).set('X-Token', adminA);
    expect(orderQuotes.body.data[0]).toMatchObject({ cargo_value: 5000, estimated_cost: 60.41 });
  });

  it("adds the SKUs' expedition time to the deadline", async () => {
    const [center] = (await test.http().get('/api/distribution-centers').set('X-Token', adminA)).body.data;
    const product = {
      reference: 'VASO-CERAMICA',
      description: 'Vaso de cerâmica',
      price: 80,
      distribution_center_id: center.id,
      width: 0.2,
      height: 0.2,
      length: 0.2,
      weight: 2,
      quantity: 1,
      expedition_time: 3,
      property: [],
    };
    const withSku = () =>
      quote(adminA, { to: '01310100', debug: true, parcels: [parcel({ reference: 'vaso-ceramica' })] });
    expect((await withSku()).body.data[0]).toMatchObject({ delivery_days: 1 }); // compiled without the SKU
    // The NOTIFY held back (it may reach this instance after the next request): the commit alone
    // must drop the compiled pricing, so the product's author quotes with it at once.
    const { handlers } = test.app.get(PricingIndex)['listener'] as unknown as { handlers: ChannelHandlers };
    const deliver = handlers.message;
    handlers.message = () => undefined;
    try {
      expect((await command(adminA, 'NewProduct', product)).status).toBe(200);
      expect((await withSku()).body.data[0]).toMatchObject({
        delivery_days: 1 + 3,
        log: { deadlines: { sku_deadline: 3, carrier_deadline: 1, total: 4 } },
      });
    } finally {
      handlers.message = deliver;
    }
  });

  it('keeps each company to its own tables and quote history', async () => {
    const other = await quote(adminB, { to: '01310100', parcels: [parcel()] });
    expect(other.body.data).toEqual([]);
    expect((await test.http().get('/api/freight-tables').set('X-Token', adminB)).body.total).toBe(0);

    const logs = await test.http().get('/api/quotation-logs?limit=20&page=1').set('X-Token', adminA);
    expect(logs.body.total).toBeGreaterThanOrEqual(4);
    expect(logs.body.data.map((l: { parameters: { zip_to: string } }) => l.parameters.zip_to)).toContain('69010000');
    const logsB = await test.http().get('/api/quotation-logs').set('X-Token', adminB);
    expect(logsB.body.data.every((l: { parameters: { zip_to: string } }) => l.parameters.zip_to === '01310100')).toBe(
      true,
    );

    const tableId = (await test.http().get('/api/freight-tables').set('X-Token', adminA)).body.data[0].id;
    const steal = await command(adminB, 'InactiveTable', { id: tableId, version: 3 });
    expect(steal.status).toBe(404);
  });

  it('drops the compiled pricing on every API instance when a table is switched', async () => {
    // Passport keeps one JWT strategy per process (the newest app's), so both apps live to the end.
    other = await startTestApp();
    const second = other;
    const quoteOn = (app: TestApp) =>
      app
        .http()
        .post('/api/quotations')
        .set('X-Token', adminA)
        .send({ to: '01310100', parcels: [parcel()] });
    const tableId = (await test.http().get('/api/freight-tables').set('X-Token', adminA)).body.data[0].id;
    expect((await quoteOn(second)).body.data).toHaveLength(1); // compiled and cached on the second instance
    expect((await command(adminA, 'InactiveTable', { id: tableId, version: 3 })).status).toBe(200);
    await expect.poll(async () => (await quoteOn(second)).body.data.length, { timeout: 2000 }).toBe(0);
    expect((await command(adminA, 'ActiveTable', { id: tableId, version: 3 })).status).toBe(200);
    await expect.poll(async () => (await quoteOn(second)).body.data.length, { timeout: 2000 }).toBe(1);
  });

  it('downloads the quote history as CSV', async () => {
    const csv = await test.http().get('/api/reports/quotations').set('X-Token', adminA);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\n').length).toBeGreaterThan(2);
    // Issue 29.31: each quote's time in Brasília time as DD/MM/YYYY HH:mm:ss, not its UTC ISO text.
    const [header, first] = csv.text.replace(/^\uFEFF/, '').split('\n');
    expect(header.split(';')[1]).toBe('data');
    expect(first.split(';')[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="report-quotations-\d{8}-\d{6}\.csv"/);
    const refused = await test.http().get('/api/reports/quotations').set('X-Token', noQuotation);
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('refuses a quote with bad input with a clear message', async () => {
    const response = await quote(adminA, { to: '0131', parcels: [] });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('CEP de destino inválido. Informe 8 dígitos.');
    expect(response.body.message).toContain('Informe ao menos um volume.');
    expect((await quote(adminA, { from: 'CD9', to: '01310100', parcels: [parcel()] })).body.message).toBe(
      'Selecione o CD de Origem',
    );
  });
});

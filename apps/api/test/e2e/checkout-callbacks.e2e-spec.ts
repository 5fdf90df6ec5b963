import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { parseStringPromise } from 'xml2js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSecrets } from '../../src/modules/integrations/adapters/checkout/checkout-secrets.js';
import { CompanyChannel } from '../../src/modules/integrations/domain/company-channel.aggregate.js';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startNuvemshopPair } from '../support/nuvemshop-fixture.js';

/** The CD of givenDistributionCenter is at this CEP (Avenida Paulista). */
const CD_ZIP = '01310100';

describe('Checkout quote callbacks: Nuvemshop Shipping Carrier, Tray Gateway de Frete, Mercado Livre', () => {
  let pair: Awaited<ReturnType<typeof startNuvemshopPair>>;
  let admin: string;
  let otherAdmin: string;
  let companyId: string;
  let carrier: string;
  let nuvemshopId: string;
  let trayId: string;
  let mercadoLivreId: string;
  let otherTrayId: string;
  let secrets: CheckoutSecrets;

  const http = () => pair.test.http();
  const quotations = async (body: object, token = admin) => {
    const response = await http().post('/api/quotations').set('X-Token', token).send(body);
    expect(response.status).toBe(200);
    return response.body as {
      data: { carrier: { canonical_name: string }; estimated_cost: number; delivery_days: number }[];
    };
  };
  /** A Tray or ML integration as their connect would leave it (their OAuth is another piece of work). */
  const givenIntegration = async (company: string, channelId: number, name: string) => {
    const integration = new CompanyChannel(randomUUID());
    integration.connect({
      company_id: company,
      channel_id: channelId,
      name,
      store_id: `loja-${integration.id.slice(0, 8)}`,
      store_host: null,
      token_ciphertext: pair.test.app.get(TokenCipher).seal('token-de-teste'),
      at: new Date().toISOString(),
    });
    await pair.test.app
      .get(AggregateRepository)
      .save(integration, { companyId: company, userId: null, correlationId: randomUUID() });
    return integration.id;
  };
  const rateRequest = (postalCode = '20040-002') => ({
    store_id: pair.stub.store.storeId,
    currency: 'BRL',
    language: 'pt',
    origin: { postal_code: CD_ZIP, country: 'BR' },
    destination: { postal_code: postalCode, country: 'BR' },
    items: [
      {
        id: 1,
        product_id: 10,
        name: 'Camiseta',
        sku: 'CAM-01',
        quantity: 2,
        free_shipping: false,
        grams: 3500,
        price: '59.90',
        dimensions: { width: 20, height: 10, depth: 30 },
      },
      {
        id: 2,
        product_id: 11,
        name: 'Caneca',
        sku: 'CAN-01',
        quantity: 1,
        free_shipping: false,
        grams: 400,
        price: 25,
        dimensions: { width: 10, height: 12, depth: 10 },
      },
    ],
  });
  /** The same cart in POST /quotations' terms (metres, kg, line value). */
  const sameCart = [
    { reference: 'CAM-01', width: 0.2, height: 0.1, length: 0.3, weight: 3.5, quantity: 2, cargo_value: 119.8 },
    { reference: 'CAN-01', width: 0.1, height: 0.12, length: 0.1, weight: 0.4, quantity: 1, cargo_value: 25 },
  ];
  const checkout = async (body: object) =>
    (await (
      await fetch(`${pair.stubUrl}/_stub/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as {
      results: { status: number; cached: boolean; rates: Record<string, unknown>[]; dropped: unknown[] }[];
    };
  const nuvemshopCallback = (id: string, secret: string, body: unknown) =>
    http()
      .post(`/api/checkout/nuvemshop/${id}/${secret}`)
      .send(body as object);
  const trayQuery = {
    cep: CD_ZIP,
    cep_destino: '20040002',
    envio: '1',
    num_ped: '1',
    session_id: 'abc123',
    prods: '0,3;0,2;0,1;0,006;2;3,5;CAM-01;59,90/0,1;0,1;0,12;0,0012;1;0,4;CAN-01;25',
  };
  const tray = (id: string, query: Record<string, string>) =>
    http().get(`/api/checkout/tray/${id}`).query(query).buffer(true);
  const cotacao = async (text: string) => {
    const parsed = await parseStringPromise(text, { explicitArray: false });
    const results = parsed.cotacao?.resultado ?? [];
    return (Array.isArray(results) ? results : [results]) as Record<string, string>[];
  };
  const mercadoLivre = (id: string, secret: string, query: Record<string, string>) =>
    http().get(`/api/checkout/mercadolivre/${id}/${secret}`).query(query);
  const mlQuery = {
    zip_code_to: '20040002',
    item_id: 'MLB123',
    dimensions: '10x20x30,3500',
    quantity: '2',
    price: '59.90',
  };

  beforeAll(async () => {
    // A cold pricing index on a loaded machine can pass the 300 ms budget and answer no carrier at all;
    // the budget has its own test (quote-time-budget): here the prices are compared.
    pair = await startNuvemshopPair({ quoteTimeBudgetMs: 10_000 });
    secrets = pair.test.app.get(CheckoutSecrets);
    companyId = await givenCompany(pair.test);
    const other = await givenCompany(pair.test);
    await givenDistributionCenter(pair.test, companyId);
    await givenDistributionCenter(pair.test, other);
    carrier = (
      await pair.test.app
        .get(DataSource)
        .query('SELECT canonical_name FROM carriers WHERE id = $1', [
          await givenCarrierCoveringBrazil(pair.test, companyId),
        ])
    )[0].canonical_name;
    await givenCarrierCoveringBrazil(pair.test, other);
    admin = await tokenFor(pair.test, await givenUser(pair.test, companyId, { isAdmin: true }));
    otherAdmin = await tokenFor(pair.test, await givenUser(pair.test, other, { isAdmin: true }));

    const started = await http().get('/api/integrations/nuvemshop/authorize').set('X-Token', admin);
    const redirect = await fetch(started.body.url, { redirect: 'manual' });
    const location = new URL(redirect.headers.get('location')!);
    const connected = await http()
      .post('/api/command')
      .set('X-Token', admin)
      .send({
        action: 'NewCompanyChannel',
        payload: {
          channel: { id: 29 },
          data: { code: location.searchParams.get('code'), state: location.searchParams.get('state') },
        },
      });
    expect(connected.status).toBe(200);
    nuvemshopId = connected.body.id;
    trayId = await givenIntegration(companyId, 8, 'Tray');
    mercadoLivreId = await givenIntegration(companyId, 30, 'Mercado Livre');
    otherTrayId = await givenIntegration(other, 8, 'Tray');
  });
  afterAll(() => pair.close());

  it('registers the Shipping Carrier at connect, with one option per carrier of the company', () => {
    expect(pair.stub.shipping.carriers).toHaveLength(1);
    const [registered] = pair.stub.shipping.carriers;
    expect(registered.callback_url).toBe(
      `${pair.test.config.publicUrl}/api/checkout/nuvemshop/${nuvemshopId}/${secrets.of(nuvemshopId)}`,
    );
    expect(registered.options.map((o) => o.code)).toEqual([carrier]);
  });

  it('shows the merchant each callback to configure; Tray takes the URL and its token apart', async () => {
    // settings.md §3: property.url_de_frete and token.token.
    const shown = async (id: string) => (await http().get(`/api/company-channels/${id}`).set('X-Token', admin)).body;
    const base = `${pair.test.config.publicUrl}/api/checkout`;
    const tray = await shown(trayId);
    expect(tray.property.url_de_frete).toBe(`${base}/tray/${trayId}`);
    expect(tray.token).toEqual({ token: secrets.of(trayId) });
    expect(tray.property).not.toHaveProperty('checkout_url');
    const mercadoLivre = await shown(mercadoLivreId);
    expect(mercadoLivre.property.url_de_frete).toBe(
      `${base}/mercadolivre/${mercadoLivreId}/${secrets.of(mercadoLivreId)}`,
    );
    expect(mercadoLivre.token).toEqual({ token: secrets.of(mercadoLivreId) });
    const listed = (await http().get('/api/company-channels').set('X-Token', admin)).body.data;
    expect(listed.find((row: { id: string }) => row.id === trayId)).toMatchObject({
      property: { url_de_frete: `${base}/tray/${trayId}` },
      token: { token: secrets.of(trayId) },
    });
    expect((await http().get(`/api/company-channels/${trayId}`).set('X-Token', otherAdmin)).status).toBe(404);
  });

  it("answers Nuvemshop's checkout with the prices of POST /quotations, and the store caches them", async () => {
    const expected = await quotations({ to: '20040002', parcels: sameCart, channel_id: 29 });
    expect(expected.data).toHaveLength(1);
    const { results } = await checkout(rateRequest());
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: 200, cached: false, dropped: [] });
    expect(results[0].rates).toEqual([
      expect.objectContaining({
        code: carrier,
        price: expected.data[0].estimated_cost,
        currency: 'BRL',
        type: 'ship',
        min_delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59-03:00$/),
      }),
    ]);
    expect((await checkout(rateRequest())).results[0].cached).toBe(true);
  });

  it('logs checkout quotes in the history with the channel', async () => {
    const logs = await http().get('/api/quotation-logs').set('X-Token', admin);
    const fromCheckout = logs.body.data.filter((l: { channel: string | null }) => l.channel === 'NuvemShop');
    expect(fromCheckout).toHaveLength(1); // the second checkout was answered by the store's cache
    expect(fromCheckout[0]).toMatchObject({ channel_id: 29, parameters: { zip_to: '20040002' } });
  });

  it("answers Tray's Gateway de Frete in <cotacao> XML with comma decimals, priced as POST /quotations", async () => {
    const expected = await quotations({ from: CD_ZIP, to: '20040002', parcels: sameCart, channel_id: 8 });
    const response = await tray(trayId, { ...trayQuery, token: secrets.of(trayId) });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const [result, ...rest] = await cotacao(response.text);
    expect(rest).toHaveLength(0);
    expect(result.codigo).toBe(carrier);
    expect(result.valor).toBe(expected.data[0].estimated_cost.toFixed(2).replace('.', ','));
    expect(result.prazo_min).toBe(String(expected.data[0].delivery_days));
    const logs = await http().get('/api/quotation-logs').set('X-Token', admin);
    expect(logs.body.data[0]).toMatchObject({ channel_id: 8, channel: 'Tray' });
  });

  it('answers the Mercado Livre dynamic freight with options priced as POST /quotations', async () => {
    const expected = await quotations({
      to: '20040002',
      parcels: [
        { reference: 'MLB123', height: 0.1, width: 0.2, length: 0.3, weight: 3.5, quantity: 2, cargo_value: 119.8 },
      ],
      channel_id: 30,
    });
    const response = await mercadoLivre(mercadoLivreId, secrets.of(mercadoLivreId), mlQuery);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      error_code: 0,
      options: [
        {
          id: carrier,
          name: expect.any(String),
          cost: expected.data[0].estimated_cost,
          currency_id: 'BRL',
          estimated_delivery_time: { type: 'known', unit: 'business_days', shipping: expected.data[0].delivery_days },
        },
      ],
    });
  });

  it("answers forged, unknown, disabled and another channel's or company's integrations with no rates", async () => {
    const forged = 'x'.repeat(32);
    expect((await nuvemshopCallback(nuvemshopId, forged, rateRequest())).body).toEqual({ rates: [] });
    expect((await nuvemshopCallback(randomUUID(), forged, rateRequest())).body).toEqual({ rates: [] });
    // A Tray integration's own secret does not open the Nuvemshop callback.
    expect((await nuvemshopCallback(trayId, secrets.of(trayId), rateRequest())).body).toEqual({ rates: [] });
    expect(await cotacao((await tray(trayId, { ...trayQuery, token: forged })).text)).toEqual([]);
    expect(await cotacao((await tray(trayId, trayQuery)).text)).toEqual([]);
    // Another company's integration with this company's secret: nothing.
    expect(await cotacao((await tray(otherTrayId, { ...trayQuery, token: secrets.of(trayId) })).text)).toEqual([]);
    expect((await mercadoLivre(mercadoLivreId, forged, mlQuery)).body).toEqual({ error_code: -1, options: [] });

    const toggle = await http()
      .post('/api/command')
      .set('X-Token', admin)
      .send({ action: 'ToggleIntegration', payload: { id: trayId, enable: false } });
    expect(toggle.body.message).toBe('Integração inativa.');
    const disabled = await tray(trayId, { ...trayQuery, token: secrets.of(trayId) });
    expect(disabled.status).toBe(200);
    expect(await cotacao(disabled.text)).toEqual([]);
    // And another company cannot switch this one back on.
    const foreign = await http()
      .post('/api/command')
      .set('X-Token', otherAdmin)
      .send({ action: 'ToggleIntegration', payload: { id: trayId, enable: true } });
    expect(foreign.status).toBe(404);
  });

  it('refuses malformed requests with a clear 400', async () => {
    const secret = secrets.of(nuvemshopId);
    const noItems = await nuvemshopCallback(nuvemshopId, secret, { ...rateRequest(), items: [] });
    expect(noItems.status).toBe(400);
    expect(noItems.body.message).toBe('Informe ao menos um item (items).');
    const badZip = await nuvemshopCallback(nuvemshopId, secret, rateRequest('123'));
    expect(badZip.body.message).toBe('O campo destination.postal_code deve ser um CEP de 8 dígitos.');
    const heavy = rateRequest();
    heavy.items[0].grams = 0;
    const zeroWeight = await nuvemshopCallback(nuvemshopId, secret, heavy);
    expect(zeroWeight.status).toBe(400);
    expect(zeroWeight.body.message).toContain('O peso deve ser maior que zero');

    const shortProduct = await tray(trayId, { ...trayQuery, prods: '0,3;0,2;0,1', token: 'x' });
    expect(shortProduct.status).toBe(400);
    expect(shortProduct.body.message).toContain('deve ter 8 campos');
    expect((await tray(trayId, { ...trayQuery, prods: '' })).body.message).toBe('Informe os produtos (prods).');
    const badDimensions = await mercadoLivre(mercadoLivreId, 'x', { ...mlQuery, dimensions: '10x20' });
    expect(badDimensions.status).toBe(400);
    expect(badDimensions.body.message).toBe('Informe dimensions como "AlturaxLarguraxComprimento,Peso" (cm e gramas).');
  });
});

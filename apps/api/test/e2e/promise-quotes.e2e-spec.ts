import { randomUUID } from 'node:crypto';
import { addCalendarDays, businessDaysBetween, orderDeadline, saoPauloCalendarDate } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { parseStringPromise } from 'xml2js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSecrets } from '../../src/modules/integrations/adapters/checkout/checkout-secrets.js';
import { CompanyChannel } from '../../src/modules/integrations/domain/company-channel.aggregate.js';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import { drainUntilCaughtUp } from '../support/catch-up.js';
import {
  givenCarrier,
  givenCompany,
  givenDistributionCenter,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { createOrder, orderPayload, sendCommand } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** givenDistributionCenter's CD is on Avenida Paulista (SP); orderPayload's recipient and the quotes are in Copacabana (RJ). */
const CD_ZIP = '01310100';
const TO_ZIP = '22021001';
/** Another CEP of Rio: a lane that shares only the state with TO_ZIP's. */
const DOWNTOWN_RIO = '20040002';
const rioTable = (price: string, days: number) =>
  `cep_inicial;cep_final;uf;regiao;prazo;ate_10kg\n20000000;28999999;RJ;CAPITAL;${days};${price}`;

interface QuoteAnswer {
  carrier: { id: string };
  delivery_days: number;
  delivery_days_min: number;
  table_deadline: number;
  learned: { days: number; confidence: number; samples: number; level: string } | null;
  reason: string | null;
}

describe('the learned promise in quotes (ChangePromiseSettings, POST quotations, checkout callbacks)', () => {
  let test: TestApp;
  let companyA: string;
  let adminA: string;
  let userA: string;
  let adminB: string;
  let cheap: string;
  let fast: string;
  let trayId: string;
  let mercadoLivreId: string;

  const settings = (token: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action: 'ChangePromiseSettings', payload });
  const promiseOf = async (token: string) => {
    const { company } = (await test.http().get('/api/me').set('X-Token', token)).body;
    const { promise_source, promise_confidence, promise_min_samples, lane_on_time_threshold, lane_breach_action } =
      company;
    return { promise_source, promise_confidence, promise_min_samples, lane_on_time_threshold, lane_breach_action };
  };
  const quote = async (token: string, channel?: number): Promise<QuoteAnswer[]> => {
    const response = await test
      .http()
      .post('/api/quotations')
      .set('X-Token', token)
      .send({ to: TO_ZIP, channel_id: channel, parcels: [{ width: 0.2, height: 0.2, length: 0.2, weight: 2 }] });
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const byCarrier = (quotes: QuoteAnswer[], id: string) => quotes.find((q) => q.carrier.id === id)!;

  const today = saoPauloCalendarDate(new Date());
  /** The latest São Paulo day `n` business days before today (what the transit counts up to a delivery today). */
  const businessDaysAgo = (n: number) => {
    let day = today;
    while (businessDaysBetween(day, today) < n) day = addCalendarDays(day, -1);
    return day;
  };
  let orders = 0;
  let lastOrder = '';
  /**
   * A delivery learned the way production learns it: an order of the carrier, collected ('Coletado')
   * `transit` business days ago and delivered now, by its quoted deadline or after it.
   */
  const deliver = async (
    token: string,
    staff: string,
    carrierId: string,
    transit: number,
    onTime: boolean,
    zip = TO_ZIP,
  ) => {
    const reference = `PROMESSA-${++orders}`;
    const id = (lastOrder = await createOrder(
      test,
      token,
      orderPayload({
        reference,
        invoice_number: reference,
        carrier_id: carrierId,
        to_address: { ...orderPayload().to_address, zip },
      }),
    ));
    const collected = await sendCommand(test, staff, 'RegisterTracking', {
      order_id: id,
      code: '202',
      description: 'Coletado',
      occurred_at: `${businessDaysAgo(transit)}T12:00:00-03:00`,
      source: 'manual',
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    // The order's deadline is its quote's (the company has tables): a late one is promised for yesterday.
    if (!onTime) {
      const moved = await sendCommand(test, staff, 'ChangeDeliveryDate', {
        reference,
        delivery_date: addCalendarDays(today, -1),
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    expect((await sendCommand(test, token, 'Deliver', { reference })).status).toBe(200);
  };
  const givenIntegration = async (company: string, channelId: number, name: string) => {
    const integration = new CompanyChannel(randomUUID());
    integration.connect({
      company_id: company,
      channel_id: channelId,
      name,
      store_id: `loja-${integration.id.slice(0, 8)}`,
      store_host: null,
      token_ciphertext: test.app.get(TokenCipher).seal('token-de-teste'),
      at: new Date().toISOString(),
    });
    await test.app
      .get(AggregateRepository)
      .save(integration, { companyId: company, userId: null, correlationId: randomUUID() });
    return integration.id;
  };

  beforeAll(async () => {
    test = await startTestApp({ quoteTimeBudgetMs: 10_000 });
    companyA = await givenCompany(test);
    const companyB = await givenCompany(test);
    adminA = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['settings', 'quotation'] }));
    adminB = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
    await givenDistributionCenter(test, companyA);
    await givenDistributionCenter(test, companyB);
    cheap = (await givenCarrier(test)).id;
    fast = (await givenCarrier(test)).id;
    for (const company of [companyA, companyB]) {
      await givenFreightTable(test, company, cheap, rioTable('20,00', 3));
      await givenFreightTable(test, company, fast, rioTable('35,00', 2));
    }
    // Company A delivered: the cheap carrier in 2, 4 or 6 business days on this very CEP lane, on
    // time 6 times in 9; the fast one in 1 day to another CEP of Rio, always on time.
    const staffA = await tokenFor(test, await givenUser(test, companyA, { isSuperAdmin: true }));
    for (const [transit, onTime] of [
      [2, true],
      [2, true],
      [2, false],
      [4, true],
      [4, true],
      [4, false],
      [6, true],
      [6, true],
      [6, false],
    ] as const)
      await deliver(adminA, staffA, cheap, transit, onTime);
    for (let i = 0; i < 5; i++) await deliver(adminA, staffA, fast, 1, true, DOWNTOWN_RIO);
    await drainUntilCaughtUp(test);
    trayId = await givenIntegration(companyA, 8, 'Tray');
    mercadoLivreId = await givenIntegration(companyA, 30, 'Mercado Livre');
  });
  afterAll(() => test.close());

  it("starts with the table's deadline alone: the company's lanes have fewer deliveries than the minimum (20)", async () => {
    expect(await promiseOf(adminA)).toEqual({
      promise_source: 'table',
      promise_confidence: 90,
      promise_min_samples: 20,
      lane_on_time_threshold: 85,
      lane_breach_action: 'widen',
    });
    const quotes = await quote(adminA);
    expect(quotes.map((q) => [q.carrier.id, q.delivery_days, q.table_deadline, q.learned, q.reason])).toEqual([
      [cheap, 3, 3, null, null],
      [fast, 2, 2, null, null],
    ]);
  });

  it('answers the learned deadline beside the table one, and widens a late lane to its p95 with the reason', async () => {
    const changed = await settings(adminA, {
      promise_source: 'table',
      promise_confidence: 90,
      promise_min_samples: 5,
      lane_on_time_threshold: 85,
      lane_breach_action: 'widen',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ id: companyA });
    const quotes = await quote(adminA);
    expect(quotes.map((q) => q.carrier.id)).toEqual([cheap, fast]);
    expect(byCarrier(quotes, cheap)).toEqual(
      expect.objectContaining({
        table_deadline: 3,
        delivery_days: 6,
        delivery_days_min: 6,
        learned: { days: 6, confidence: 90, samples: 9, level: 'cep5' },
        reason: 'Prazo ampliado: só 66,6% das entregas desta rota chegaram no prazo (mínimo 85%).',
      }),
    );
    expect(byCarrier(quotes, fast)).toEqual(
      expect.objectContaining({
        table_deadline: 2,
        delivery_days: 2,
        delivery_days_min: 2,
        learned: { days: 1, confidence: 90, samples: 5, level: 'uf' },
        reason: null,
      }),
    );
  });

  it('promises the learned deadline once chosen, from the p50 day, and demotes the late carrier (the shop sees it too)', async () => {
    const changed = await settings(adminA, {
      promise_source: 'learned',
      promise_confidence: 90,
      promise_min_samples: 5,
      lane_on_time_threshold: 85,
      lane_breach_action: 'demote',
    });
    expect(changed.status).toBe(200);
    for (const quotes of [await quote(adminA), await quote(adminA, 8)]) {
      expect(quotes.map((q) => q.carrier.id)).toEqual([fast, cheap]);
      expect(quotes[0]).toMatchObject({ delivery_days: 1, delivery_days_min: 1, table_deadline: 2, reason: null });
      expect(quotes[1]).toMatchObject({
        delivery_days: 6,
        delivery_days_min: 4,
        table_deadline: 3,
        reason: 'Transportadora rebaixada na ordem: só 66,6% das entregas desta rota chegaram no prazo (mínimo 85%).',
      });
    }
  });

  it('gives a new order the promised carrier and deadline: the late lane demoted, the learned days', async () => {
    const id = await createOrder(
      test,
      adminA,
      orderPayload({ reference: 'PROMETIDO-1', invoice_number: 'PROMETIDO-1' }),
    );
    const [order] = await test.app
      .get(DataSource)
      .query(`SELECT carrier_id, to_char(deadline, 'YYYY-MM-DD') AS deadline FROM orders WHERE id = $1`, [id]);
    expect(order).toEqual({ carrier_id: fast, deadline: orderDeadline(new Date(), 1) });
  });

  it("answers the order's quotes (the carrier change dialog) with the same promise", async () => {
    const response = await test.http().get(`/api/orders/${lastOrder}/quotes`).set('X-Token', adminA);
    expect(response.status).toBe(200);
    expect(response.body.data.map((q: QuoteAnswer) => [q.carrier.id, q.delivery_days, q.reason !== null])).toEqual([
      [fast, 1, false],
      [cheap, 6, true],
    ]);
  });

  it("sends the chosen promise to Tray (prazo_min/prazo_max) and Mercado Livre (business days), in the promise's order", async () => {
    const secrets = test.app.get(CheckoutSecrets);
    const tray = await test
      .http()
      .get(`/api/checkout/tray/${trayId}`)
      .query({
        token: secrets.of(trayId),
        cep: CD_ZIP,
        cep_destino: TO_ZIP,
        envio: '1',
        num_ped: '1',
        session_id: 's1',
        prods: '0,2;0,2;0,2;0,008;1;2;SKU;10',
      })
      .buffer(true);
    expect(tray.status).toBe(200);
    const parsed = await parseStringPromise(tray.text, { explicitArray: false });
    expect(parsed.cotacao.resultado.map((r: Record<string, string>) => [r.prazo_min, r.prazo_max])).toEqual([
      ['1', '1'],
      ['4', '6'],
    ]);
    const ml = await test
      .http()
      .get(`/api/checkout/mercadolivre/${mercadoLivreId}/${secrets.of(mercadoLivreId)}`)
      .query({ zip_code_to: TO_ZIP, item_id: 'MLB1', dimensions: '20x20x20,2000', quantity: '1', price: '10' });
    expect(ml.status).toBe(200);
    expect(
      ml.body.options.map((o: { estimated_delivery_time: { shipping: number } }) => o.estimated_delivery_time.shipping),
    ).toEqual([1, 6]);
  });

  it("keeps the table's deadline for a lane under the minimum of deliveries, and follows the confidence", async () => {
    const base = {
      promise_source: 'learned',
      promise_confidence: 90,
      lane_on_time_threshold: 85,
      lane_breach_action: 'none',
    };
    expect((await settings(adminA, { ...base, promise_min_samples: 6 })).status).toBe(200);
    let quotes = await quote(adminA);
    expect(byCarrier(quotes, fast)).toMatchObject({ learned: null, delivery_days: 2, delivery_days_min: 2 });
    expect(byCarrier(quotes, cheap)).toMatchObject({ delivery_days: 6, reason: null });
    expect((await settings(adminA, { ...base, promise_min_samples: 6, promise_confidence: 50 })).status).toBe(200);
    quotes = await quote(adminA);
    expect(byCarrier(quotes, cheap)).toMatchObject({ delivery_days: 4, learned: { days: 4, confidence: 50 } });
  });

  it.each([
    [{ promise_confidence: 49 }, 'Informe uma confiança de 50 a 99%.'],
    [{ promise_source: 'carrier' }, "Escolha o prazo da tabela ('table') ou o aprendido ('learned')."],
    [{ lane_on_time_threshold: 101 }, 'Informe um limite de 0 a 100%.'],
    [{ promise_min_samples: 0 }, 'Informe um mínimo de 1 a 10.000 entregas.'],
    [{ lane_breach_action: 'drop' }, "Escolha 'widen', 'demote' ou 'none' para as rotas abaixo do limite."],
  ])('refuses %j with a pt-BR 400', async (wrong, message) => {
    const valid = {
      promise_source: 'table',
      promise_confidence: 90,
      promise_min_samples: 20,
      lane_on_time_threshold: 85,
      lane_breach_action: 'widen',
    };
    const response = await settings(adminA, { ...valid, ...wrong });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await promiseOf(adminA)).promise_confidence).toBe(50);
  });

  it('is for admins only, and changes only the caller’s company: another company learns nothing from this one', async () => {
    const payload = {
      promise_source: 'learned',
      promise_confidence: 95,
      promise_min_samples: 1,
      lane_on_time_threshold: 100,
      lane_breach_action: 'demote',
    };
    expect((await settings(userA, payload)).status).toBe(403);
    expect((await settings(adminB, payload)).status).toBe(200);
    expect((await promiseOf(adminB)).promise_source).toBe('learned');
    expect(await promiseOf(adminA)).toMatchObject({ promise_confidence: 50, lane_breach_action: 'none' });
    const quotes = await quote(adminB);
    expect(quotes.map((q) => [q.carrier.id, q.learned, q.delivery_days, q.reason])).toEqual([
      [cheap, null, 3, null],
      [fast, null, 2, null],
    ]);
  });
});

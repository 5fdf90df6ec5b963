import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenCarrier,
  givenCompany,
  givenDistributionCenter,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** One route for São Paulo capital: a single band up to 10 kg at `price`, delivered in `days`. */
const capitalTable = (price: string, days: number) =>
  `cep_inicial;cep_final;uf;regiao;prazo;ate_10kg\n01000000;05999999;SP;CAPITAL;${days};${price}`;

describe('quotation display mode (ChangeQuotationView)', () => {
  let test: TestApp;
  let companyA: string;
  let adminA: string;
  let superA: string;
  let userA: string;
  let adminB: string;
  const carriers: Record<'cheap' | 'middle' | 'fast', string> = { cheap: '', middle: '', fast: '' };

  const command = (token: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action: 'ChangeQuotationView', payload });
  const me = async (token: string) => (await test.http().get('/api/me').set('X-Token', token)).body;
  /** The carriers a quote for Avenida Paulista returns, cheapest first. */
  const quotedCarriers = async (token: string, channel?: number, companyView?: boolean) => {
    const body = {
      to: '01310-100',
      channel_id: channel,
      company_view: companyView,
      parcels: [{ width: 0.2, height: 0.2, length: 0.2, weight: 5, cargo_value: 100 }],
    };
    const response = await test.http().post('/api/quotations').set('X-Token', token).send(body);
    expect(response.status).toBe(200);
    return response.body.data.map((q: { carrier: { canonical_name: string } }) => q.carrier.canonical_name);
  };

  beforeAll(async () => {
    test = await startTestApp();
    companyA = await givenCompany(test);
    const companyB = await givenCompany(test);
    adminA = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    superA = await tokenFor(test, await givenUser(test, companyA, { isSuperAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['settings', 'quotation'] }));
    adminB = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
    await givenDistributionCenter(test, companyA);
    await givenDistributionCenter(test, companyB);
    const prices = { cheap: ['20,00', 6], middle: ['35,00', 3], fast: ['50,00', 1] } as const;
    for (const [name, [price, days]] of Object.entries(prices) as [keyof typeof prices, (typeof prices)['cheap']][]) {
      const carrier = await givenCarrier(test);
      carriers[name] = carrier.canonicalName;
      await givenFreightTable(test, companyA, carrier.id, capitalTable(price, days));
      await givenFreightTable(test, companyB, carrier.id, capitalTable(price, days));
    }
  });
  afterAll(() => test.close());

  it('starts showing every active carrier (mode 2), to the shop and to the simulator', async () => {
    expect((await me(adminA)).company.quotation_view).toBe(2);
    const all = [carriers.cheap, carriers.middle, carriers.fast];
    expect(await quotedCarriers(adminA, 8)).toEqual(all);
    expect(await quotedCarriers(adminA)).toEqual(all);
  });

  it('mode 1 shows the shop only the lowest price; the simulator (no channel) still sees all', async () => {
    const response = await command(adminA, { quotation_view: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: companyA });
    expect((await me(adminA)).company.quotation_view).toBe(1);
    expect(await quotedCarriers(adminA, 8)).toEqual([carriers.cheap]);
    expect(await quotedCarriers(adminA)).toEqual([carriers.cheap, carriers.middle, carriers.fast]);
    // The order screens ask with company_view: they follow the mode too.
    expect(await quotedCarriers(adminA, undefined, true)).toEqual([carriers.cheap]);
  });

  it('mode 3 shows the shop the cheapest and the fastest', async () => {
    expect((await command(superA, { quotation_view: 3 })).status).toBe(200);
    expect((await me(adminA)).company.quotation_view).toBe(3);
    expect(await quotedCarriers(adminA, 8)).toEqual([carriers.cheap, carriers.fast]);
    expect(await quotedCarriers(adminA, undefined, true)).toEqual([carriers.cheap, carriers.fast]);
  });

  it('choosing the mode already in use is accepted and changes nothing', async () => {
    expect((await command(adminA, { quotation_view: 3 })).status).toBe(200);
    const [{ count }] = await test.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS count FROM events WHERE stream_id = $1 AND type = 'company.quotation-view-changed'`,
        [`company-${companyA}`],
      );
    expect(count).toBe(2);
  });

  it.each([[{ quotation_view: 4 }], [{ quotation_view: '1' }], [{}]])(
    'refuses a mode other than 1, 2 or 3 (%j)',
    async (payload) => {
      const response = await command(adminA, payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Escolha um modo de exibição: 1, 2 ou 3.');
      expect((await me(adminA)).company.quotation_view).toBe(3);
    },
  );

  it('is for admins only (settings permission is not enough)', async () => {
    const response = await command(userA, { quotation_view: 2 });
    expect(response.status).toBe(403);
    expect((await me(adminA)).company.quotation_view).toBe(3);
  });

  it("changes only the caller's company", async () => {
    expect((await command(adminB, { quotation_view: 1 })).status).toBe(200);
    expect((await me(adminB)).company.quotation_view).toBe(1);
    expect((await me(adminA)).company.quotation_view).toBe(3);
    expect(await quotedCarriers(adminA, 8)).toEqual([carriers.cheap, carriers.fast]);
    expect(await quotedCarriers(adminB, 8)).toEqual([carriers.cheap]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startNuvemshopPair } from '../support/nuvemshop-fixture.js';
import { until } from '../support/smtp-stub.js';

// The demo's stub store belongs to 'Loja Demo'; another company connecting NuvemShop under npm start
// must get a test store of its own instead of 'Esta loja já está integrada a outra conta.'.
describe('Nuvemshop stub in the demo: a store per company', () => {
  let pair: Awaited<ReturnType<typeof startNuvemshopPair>>;
  let first: string;
  let second: string;

  const connect = async (token: string, pick?: (chooser: string) => string) => {
    const started = await pair.test.http().get('/api/integrations/nuvemshop/authorize').set('X-Token', token);
    let answer = await fetch(started.body.url, { redirect: 'manual' });
    if (pick) {
      expect(answer.status).toBe(200);
      answer = await fetch(new URL(pick(await answer.text()), pair.stubUrl), { redirect: 'manual' });
    }
    const location = new URL(answer.headers.get('location')!);
    const data = { code: location.searchParams.get('code'), state: location.searchParams.get('state') };
    return pair.test
      .http()
      .post('/api/command')
      .set('X-Token', token)
      .send({ action: 'NewCompanyChannel', payload: { channel: { id: 29 }, data } });
  };

  beforeAll(async () => {
    pair = await startNuvemshopPair({}, { chooseStore: true });
    first = await tokenFor(pair.test, await givenUser(pair.test, await givenCompany(pair.test), { isAdmin: true }));
    second = await tokenFor(pair.test, await givenUser(pair.test, await givenCompany(pair.test), { isAdmin: true }));
  });
  afterAll(() => pair.close());

  it('authorizes the first store at once, then asks which store and connects a new one', async () => {
    expect((await connect(first)).body.message).toBe('Integração adicionada com sucesso.');
    let chooser = '';
    const response = await connect(second, (page) => {
      chooser = page;
      return page.match(/href="([^"]*store_id=new[^"]*)"/)![1].replaceAll('&amp;', '&');
    });
    expect(chooser).toContain(`Loja ${pair.stub.store.storeId}</a> (já instalou o app)`);
    expect(response.body.message).toBe('Integração adicionada com sucesso.');
  });

  it("sends each store's orders to its own company only", async () => {
    const newStore = pair.stub.store.storeId + 1;
    const state = await (await fetch(`${pair.stubUrl}/_stub/state?store_id=${newStore}`)).json();
    expect(state).toMatchObject({ store_id: newStore, connected: true });
    await fetch(`${pair.stubUrl}/_stub/orders?store_id=${newStore}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const deliveries = async (token: string) => {
      const [integration] = (await pair.test.http().get('/api/company-channels').set('X-Token', token)).body.data;
      const log = await pair.test
        .http()
        .get(`/api/company-channels/${integration.id}/deliveries?limit=25`)
        .set('X-Token', token);
      return log.body.data as { event?: string }[];
    };
    await until(async () => (await deliveries(second)).length > 0);
    expect(await deliveries(first)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distributionCenterPayload,
  givenCarrier,
  givenCompany,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const table = (price: string) =>
  `cep_inicial;cep_final;uf;regiao;prazo;ate_100kg\n01000000;99999999;SP;BRASIL;3;${price}`;
const parcel = { width: 0.2, height: 0.2, length: 0.2, weight: 5, quantity: 1, cargo_value: 100 };

describe('the origin of a quote: `from` is the origin ZIP, or a CD reference (settings.md §3 Quote request)', () => {
  let test: TestApp;
  let admin: string;
  const carriers = { anyOrigin: '', cd1Only: '' };
  const quote = (body: object) =>
    test
      .http()
      .post('/api/quotations')
      .set('X-Token', admin)
      .send({ to: '30140071', debug: true, parcels: [parcel], ...body });
  const carriersOf = (body: { data: { carrier: { id: string } }[] }) => body.data.map((q) => q.carrier.id).sort();

  beforeAll(async () => {
    test = await startTestApp();
    const company = await givenCompany(test);
    admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    const command = (action: string, payload: object) =>
      test.http().post('/api/command').set('X-Token', admin).send({ action, payload });
    // Two CDs at Avenida Paulista (01310-100): CD1 (created first) needs 2 days to hand over, CD2 none.
    expect((await command('NewDistributionCenter', distributionCenterPayload({ expedition_time: 2 }))).status).toBe(
      200,
    );
    expect(
      (
        await command(
          'NewDistributionCenter',
          distributionCenterPayload({ reference: 'CD2', name: 'CD Dois', expedition_time: 0 }),
        )
      ).status,
    ).toBe(200);
    const centers: { id: string; reference: string }[] = (
      await test.http().get('/api/distribution-centers').set('X-Token', admin)
    ).body.data;
    const cd1 = centers.find((c) => c.reference === 'CD1')!.id;
    carriers.anyOrigin = (await givenCarrier(test, null, '11444777000161')).id;
    carriers.cd1Only = (await givenCarrier(test, null, '33000167000101')).id;
    await givenFreightTable(test, company, carriers.anyOrigin, table('30,00'));
    await givenFreightTable(test, company, carriers.cd1Only, table('20,00'), { distributionCenterIds: [cd1] });
  });
  afterAll(() => test.close());

  it('quotes a ZIP where the company has a CD from that CD (the first one there), masked or not, as its reference does', async () => {
    const both = [carriers.anyOrigin, carriers.cd1Only].sort();
    for (const from of ['01310-100', '01310100', 'CD1', undefined]) {
      const answer = await quote({ from });
      expect(answer.status, String(from)).toBe(200);
      expect(carriersOf(answer.body), String(from)).toEqual(both);
      expect(answer.body.data[0], String(from)).toMatchObject({
        estimated_cost: 20,
        delivery_days: 3 + 2,
        log: { deadlines: { expedition_time: 2 } },
      });
    }
  });

  it('quotes a ZIP with no CD of the company on the tables bound to no CD, with no CD expedition time', async () => {
    const answer = await quote({ from: '69010-000' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({
      carrier: { id: carriers.anyOrigin },
      estimated_cost: 30,
      delivery_days: 3,
      log: { deadlines: { expedition_time: 0 } },
    });
    const [last] = (await test.http().get('/api/quotation-logs?limit=20&page=1').set('X-Token', admin)).body.data;
    expect(last.parameters).toMatchObject({ zip_from: '69010000', origin: '69010-000' });
  });

  it("takes a parcel's from_cd_reference when `from` is absent, and refuses an origin that is neither a CD nor a ZIP", async () => {
    const fromCd2 = await quote({ parcels: [{ ...parcel, from_cd_reference: 'CD2' }] });
    expect(carriersOf(fromCd2.body)).toEqual([carriers.anyOrigin]);
    expect(fromCd2.body.data[0]).toMatchObject({ delivery_days: 3, log: { deadlines: { expedition_time: 0 } } });
    for (const from of ['CD9', '6901000', '69010-0000']) {
      const refused = await quote({ from });
      expect(refused.status, from).toBe(400);
      expect(refused.body.message, from).toBe('Selecione o CD de Origem');
    }
  });
});

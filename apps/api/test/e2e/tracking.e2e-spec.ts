import { randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfOf } from '@despacho/domain';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A recipient of this run only: other files (and earlier runs on the same database) have their own. */
const CPF = cpfOf(Array.from({ length: 9 }, () => randomInt(10)));

describe('public tracking and rating (no login)', () => {
  let test: TestApp;
  let companyA: string;
  let admin: string;
  let code: string;
  let orderId: string;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  /** What the ALTCHA widget does in the browser: fetch a challenge, find the counter, encode the payload. */
  const solvedCaptcha = async () => {
    const challenge = (await test.http().get('/api/captcha/challenge')).body;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  beforeAll(async () => {
    test = await startTestApp({ trackingThrottleLimit: 40 });
    companyA = await givenCompany(test);
    const b = await givenCompany(test);
    await givenDistributionCenter(test, companyA, 'CD1');
    await givenDistributionCenter(test, b, 'CD1');
    const carrier = await givenCarrier(test);
    admin = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    const adminB = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
    const recipient = { ...orderPayload().to_address, federal_tax_id: CPF };
    const created = await command(
      admin,
      'NewOrder',
      orderPayload({
        reference: 'RAST-1',
        invoice_number: '10',
        carrier_id: carrier.id,
        estimated_cost: 33.3,
        deadline: '2026-12-01',
        to_address: recipient,
      }),
    );
    orderId = created.body.id;
    await command(adminB, 'NewOrder', orderPayload({ reference: 'RAST-B', to_address: recipient }));
    for (const [code202, description, status] of [
      ['202', 'Coletado', null],
      [null, 'Em trânsito', null],
      ['201', 'Interno', null],
    ] as const) {
      await command(admin, 'RegisterTracking', {
        order_id: orderId,
        code: code202,
        description,
        occurred_at: new Date().toISOString(),
        message: status,
        alert_type: null,
      });
      if (description === 'Coletado') await command(admin, 'BatchOrders', { action: 'inTransit', orders: ['RAST-1'] });
    }
    code = (await test.http().get(`/api/orders/${orderId}`).set('X-Token', admin)).body.tracker.tracking_code;
  });
  afterAll(() => test.close());

  it('shows an order by its tracking code without price or origin, hiding internal codes', async () => {
    const response = await test.http().post(`/api/tracking/${code}`).send({});
    expect(response.status).toBe(200);
    const result = response.body;
    expect(result).toMatchObject({
      reference: 'RAST-1',
      company: { id: companyA, name: expect.any(String), logo_url: null, primary_color: null },
      delivery: { delivery_date: '2026-12-01' },
      show_steps: true,
      to_address: { zip: '22021001', city: 'Rio de Janeiro' },
    });
    expect(result.tracker.details.map((d: { description: string }) => d.description)).not.toContain('Interno');
    expect(result.step_dates[0]).not.toBeNull();
    const text = JSON.stringify(result);
    for (const hidden of [
      'estimated_cost',
      'cargo_value',
      'from_address',
      'distribution_center',
      '33.3',
      `federal_tax_id":"${CPF}`,
    ])
      expect(text).not.toContain(hidden);
    expect((await test.http().post('/api/tracking/DS0000000000000').send({})).body.message).toBe(
      'Não foi encontrado nenhum pedido com o código informado',
    );
  });

  it('searches by CPF only with a solved captcha, scoped to a company when asked', async () => {
    expect((await test.http().get('/api/captcha')).body).toEqual({
      provider: 'altcha',
      site_key: null,
      script_url: null,
    });
    const empty = await test.http().post('/api/tracking').send({ federal_tax_id: CPF, recaptcha: '' });
    expect([empty.status, empty.body.message]).toEqual([400, 'Insira a resposta do recaptcha']);
    const forged = await test
      .http()
      .post('/api/tracking')
      .send({ federal_tax_id: CPF, recaptcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect([forged.status, forged.body.message]).toEqual([400, 'Insira a resposta do recaptcha']);

    const captcha = await solvedCaptcha();
    const scoped = await test
      .http()
      .post('/api/tracking')
      .send({
        federal_tax_id: `${CPF.slice(0, 3)}.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-${CPF.slice(9)}`,
        recaptcha: captcha,
        company: companyA,
      });
    expect(scoped.status).toBe(200);
    expect(scoped.body.data).toEqual([
      expect.objectContaining({ tracker: { tracking_code: code }, reference: 'RAST-1' }),
    ]);
    const replay = await test.http().post('/api/tracking').send({ federal_tax_id: CPF, recaptcha: captcha });
    expect([replay.status, replay.body.message]).toEqual([400, 'Insira a resposta do recaptcha']);

    const everywhere = await test
      .http()
      .post('/api/tracking')
      .send({ federal_tax_id: CPF, recaptcha: await solvedCaptcha() });
    expect(everywhere.body.data.map((o: { reference: string }) => o.reference).sort()).toEqual(['RAST-1', 'RAST-B']);
    const unknown = await test
      .http()
      .post('/api/tracking')
      .send({ federal_tax_id: '86288366757', recaptcha: await solvedCaptcha() });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'Não foi encontrado nenhum pedido com o documento informado',
    ]);
  });

  it("answers an order by the store's reference only with a solved captcha: references are guessed, addresses must not leak", async () => {
    const byRef = (ref: string, body?: object) =>
      test.http().post(`/api/company-tracking/${companyA}?ref=${ref}`).send(body);
    for (const ref of ['RAST-1', 'rast-1', 'RAST-2', 'RAST-3']) {
      const guessed = await byRef(ref);
      expect([guessed.status, guessed.body]).toEqual([400, { message: 'Insira a resposta do recaptcha' }]);
    }
    const forged = await byRef('RAST-1', {
      recaptcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect([forged.status, forged.body]).toEqual([400, { message: 'Insira a resposta do recaptcha' }]);

    const captcha = await solvedCaptcha();
    const found = await byRef('rast-1', { recaptcha: captcha });
    expect(found.status).toBe(200);
    // 28.7: a guessed number alone shows the status and the city/state, no name, address, code or timeline.
    expect(found.body).toMatchObject({
      reference: 'RAST-1',
      limited: true,
      status: { id: 3 },
      show_steps: true,
      tracker: { tracking_code: null, details: [] },
      carrier: null,
      to_address: {
        zip: null,
        street1: null,
        number: null,
        street2: null,
        neighborhood: null,
        name: null,
        city: 'Rio de Janeiro',
        state: 'RJ',
      },
    });
    const withRecipient = await byRef('RAST-1', {
      recaptcha: await solvedCaptcha(),
      federal_tax_id: `${CPF.slice(0, 3)}.${CPF.slice(3, 6)}.${CPF.slice(6, 9)}-${CPF.slice(9)}`,
    });
    expect(withRecipient.body).toMatchObject({
      limited: false,
      tracker: { tracking_code: code },
      to_address: { zip: '22021001', city: 'Rio de Janeiro' },
    });
    const wrongRecipient = await byRef('RAST-1', { recaptcha: await solvedCaptcha(), federal_tax_id: '52998224725' });
    expect([wrongRecipient.status, wrongRecipient.body]).toEqual([
      404,
      { message: 'Não foi encontrado nenhum pedido com o código informado' },
    ]);
    const replay = await byRef('RAST-1', { recaptcha: captcha });
    expect([replay.status, replay.body.message]).toEqual([400, 'Insira a resposta do recaptcha']);
    const unknown = await byRef('RAST-999', { recaptcha: await solvedCaptcha() });
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'Não foi encontrado nenhum pedido com o código informado',
    ]);
  });

  it('takes one rating per delivered order through the signed link, and refuses forged links', async () => {
    const before = (await test.http().get(`/api/orders/${orderId}`).set('X-Token', admin)).body;
    expect(before.rating_path).toBeNull();
    await command(admin, 'Deliver', { id: orderId });
    const delivered = (await test.http().get(`/api/orders/${orderId}`).set('X-Token', admin)).body;
    const [, , trackingCode, token] = delivered.rating_path.split('/');
    expect(trackingCode).toBe(code);

    const ratingOf = (link: string) => test.http().get(`/api/public/rate-delivery/${link}`);
    expect((await ratingOf(token)).body).toEqual({ review: null });
    const forgedLink = `${token.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA`;
    expect([(await ratingOf(forgedLink)).status, (await ratingOf(forgedLink)).body.message]).toEqual([
      404,
      'Não foi encontrado nenhum pedido com o código informado',
    ]);
    const forged = await test
      .http()
      .post('/api/public/rate-delivery')
      .send({ token: forgedLink, review: { rate: 5 } });
    expect([forged.status, forged.body.message]).toEqual([
      404,
      'Não foi encontrado nenhum pedido com o código informado',
    ]);
    expect(
      (
        await test
          .http()
          .post('/api/public/rate-delivery')
          .send({ token, review: { rate: 0 } })
      ).body.message,
    ).toBe('Escolha de 1 a 5 estrelas.');
    const rated = await test
      .http()
      .post('/api/public/rate-delivery')
      .send({ token, review: { rate: 4, message: 'Chegou antes do prazo' } });
    expect(rated.body).toEqual({ message: 'Obrigado! Avaliação enviada com sucesso :)' });
    const again = await test
      .http()
      .post('/api/public/rate-delivery')
      .send({ token, review: { rate: 1 } });
    expect([again.status, again.body.message]).toEqual([409, 'Esta entrega já foi avaliada. Obrigado!']);
    // 29.38: the link opened again shows the rating given.
    expect((await ratingOf(token)).body).toEqual({
      review: { rate: 4, message: 'Chegou antes do prazo', created_at: expect.any(String) },
    });
    const after = (await test.http().get(`/api/orders/${orderId}`).set('X-Token', admin)).body;
    expect(after.review).toMatchObject({ rate: 4, message: 'Chegou antes do prazo' });
    expect(after.rating_path).toBeNull();
  });

  it('answers a flood of searches with 429 and a pt-BR message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push((await test.http().post('/api/tracking/DS0000000000001').send({})).status);
    expect(statuses).toContain(429);
    const limited = await test.http().post('/api/tracking/DS0000000000001').send({});
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(limited.body.message).toBe(
      `Muitas consultas. Tente novamente em ${wait} ${wait === 1 ? 'segundo' : 'segundos'}.`,
    );
  });
});

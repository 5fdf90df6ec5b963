import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECAPTCHA_UNAVAILABLE } from '../../src/modules/tracking/adapters/captcha/recaptcha.verifier.js';
import { cpfOf } from '@despacho/domain';
import { loadConfig } from '../../src/platform/config/app-config.js';
import { givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { unreachableUrl } from '../support/http-stub.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startRecaptchaStub, type RecaptchaStub } from '../support/recaptcha-stub.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CPF = cpfOf(Array.from({ length: 9 }, () => randomInt(10)));
const SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';
const SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

describe('tracking search with reCAPTCHA configured', () => {
  let google: RecaptchaStub;
  let test: TestApp;
  const search = (recaptcha: string) => test.http().post('/api/tracking').send({ federal_tax_id: CPF, recaptcha });

  beforeAll(async () => {
    google = await startRecaptchaStub(SECRET);
    const recaptcha = {
      siteKey: SITE_KEY,
      secret: SECRET,
      verifyUrl: google.url,
      scriptUrl: 'https://www.recaptcha.net/recaptcha/api.js',
    };
    test = await startTestApp({ recaptcha, trackingThrottleLimit: 0 });
    const company = await givenCompany(test);
    await givenDistributionCenter(test, company, 'CD1');
    const admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    const created = await test
      .http()
      .post('/api/command')
      .set('X-Token', admin)
      .send({
        action: 'NewOrder',
        payload: orderPayload({
          reference: 'RECAP-1',
          to_address: { ...orderPayload().to_address, federal_tax_id: CPF },
        }),
      });
    expect(created.status).toBe(200);
  });
  afterAll(async () => {
    await test.close();
    await google.close();
  });

  it('tells the page to draw the reCAPTCHA widget with the public key only, and offers no ALTCHA challenge', async () => {
    const widget = await test.http().get('/api/captcha');
    expect(widget.body).toEqual({
      provider: 'recaptcha',
      site_key: SITE_KEY,
      script_url: 'https://www.recaptcha.net/recaptcha/api.js',
    });
    expect(JSON.stringify(widget.body)).not.toContain(SECRET);
    expect((await test.http().get('/api/captcha/challenge')).status).toBe(404);
  });

  it("searches once per token Google confirms, sending our secret and the caller's IP", async () => {
    const token = google.issue();
    const found = await search(token);
    expect(found.status).toBe(200);
    expect(found.body.data.map((o: { reference: string }) => o.reference)).toEqual(['RECAP-1']);
    const sent = google.requests.at(-1)!;
    expect([sent.get('secret'), sent.get('response'), sent.get('remoteip')]).toEqual([
      SECRET,
      token,
      expect.stringMatching(/127\.0\.0\.1/),
    ]);

    for (const refused of [token, 'token-que-o-google-nao-emitiu', '']) {
      const answer = await search(refused);
      expect([answer.status, answer.body.message]).toEqual([400, 'Insira a resposta do recaptcha']);
      expect(JSON.stringify(answer.body)).not.toContain('RECAP-1');
    }
  });

  it("answers 503 with a retry message, not the user's fault, when Google is down or rejects our secret", async () => {
    for (const recaptcha of [
      {
        siteKey: SITE_KEY,
        secret: SECRET,
        verifyUrl: await unreachableUrl(),
        scriptUrl: 'https://www.google.com/recaptcha/api.js',
      },
      {
        siteKey: SITE_KEY,
        secret: 'segredo-errado',
        verifyUrl: google.url,
        scriptUrl: 'https://www.google.com/recaptcha/api.js',
      },
    ]) {
      const broken = await startTestApp({ recaptcha, trackingThrottleLimit: 0 });
      try {
        const answer = await broken
          .http()
          .post('/api/tracking')
          .send({ federal_tax_id: CPF, recaptcha: google.issue() });
        expect([answer.status, answer.body.message]).toEqual([503, RECAPTCHA_UNAVAILABLE]);
      } finally {
        await broken.close();
      }
    }
  });

  it('is configured by both keys together or not at all', () => {
    const base = { DATABASE_URL: 'postgres://x', JWT_SECRET: 'x' };
    expect(() =>
      loadConfig({ ...base, RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_SECRET: SECRET, RECAPTCHA_SCRIPT_URL: 'x' }),
    ).toThrow('RECAPTCHA_SCRIPT_URL deve ser uma URL');
    expect(loadConfig(base).recaptcha).toBeNull();
    expect(loadConfig({ ...base, RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_SECRET: SECRET }).recaptcha).toEqual({
      siteKey: SITE_KEY,
      secret: SECRET,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
    expect(() => loadConfig({ ...base, RECAPTCHA_SITE_KEY: SITE_KEY })).toThrow(
      'RECAPTCHA_SITE_KEY e RECAPTCHA_SECRET andam juntas',
    );
  });
});

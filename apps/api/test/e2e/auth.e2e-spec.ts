import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenCompany, givenUser, type TestUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, TEST_JWT_SECRET, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function sign(claims: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('auth', () => {
  let test: TestApp;
  let companyId: string;
  let otherCompanyId: string;
  let admin: TestUser;

  beforeAll(async () => {
    test = await startTestApp({ loginThrottleLimit: 3 });
    companyId = await givenCompany(test, 'Loja Auth');
    otherCompanyId = await givenCompany(test, 'Loja Vizinha');
    admin = await givenUser(test, companyId, { isAdmin: true });
  });
  afterAll(() => test.close());

  const claimsOf = (user: TestUser, exp = Math.floor(Date.now() / 1000) + 3600) => ({
    sub: user.id,
    company_id: user.companyId,
    is_admin: true,
    is_super_admin: false,
    permissions: null,
    iat: Math.floor(Date.now() / 1000),
    exp,
  });

  it('logs in with {token, company, redirect} and GET /me answers who and where', async () => {
    const response = await test
      .http()
      .post('/api/auth')
      .send({ email: admin.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.company).toEqual({ id: companyId, name: 'Loja Auth' });
    // A new company's onboarding is pending (onboarding-notifications.e2e-spec covers the rest).
    expect(response.body.redirect).toBe('/onboarding');
    const me = await test.http().get('/api/me').set('X-Token', response.body.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: admin.id,
      email: admin.email,
      is_admin: true,
      company: { id: companyId, name: 'Loja Auth', has_audit_enabled: false },
    });
  });

  it("answers the login page's redirect (params.redirect, base64) as the redirect, only for an in-app path", async () => {
    const login = (redirect: string) =>
      test
        .http()
        .post('/api/auth')
        .send({
          email: admin.email,
          password: TEST_PASSWORD,
          params: { redirect: Buffer.from(redirect).toString('base64') },
        });
    expect((await login('/settings/users?tab=1')).body.redirect).toBe('/settings/users?tab=1');
    expect((await login('//evil.test/x')).body.redirect).toBe('/onboarding');
    expect((await login('https://evil.test')).body.redirect).toBe('/onboarding');
    expect((await login('/\\evil.test')).body.redirect).toBe('/onboarding');
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await test.http().post('/api/auth').send({ email: admin.email, password: 'errada-123' });
    const unknown = await test.http().post('/api/auth').send({ email: 'ninguem@nada.test', password: 'errada-123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'E-mail ou senha inválidos.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('throttles an account after repeated failures, without telling whether it exists', async () => {
    const victim = await givenUser(test, companyId);
    for (const email of [victim.email, 'fantasma@nada.test']) {
      for (let i = 0; i < 3; i++) await test.http().post('/api/auth').send({ email, password: 'errada-123' });
      const blocked = await test.http().post('/api/auth').send({ email, password: TEST_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/);
    }
  });

  it('accepts a valid token in X-Token or Authorization: Bearer', async () => {
    const token = sign(claimsOf(admin), TEST_JWT_SECRET);
    expect((await test.http().get('/api/me').set('X-Token', token)).status).toBe(200);
    expect((await test.http().get('/api/me').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });

  it.each([
    ['no token', () => ''],
    ['alg none', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(admin))}.`],
    [
      'a tampered payload',
      () => {
        const [header, , signature] = sign(claimsOf(admin), TEST_JWT_SECRET).split('.');
        return `${header}.${base64url({ ...claimsOf(admin), is_super_admin: true })}.${signature}`;
      },
    ],
    ['an expired token', () => sign(claimsOf(admin, Math.floor(Date.now() / 1000) - 10), TEST_JWT_SECRET)],
    ['another key', () => sign(claimsOf(admin), 'outra-chave-qualquer-0123456789abcdef')],
    [
      'HS512 instead of the pinned HS256',
      () => {
        const header = { alg: 'HS512', typ: 'JWT' };
        const unsigned = `${base64url(header)}.${base64url(claimsOf(admin))}`;
        return `${unsigned}.${createHmac('sha512', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
      },
    ],
  ])('answers 401 {message} for %s', async (_, token) => {
    const response = await test.http().get('/api/me').set('X-Token', token());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Sessão inválida ou expirada. Faça login novamente.' });
  });

  it('refuses a token naming a company the user does not belong to', async () => {
    const forged = sign({ ...claimsOf(admin), company_id: otherCompanyId }, TEST_JWT_SECRET);
    expect((await test.http().get('/api/me').set('X-Token', forged)).status).toBe(401);
  });

  it('switches company only for members and super admins', async () => {
    const member = await givenUser(test, companyId, { alsoIn: [otherCompanyId] });
    const switched = await test
      .http()
      .post('/api/company-token')
      .set('X-Token', await tokenFor(test, member))
      .send({ company_id: otherCompanyId });
    expect(switched.status).toBe(200);
    expect(switched.body.company).toEqual({ id: otherCompanyId, name: 'Loja Vizinha' });
    const me = await test.http().get('/api/me').set('X-Token', switched.body.token);
    expect(me.body.company.id).toBe(otherCompanyId);
    expect(me.body.companies.map((c: { id: string }) => c.id).sort()).toEqual([companyId, otherCompanyId].sort());

    const outsider = await test
      .http()
      .post('/api/company-token')
      .set('X-Token', await tokenFor(test, admin))
      .send({ company_id: otherCompanyId });
    expect(outsider.status).toBe(403);

    const superAdmin = await givenUser(test, companyId, { isSuperAdmin: true });
    const asSuper = await test
      .http()
      .post('/api/company-token')
      .set('X-Token', await tokenFor(test, superAdmin))
      .send({ company_id: otherCompanyId });
    expect(asSuper.status).toBe(200);
    // Super admins see every company; the test database holds many, so read every page.
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const { body } = await test
        .http()
        .get(`/api/companies?limit=100&page=${page}`)
        .set('X-Token', asSuper.body.token);
      seen.push(...body.data.map((c: { id: string }) => c.id));
      if (body.data.length < 100) break;
    }
    expect(seen).toEqual(expect.arrayContaining([companyId, otherCompanyId]));
  });

  it('ends the session of a removed user at once', async () => {
    const victim = await givenUser(test, companyId);
    const token = await tokenFor(test, victim);
    const adminToken = await tokenFor(test, admin);
    expect((await test.http().get('/api/me').set('X-Token', token)).status).toBe(200); // resolved and kept
    const removed = await test
      .http()
      .post('/api/command')
      .set('X-Token', adminToken)
      .send({ action: 'DeleteUser', payload: { id: victim.id } });
    expect(removed.status).toBe(200);
    expect((await test.http().get('/api/me').set('X-Token', token)).status).toBe(401);
  });

  it('answers JSON {message} for unknown API routes and oversized bodies', async () => {
    const missing = await test
      .http()
      .get('/api/nao-existe')
      .set('X-Token', await tokenFor(test, admin));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Registro não encontrado.' });
    const huge = await test
      .http()
      .post('/api/auth')
      .send({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'O conteúdo enviado é grande demais.' });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatchUpRunner } from '../../src/platform/event-store/catch-up-runner.js';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startSmtp, until } from '../support/smtp-stub.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

const STARTED = 'Processo iniciado, verifique o seu e-mail.';
const INVALID = 'Este link de redefinição de senha é inválido, expirou ou já foi usado. Solicite um novo.';

describe('password recovery (auth/reset-password, auth/change-password)', () => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let companyId: string;

  const requestReset = (email: string, app = test) =>
    app.http().post('/api/auth/reset-password').send({ action: 'ResetPassword', payload: { email } });
  const changePassword = (token: string, password: string, confirm = password) =>
    test
      .http()
      .post('/api/auth/change-password')
      .send({ reset_password_token: token, password, confirm_password: confirm });
  const login = (email: string, password: string) => test.http().post('/api/auth').send({ email, password });

  /** The reset tokens e-mailed to `email`, oldest first, once `count` of them arrived. */
  async function resetTokens(email: string, count: number): Promise<string[]> {
    await test.app.get(CatchUpRunner).drain();
    const links = () =>
      smtp.received.flatMap((m) => {
        const link = /\/new-password\/([\w-]+)/.exec(m.body.replace(/=\r?\n/g, ''));
        return m.to.includes(email) && link ? [link[1]] : [];
      });
    await until(() => links().length >= count);
    return links();
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    test = await startTestApp({
      runWorkers: true,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      passwordResetIpLimit: 100,
    });
    companyId = await givenCompany(test);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await test.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('answers the same for a known and an unknown e-mail, and e-mails only the account', async () => {
    const user = await givenUser(test, companyId);
    const unknown = `ninguem-${randomUUID().slice(0, 8)}@teste.test`;
    const known = await requestReset(user.email.toUpperCase());
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.body).toEqual({ message: STARTED });
    expect(missing.body).toEqual(known.body);
    const [token] = await resetTokens(user.email, 1);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(smtp.received.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('answers the spec messages for a bad e-mail', async () => {
    expect((await requestReset('')).body.message).toContain('Email obrigatório');
    const bad = await requestReset('nao-e-email');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Deve ser um e-mail válido');
    expect((await requestReset(`${'a'.repeat(250)}@teste.test`)).body.message).toContain('no máximo 255');
  });

  it('sets the password once through the link and ends the other sessions', async () => {
    const user = await givenUser(test, companyId);
    const session = await tokenFor(test, user);
    expect((await test.http().get('/api/me').set('X-Token', session)).status).toBe(200);
    await requestReset(user.email);
    const [token] = await resetTokens(user.email, 1);

    const mismatch = await changePassword(token, 'nova-senha-1', 'outra-senha-1');
    expect(mismatch.status).toBe(400);
    const empty = await changePassword(token, '', '');
    expect(empty.body.message).toContain('Senha obrigatória');
    expect(empty.body.message).toContain('Confirmação obrigatória');
    expect((await changePassword(token, 'x'.repeat(21))).body.message).toContain('no máximo 20');

    const changed = await changePassword(token, 'nova-senha-1');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Senha alterada com sucesso.' });
    expect((await test.http().get('/api/me').set('X-Token', session)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    const fresh = await login(user.email, 'nova-senha-1');
    expect(fresh.status).toBe(200);
    expect((await test.http().get('/api/me').set('X-Token', fresh.body.token)).status).toBe(200);

    const reused = await changePassword(token, 'outra-senha-2');
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: INVALID });
    expect((await login(user.email, 'nova-senha-1')).status).toBe(200);
  });

  // Superseded, expired and used links answer the same: the User aggregate's specs hold those cases.
  it('refuses an unknown link with the spec message', async () => {
    const refused = await changePassword('token-que-nao-existe', 'nova-senha-1');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: INVALID });
  });

  it('limits the requests per e-mail, known or not', async () => {
    const email = `alvo-${randomUUID().slice(0, 8)}@teste.test`;
    for (let i = 0; i < test.config.passwordResetEmailLimit; i++) expect((await requestReset(email)).status).toBe(200);
    const refused = await requestReset(email.toUpperCase());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Muitos pedidos de redefinição de senha\. Tente novamente em \d+ (segundo|segundos)\.$/,
    );
  });

  it('limits the requests per IP, whatever the e-mails', async () => {
    const limited = await startTestApp({ passwordResetIpLimit: 2 });
    try {
      const ask = () => requestReset(`ip-${randomUUID().slice(0, 8)}@teste.test`, limited);
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
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
    test.http().post('/api/auth/change-password').send({ token, password, confirmation: confirm });
  /** The spec's command alternatives (public-account.md §7), sent without a session. */
  const command = (action: string, payload: object) => test.http().post('/api/command').send({ action, payload });
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

    // The spec states no minimum length: a 3-character password is accepted.
    const changed = await changePassword(token, 'abc');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Senha alterada com sucesso.' });
    expect((await test.http().get('/api/me').set('X-Token', session)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    const fresh = await login(user.email, 'abc');
    expect(fresh.status).toBe(200);
    expect((await test.http().get('/api/me').set('X-Token', fresh.body.token)).status).toBe(200);

    const reused = await changePassword(token, 'outra-senha-2');
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: INVALID });
    expect((await login(user.email, 'abc')).status).toBe(200);
  });

  it('runs ResetPassword and ChangePassword as command actions without a session', async () => {
    const user = await givenUser(test, companyId);
    const asked = await command('ResetPassword', { email: user.email });
    expect([asked.status, asked.body]).toEqual([200, { message: STARTED }]);
    const unknown = await command('ResetPassword', { email: `ninguem-${randomUUID().slice(0, 8)}@teste.test` });
    expect(unknown.body).toEqual(asked.body);
    const [token] = await resetTokens(user.email, 1);
    const bad = await command('ChangePassword', { reset_password_token: token, password: 'um', confirm_password: '' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Confirmação obrigatória']);
    const changed = await command('ChangePassword', {
      reset_password_token: token,
      password: 'nova-senha-9',
      confirm_password: 'nova-senha-9',
    });
    expect([changed.status, changed.body]).toEqual([200, { message: 'Senha alterada com sucesso.' }]);
    expect((await login(user.email, 'nova-senha-9')).status).toBe(200);
    // Other actions still need a session.
    expect((await command('NewUser', { name: 'X', email: 'x@x.test', password: 'x' })).status).toBe(401);
  });

  it('answers a reset request before looking the address up: the job records the link', async () => {
    const idle = await startTestApp({ runWorkers: false });
    try {
      const user = await givenUser(idle, companyId);
      const asked = await idle
        .http()
        .post('/api/auth/reset-password')
        .send({ payload: { email: user.email } });
      expect(asked.body).toEqual({ message: STARTED });
      const [row] = await idle.app
        .get(DataSource)
        .query('SELECT password_reset_token_hash FROM users WHERE id = $1', [user.id]);
      expect(row.password_reset_token_hash).toBeNull();
    } finally {
      await idle.close();
    }
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenCompany, givenUser, type TestUser } from '../support/fixtures.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.js';

const LIMIT = 3;
const WRONG = 'senha-errada-1';

/** The wait a 429 announces: its Retry-After, said again in the message. */
function expectWaitAnnounced(response: {
  status: number;
  body: { message: string };
  headers: Record<string, string>;
}): void {
  expect(response.status).toBe(429);
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(response.body).toEqual({
    message: `Muitas tentativas de login. Tente novamente em ${wait} ${wait === 1 ? 'segundo' : 'segundos'}.`,
  });
}

describe('login throttling without a lockout (per account and IP, per IP, account-wide slowdown)', () => {
  let test: TestApp;
  let companyId: string;
  let lastIp = 0;
  /** A client address of its own: the test stands for a trusted proxy on loopback naming each client. */
  const nextIp = () => `198.51.100.${++lastIp}`;
  const login = async (email: string, password: string, ip: string) => {
    const started = performance.now();
    const response = await test.http().post('/api/auth').set('X-Forwarded-For', ip).send({ email, password });
    return Object.assign(response, { ms: performance.now() - started });
  };

  beforeAll(async () => {
    test = await startTestApp({ loginThrottleLimit: LIMIT, loginThrottleTtlSeconds: 60, trustProxy: ['loopback'] });
    companyId = await givenCompany(test);
  });
  afterAll(() => test.close());

  it("lets the owner in from another IP while an attacker's IP is refused, slowing the account progressively", async () => {
    const admin: TestUser = await givenUser(test, companyId, { isAdmin: true });
    const attacker = nextIp();
    for (let i = 0; i < LIMIT; i++) expect((await login(admin.email, WRONG, attacker)).status).toBe(401);
    expectWaitAnnounced(await login(admin.email, TEST_PASSWORD, attacker)); // the pair is throttled, even with the right password

    const owner = await login(admin.email, TEST_PASSWORD, nextIp());
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    expect(owner.ms).toBeGreaterThanOrEqual(450); // LIMIT failures on the account: 0.5 s

    // Failures from ever new addresses cannot lock the account either: each one waits longer.
    const fourth = await login(admin.email, WRONG, nextIp());
    expect(fourth.status).toBe(401);
    expect(fourth.ms).toBeGreaterThanOrEqual(450);
    const fifth = await login(admin.email, WRONG, nextIp());
    expect(fifth.ms).toBeGreaterThanOrEqual(950);
    const later = await login(admin.email, TEST_PASSWORD, nextIp());
    expect(later.status).toBe(200);
    expect(later.ms).toBeGreaterThanOrEqual(1950);
  });

  it('answers an unknown e-mail exactly as a known one: same refusals, same slowdown', async () => {
    const known = await givenUser(test, companyId);
    const unknown = `ninguem-${known.id}@teste.test`;
    const answers = [];
    for (const email of [known.email, unknown]) {
      const attacker = nextIp();
      for (let i = 0; i < LIMIT; i++) expect((await login(email, WRONG, attacker)).status).toBe(401);
      const refused = await login(email, WRONG, attacker);
      expectWaitAnnounced(refused);
      const elsewhere = await login(email, WRONG, nextIp());
      answers.push({ status: elsewhere.status, body: elsewhere.body, slowed: elsewhere.ms >= 450 });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]).toEqual({ status: 401, body: { message: 'E-mail ou senha inválidos.' }, slowed: true });
  });

  it('throttles a password spray from one IP over many accounts, not the other IPs', async () => {
    const sprayer = nextIp();
    for (let i = 0; i < LIMIT * 4; i++)
      expect((await login(`alvo-${i}-${sprayer}@teste.test`, WRONG, sprayer)).status).toBe(401);
    const user = await givenUser(test, companyId);
    expectWaitAnnounced(await login(user.email, TEST_PASSWORD, sprayer));
    expect((await login(user.email, TEST_PASSWORD, nextIp())).status).toBe(200);
  });

  it('counts attempts before checking the password, so parallel guesses cannot slip past the limit', async () => {
    const user = await givenUser(test, companyId);
    const attacker = nextIp();
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => login(user.email, WRONG, attacker)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - LIMIT);
  });

  it('gives a successful login its attempt back: an office logging in all day is never throttled', async () => {
    const user = await givenUser(test, companyId);
    const office = nextIp();
    for (let i = 0; i < LIMIT * 5; i++) expect((await login(user.email, TEST_PASSWORD, office)).status).toBe(200);
  });
});

describe('LOGIN_THROTTLE_LIMIT=0: no login limit, as 0 means for the other throttles', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ loginThrottleLimit: 0 });
  });
  afterAll(() => test.close());

  it('neither refuses nor slows logins, right or wrong', async () => {
    const user = await givenUser(test, await givenCompany(test));
    const login = (password: string) => test.http().post('/api/auth').send({ email: user.email, password });
    for (let i = 0; i < 8; i++) expect((await login(WRONG)).status).toBe(401);
    const started = performance.now();
    expect((await login(TEST_PASSWORD)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(450);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, trustProxy } from '../../src/platform/config/app-config.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const LIMIT = 3;
let lastIp = 0;
/** A different client address each call, as an attacker rotating X-Forwarded-For sends. */
const rotatedIp = () => `203.0.113.${(++lastIp % 250) + 1}`;

describe('client IP of the per-IP limits (TRUST_PROXY)', () => {
  let test: TestApp | null = null;
  afterEach(async () => {
    await test?.close();
    test = null;
  });
  const start = async (trust: false | number | string[]) => {
    test = await startTestApp({ trackingThrottleLimit: LIMIT, loginThrottleLimit: 1, trustProxy: trust });
    return test;
  };
  const track = (app: TestApp, forwardedFor: string) =>
    app.http().post('/api/tracking/DS0000000000009').set('X-Forwarded-For', forwardedFor).send({});
  const failLogin = (app: TestApp, i: number, forwardedFor: string) =>
    app
      .http()
      .post('/api/auth')
      .set('X-Forwarded-For', forwardedFor)
      .send({ email: `spray-${i}@teste.test`, password: 'senha-errada' });

  it('ignores X-Forwarded-For when no proxy is trusted (the default): a rotated header resets nothing', async () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'x' }).trustProxy).toBe(false);
    const app = await start(false);
    const tracking = [];
    for (let i = 0; i < LIMIT + 3; i++) tracking.push((await track(app, rotatedIp())).status);
    expect(tracking).toEqual([404, 404, 404, 429, 429, 429]);
    // Login: the per-IP limit is four times LOGIN_THROTTLE_LIMIT over every account.
    const logins = [];
    for (let i = 0; i < 6; i++) logins.push((await failLogin(app, i, rotatedIp())).status);
    expect(logins).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it.each([
    ['a list of addresses/CIDRs', ['127.0.0.1/8', '::1']],
    ['a hop count', 1],
  ] as const)('takes the client from X-Forwarded-For when the proxy is trusted (%s)', async (_, trust) => {
    const app = await start(typeof trust === 'number' ? trust : [...trust]);
    const rotated = [];
    for (let i = 0; i < LIMIT + 3; i++) rotated.push((await track(app, rotatedIp())).status);
    expect(rotated).toEqual(Array(LIMIT + 3).fill(404));
    // One client behind the proxy is still limited, whatever it puts before the proxy's own entry.
    const client = rotatedIp();
    const same = [];
    for (let i = 0; i < LIMIT + 1; i++) same.push((await track(app, `${rotatedIp()}, ${client}`)).status);
    expect(same).toEqual([404, 404, 404, 429]);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses/CIDRs, and refuses anything else', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy(' ')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 192.168.0.0/16,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(trustProxy('10.0.0.0/255.0.0.0')).toEqual(['10.0.0.0/255.0.0.0']);
    for (const invalid of ['true', '10.0.0.0/33', '::1/129', 'proxy.local', '10.0.0.1/8/8', '-1']) {
      expect(() => trustProxy(invalid)).toThrow(
        /^TRUST_PROXY deve ser um número de proxies ou uma lista de endereços\/CIDRs/,
      );
    }
  });
});

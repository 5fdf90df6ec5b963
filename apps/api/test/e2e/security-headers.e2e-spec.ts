import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The directives of a Content-Security-Policy header, by name. */
const policyOf = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '').split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'despacho-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/a.js"></script>',
  );
  writeFileSync(join(dir, 'a.js'), 'console.log(1)');
  return dir;
}

/** 28.7: CSP, nosniff, Referrer-Policy and no framing on the SPA and the API (docs/security-headers.md). */
describe('security headers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ webDist: webDist() });
  });
  afterAll(() => test.close());

  it.each([
    ['an API answer', '/api/health/live'],
    ['an API refusal', '/api/orders'],
    ['the SPA at the root', '/'],
    ['a signed-in page of the SPA', '/orders'],
    ['the rating page', '/rate/abc/def'],
    ['a script of the SPA', '/a.js'],
  ])('%s carries the policy without inline scripts and forbids framing', async (_, path) => {
    const response = await test.http().get(path);
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // The ALTCHA widget solves its challenge in a Worker made from a blob: URL.
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it.each(['/tracking', '/tracking/ABC123', '/tracking/c/loja/ABC123', '/company-tracking/loja?ref=10'])(
    'lets any site frame the public tracking page %s, under the same policy otherwise',
    async (path) => {
      const response = await test.http().get(path);
      expect(response.status).toBe(200);
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(['*']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it("allows reCAPTCHA's script and frames only when the installation uses it", async () => {
    const google = await startTestApp({
      recaptcha: {
        siteKey: 'site',
        secret: 'secret',
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        scriptUrl: 'https://www.recaptcha.net/recaptcha/api.js',
      },
    });
    try {
      const policy = policyOf((await google.http().get('/api/health/live')).headers['content-security-policy']);
      expect(policy['script-src']).toEqual([
        "'self'",
        'https://www.recaptcha.net/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]);
      expect(policy['frame-src']).toEqual([
        'https://www.recaptcha.net/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]);
    } finally {
      await google.close();
    }
    const altcha = policyOf((await test.http().get('/api/health/live')).headers['content-security-policy']);
    expect(altcha['frame-src']).toEqual(["'none'"]);
  });
});

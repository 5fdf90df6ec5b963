import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage } from './browser.mjs';

/**
 * 28.7: the app works under its Content-Security-Policy (no inline scripts allowed). Every
 * violation the page sees, as an event or as Chromium's console report, fails the walk.
 */
async function watchedPage(browser) {
  const page = await newPage(browser);
  const violations = [];
  // Runs in the page (globalThis is its window).
  await page.addInitScript(() => {
    globalThis.document.addEventListener('securitypolicyviolation', (event) => {
      const seen = (globalThis.__cspViolations ??= []);
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const check = async () => {
    const reported = await page.evaluate(() => globalThis.__cspViolations ?? []);
    assert.deepEqual([...violations, ...reported], [], `violações de CSP em ${page.url()}`);
  };
  return { page, check };
}

describe('the app under its security headers, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('walks login → orders → an order → tracking search with the captcha → tracking result with no CSP violation', async () => {
    const { page: merchant, check: checkMerchant } = await watchedPage(browser);
    const response = await merchant.goto('/login');
    const policy = response.headers()['content-security-policy'];
    assert.match(policy, /script-src 'self'(;|$)/);
    assert.match(policy, /frame-ancestors 'none'/);
    await loginAs(merchant, 'admin@despacho.test');
    await merchant.goto('/orders');
    await merchant.getByRole('row').nth(1).waitFor();
    await merchant.getByRole('row').nth(1).getByRole('link').first().click();
    await merchant.getByRole('heading', { name: /^Pedido / }).waitFor();
    await checkMerchant();

    const token = await merchant.evaluate(() => localStorage.getItem('despacho.token'));
    const orders = await (
      await merchant.request.get('/api/orders?limit=200', { headers: { 'X-Token': token } })
    ).json();
    const order = orders.data.find(
      (o) => o.reference.startsWith('LD-') && o.status.id !== 9 && o.to_address.federal_tax_id.length === 11,
    );
    await merchant.goto('/settings/tracking');
    const link = await merchant.getByRole('link', { name: /\/tracking\/c\// }).getAttribute('href');
    await checkMerchant();

    const { page: visitor, check: checkVisitor } = await watchedPage(browser);
    const trackingPage = await visitor.goto(link);
    // A shop may frame its tracking page (docs/security-headers.md).
    assert.match(trackingPage.headers()['content-security-policy'], /frame-ancestors \*/);
    await visitor.getByRole('textbox', { name: 'CPF' }).fill(order.to_address.federal_tax_id);
    // The ALTCHA widget solves its proof of work in a blob: worker, which the policy must allow.
    await visitor.getByText('Eu não sou um robô').click();
    await visitor.getByText('Verificado').waitFor();
    await visitor.getByRole('button', { name: 'RASTREAR' }).click();
    await visitor.getByText('Eba, encontramos algo.').waitFor();
    await visitor.getByRole('link', { name: `Pedido Loja Demo #${order.reference}` }).click();
    await visitor.getByRole('heading', { name: new RegExp(`^Pedido Loja Demo #${order.reference}`) }).waitFor();
    await visitor.getByText('Ocorrências').waitFor();
    await checkVisitor();
  });
});

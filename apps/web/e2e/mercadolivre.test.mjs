import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launch, newPage, PASSWORD, screenshot } from './browser.mjs';

// The API serves the local Mercado Livre stub under /stubs/mercadolivre outside production (demo mode),
// and the stub POSTs its notifications to the API's /api/webhooks/mercadolivre.
const STUB = `${BASE_URL}/stubs/mercadolivre`;

describe('Mercado Livre integration, in headless Chromium', () => {
  let browser;
  let page;
  let detailPath;
  before(async () => {
    browser = await launch();
    page = await newPage(browser);
  });
  after(() => browser?.close());

  it('sends a signed-out seller to login and back to the connect page, with the price warning', async () => {
    await page.goto('/connect/mercadolivre');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('redirect'));
    await page.getByLabel('E-mail').fill('admin@despacho.test');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.waitForURL((url) => url.pathname === '/connect/mercadolivre');
    await page.getByText('O Mercado Livre não permite a modificação de preço do frete').waitFor();
    await screenshot(page, 'mercadolivre-connect');
  });

  it('connects through the OAuth flow and comes back to the integrations', async () => {
    await page.getByRole('button', { name: 'CONECTAR MERCADO LIVRE' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/settings/integrations/mercadolivre' &&
        url.searchParams.has('code') &&
        url.searchParams.has('state'),
    );
    await page.getByText('Integração realizada com sucesso!').waitFor();
    await screenshot(page, 'mercadolivre-connected');
    await page.waitForURL('**/settings/integrations', { timeout: 5000 });
    await page.getByRole('row', { name: /Mercado Livre/ }).waitFor();
  });

  it('sees an order placed on Mercado Livre arrive as a Despacho order', async (t) => {
    const placed = await (
      await fetch(`${STUB}/_stub/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json();
    await page
      .getByRole('row', { name: /Mercado Livre/ })
      .getByRole('link', { name: 'Detalhes' })
      .click();
    await page.waitForURL('**/detail');
    detailPath = new URL(page.url()).pathname;
    await page.getByText('O Mercado Livre não permite a modificação de preço do frete').waitFor();
    const delivery = page.getByRole('row', { name: new RegExp(`orders_v2.*${placed.id}.*Processada`) });
    await delivery.waitFor({ timeout: 20_000 });
    await screenshot(page, 'mercadolivre-detail');
    await delivery.getByRole('link', { name: 'Ver pedido' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.getByText(String(placed.id)).first().waitFor();
    await page.getByText('João Comprador').first().waitFor();
    await screenshot(page, 'mercadolivre-order');
    const state = await (await fetch(`${STUB}/_stub/state`)).json();
    const first = state.attempts.find((attempt) => attempt.resource === `/orders/${placed.id}`);
    // The < 500 ms ack is asserted by the API e2e; here the API shares the machine with the browser
    // and its own boot-time relay, so the time is reported, not asserted.
    assert.equal(first.status, 200);
    t.diagnostic(`notification answered 200 in ${first.ms} ms`);
  });

  it('sends an already connected company to its detail page, and a callback without code to the connect page', async () => {
    await page.goto('/settings/integrations/mercadolivre?code=TG-outro&state=x');
    await page.waitForURL((url) => url.pathname === detailPath);
    await page.goto('/settings/integrations/mercadolivre');
    await page.waitForURL((url) => url.pathname === '/connect/mercadolivre');
  });
});

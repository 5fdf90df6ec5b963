import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, BASE_URL, launch, loginAs, newPage, screenshot } from './browser.mjs';

// The API serves the local Nuvemshop stub under /stubs/nuvemshop outside production (demo mode).
const STUB = `${BASE_URL}/stubs/nuvemshop`;

describe('Nuvemshop integration, in headless Chromium', () => {
  let browser;
  let page;
  let detailUrl;
  let orderUrl;
  let placed;
  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
  });
  after(() => browser?.close());

  it('connects the stub store through OAuth and comes back to the integrations', async () => {
    await page.goto('/settings/integrations');
    // Other browser tests may have left their own channels connected: only the catalogue is assumed.
    await page.getByRole('button', { name: 'Adicionar NuvemShop' }).waitFor();
    await screenshot(page, 'integrations-catalogue');
    await page.getByRole('button', { name: 'Adicionar NuvemShop' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/connect/nuvemshop' && url.searchParams.has('code') && url.searchParams.has('state'),
    );
    await page.getByText('Integração realizada com sucesso!').waitFor();
    await screenshot(page, 'integrations-connected');
    await page.waitForURL('**/settings/integrations', { timeout: 5000 });
    await page.getByRole('row', { name: /NuvemShop/ }).waitFor();
    const state = await (await fetch(`${STUB}/_stub/state`)).json();
    assert.equal(state.connected, true);
    assert.ok(
      state.webhooks.some((hook) => hook.event === 'order/created' && hook.url.endsWith('/api/webhooks/nuvemshop')),
    );
  });

  it('turns an order placed in the store into a Despacho order, listed in the delivery log', async () => {
    placed = await (
      await fetch(`${STUB}/_stub/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json();
    await page
      .getByRole('row', { name: /NuvemShop/ })
      .getByRole('link', { name: 'Detalhes' })
      .click();
    await page.waitForURL('**/detail');
    detailUrl = page.url();
    const delivery = page.getByRole('row', { name: new RegExp(`order/created.*${placed.id}.*Processada`) });
    await delivery.waitFor({ timeout: 20_000 });
    await screenshot(page, 'integration-detail');
    await delivery.getByRole('link', { name: 'Ver pedido' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    orderUrl = page.url();
    await page.getByText(String(placed.number)).first().waitFor();
    await page.getByText('Maria Cliente').first().waitFor();
    await screenshot(page, 'integration-order');
  });

  it('maps Entregue, delivers the order and the store receives the status and the tracking code', async () => {
    await page.goto(detailUrl);
    await page.getByRole('combobox', { name: 'Entregue' }).click();
    await page.getByRole('option', { name: 'Entregue' }).click();
    await page.getByText('Há alterações não salvas.').waitFor();
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Integração alterada com sucesso').waitFor();

    await page.goto(orderUrl);
    for (const [action, done] of [
      ['Confirmar remessa', 'Remessa confirmada com sucesso!'],
      ['Marcar como entregue', 'Pedido entregue com sucesso!'],
    ]) {
      await page.getByRole('button', { name: 'Ações', exact: true }).click();
      await page.getByRole('menuitem', { name: action }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText(done).waitFor();
    }
    const trackingCode = (await page.getByText(/^Código de rastreio:/).innerText())
      .replace('Código de rastreio:', '')
      .trim();
    await assertEventually(async () => {
      const state = await (await fetch(`${STUB}/_stub/state`)).json();
      const sent = state.fulfillments.filter((f) => f.order_id === placed.id);
      return (
        sent.some((f) => f.kind === 'fulfill' && f.body.shipping_tracking_number === trackingCode) &&
        sent.some((f) => f.body.status === 'delivered')
      );
    }, 30_000);
    await page.goto(detailUrl);
    await page.getByRole('row', { name: /Enviada.*status\/delivered.*Processada/ }).waitFor();
    await screenshot(page, 'integration-status-pushed');
  });

  it('removes the integration after confirmation', async () => {
    await page.goto('/settings/integrations');
    await page
      .getByRole('row', { name: /NuvemShop/ })
      .getByRole('link', { name: 'Remover' })
      .click();
    await page.getByRole('button', { name: 'EXCLUIR DEFINITIVAMENTE' }).click();
    await page.getByText('Integração excluída com sucesso').waitFor();
    await page.getByRole('row', { name: /NuvemShop/ }).waitFor({ state: 'detached' });
  });
});

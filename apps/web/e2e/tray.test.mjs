import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, BASE_URL, launch, loginAs, newPage, screenshot } from './browser.mjs';

// The API serves the local Tray stub under /stubs/tray outside production (demo mode); its
// notifications go to /api/webhooks/tray with the demo's URL secret.
const STORE = `${BASE_URL}/stubs/tray`;

describe('Tray integration, in headless Chromium', () => {
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

  it('connects the stub store through its auth.php and comes back to the integrations', async () => {
    await page.goto('/settings/integrations');
    await page.getByRole('button', { name: 'Adicionar Tray' }).click();
    await page.waitForURL('**/connect/tray');
    await page.getByRole('textbox', { name: 'Endereço da loja' }).fill(STORE);
    await screenshot(page, 'tray-connect');
    await page.getByRole('button', { name: 'CONECTAR LOJA TRAY' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/connect/tray' &&
        url.searchParams.has('code') &&
        url.searchParams.has('state') &&
        url.searchParams.get('api_address') === `${STORE}/web_api`,
    );
    await page.getByText('Integração realizada com sucesso!').waitFor();
    await page.waitForURL('**/settings/integrations', { timeout: 5000 });
    await page.getByRole('row', { name: /Tray/ }).waitFor();
    const state = await (await fetch(`${STORE}/_stub/state`)).json();
    assert.equal(state.connected, true);
  });

  it('turns an order placed in the store into a Despacho order, listed in the delivery log', async () => {
    placed = await (
      await fetch(`${STORE}/_stub/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json();
    await page.getByRole('row', { name: /Tray/ }).getByRole('link', { name: 'Detalhes' }).click();
    await page.waitForURL('**/detail');
    detailUrl = page.url();
    const delivery = page.getByRole('row', { name: new RegExp(`order/insert.*${placed.id}.*Processada`) });
    await delivery.waitFor({ timeout: 20_000 });
    await screenshot(page, 'tray-detail');
    await delivery.getByRole('link', { name: 'Ver pedido' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    orderUrl = page.url();
    await page.getByText('João Comprador').first().waitFor();
  });

  it('maps Entregue to the store’s own status and the store receives it with the tracking code', async () => {
    await page.goto(detailUrl);
    await page.getByRole('combobox', { name: 'Entregue' }).click();
    await page.getByRole('option', { name: 'ENTREGUE', exact: true }).click();
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
      const state = await (await fetch(`${STORE}/_stub/state`)).json();
      return state.updates.some(
        (update) =>
          update.order_id === String(placed.id) &&
          update.body.status_id === '7' &&
          update.body.sending_code === trackingCode,
      );
    }, 30_000);
  });

  it('removes the integration after confirmation', async () => {
    await page.goto('/settings/integrations');
    await page.getByRole('row', { name: /Tray/ }).getByRole('link', { name: 'Remover' }).click();
    await page.getByRole('button', { name: 'EXCLUIR DEFINITIVAMENTE' }).click();
    await page.getByText('Integração excluída com sucesso').waitFor();
    await page.getByRole('row', { name: /Tray/ }).waitFor({ state: 'detached' });
  });
});

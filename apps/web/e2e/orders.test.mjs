import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

describe('orders list, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it("lists 'Loja Demo' orders of the last 40 days and bulk-searches them", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'usuario@despacho.test');
    await page.getByRole('link', { name: 'Pedidos' }).click();
    await page.waitForURL('**/orders');
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.waitFor();
    const reference = (await firstRow.getByRole('link').first().innerText()).trim();
    assert.match(await page.getByText(/\d+ pedidos/).innerText(), /^\d+ pedidos$/);
    await screenshot(page, 'orders-list');

    await page.getByRole('button', { name: 'Busca em massa' }).click();
    await page.getByLabel('Um pedido, CPF/CNPJ ou nota por linha').fill(`${reference}\nNAO-EXISTE-999`);
    await page.getByRole('button', { name: /BUSCAR/ }).click();
    await page.getByText('Linhas nao encontradas.').waitFor();
    await page.getByText('NAO-EXISTE-999').waitFor();
    await page.getByRole('link', { name: reference, exact: true }).waitFor();
  });
});

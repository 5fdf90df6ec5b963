import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

const stamp = Date.now().toString(36).slice(-6).toUpperCase();
const sku = `E2E-${stamp}`;
const EXAMPLE_CSV = fileURLToPath(new URL('../../../docs/examples/produtos.csv', import.meta.url));

describe('products, in headless Chromium', () => {
  let browser;
  let page;
  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    // A settings user who is not an admin: products need the settings permission only.
    await loginAs(page, 'usuario@despacho.test');
  });
  after(() => browser?.close());

  it('lists the demo products and finds one by SKU', async () => {
    await page.goto('/settings/products');
    await page.getByRole('row', { name: /CADEIRA-GAMER/ }).waitFor();
    await page.getByLabel('Buscar por SKU').fill('tenis');
    await page.getByRole('row', { name: /TENIS-CORRIDA-42/ }).waitFor();
    await page.getByRole('row', { name: /CADEIRA-GAMER/ }).waitFor({ state: 'detached' });
    await page.getByLabel('Buscar por SKU').fill('');
    await screenshot(page, 'products-list');
  });

  it('adds a product typed in cm with an extra volume, edits and deletes it', async () => {
    await page.getByRole('link', { name: 'ADICIONAR PRODUTO' }).click();
    await page.waitForURL('**/settings/products/new');
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await page.getByText('Digite o SKU do produto').waitFor();
    await page.getByLabel(/^SKU/).fill(sku);
    await page.getByLabel(/^Título/).fill('Produto de teste E2E');
    await page.getByLabel(/^Preço/).fill('199,9');
    await page.getByRole('combobox', { name: /CD de saída/ }).click();
    await page.getByRole('option', { name: /^CD1/ }).click();
    await page.getByLabel(/^Largura \(cm\)\s*\*?$/).fill('40');
    await page.getByLabel(/^Altura \(cm\)\s*\*?$/).fill('30');
    await page.getByLabel(/^Comprimento \(cm\)\s*\*?$/).fill('50');
    await page.getByLabel(/^Peso \(kg\)\s*\*?$/).fill('3,5');
    await page.getByRole('button', { name: '+ ADICIONAR VOLUME' }).click();
    await page.getByLabel(/^Largura \(cm\) do volume extra 1/).fill('20');
    await page.getByLabel(/^Altura \(cm\) do volume extra 1/).fill('20');
    await page.getByLabel(/^Comprimento \(cm\) do volume extra 1/).fill('20');
    await page.getByLabel(/^Peso \(kg\) do volume extra 1/).fill('1');
    await screenshot(page, 'product-new');
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await page.getByText('Produto cadastrado com sucesso').waitFor();
    await page.waitForURL('**/settings/products');
    const row = page.getByRole('row', { name: new RegExp(sku) });
    await row.waitFor();
    assert.match(await row.innerText(), /40 × 30 × 50/);

    await row.getByRole('link', { name: 'Editar' }).click();
    assert.equal(await page.getByLabel(/^Largura \(cm\) do volume extra 1/).inputValue(), '20');
    await page.getByLabel(/^Título/).fill('Produto de teste E2E editado');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Produto atualizado com sucesso').waitFor();
    await page.getByRole('row', { name: /Produto de teste E2E editado/ }).waitFor();

    await page
      .getByRole('row', { name: new RegExp(sku) })
      .getByRole('link', { name: 'Excluir' })
      .click();
    await page.getByText(`Deseja excluir o produto ${sku}?`).waitFor();
    await page.getByRole('button', { name: 'EXCLUIR DEFINITIVAMENTE' }).click();
    await page.getByText('Produto excluído com sucesso').waitFor();
    await page.getByRole('row', { name: new RegExp(sku) }).waitFor({ state: 'detached' });
  });

  it("imports the documented example CSV and refreshes the quotation cache with 'Sincronizar'", async () => {
    await page.goto('/settings/products');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles(EXAMPLE_CSV);
    await dialog.getByRole('button', { name: 'IMPORTAR' }).click();
    await dialog.getByText('Produtos importados com sucesso.').waitFor({ timeout: 30_000 });
    await screenshot(page, 'products-import');
    await dialog.getByRole('button', { name: 'FECHAR' }).click();
    await page.getByLabel('Produtos sem origem').check();
    await page.getByRole('row', { name: /CANECA-PORCELANA/ }).waitFor();
    await page.getByRole('button', { name: 'Sincronizar' }).click();
    await page.getByText('Atualizado com sucesso!').waitFor();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';

describe('new and edit order, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('creates an order with two parcels (one by SKU), quotes it, saves it and edits it', async () => {
    const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const page = await newPage(browser);
    await loginAs(page, 'usuario@despacho.test');
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Cadastrar Pedido' }).click();
    await page.getByRole('heading', { name: 'Novo Pedido' }).waitFor();

    await page.getByLabel(/^Número do pedido/).fill(reference);
    await page.getByRole('combobox', { name: /^CD de origem/ }).click();
    await page.getByRole('option', { name: /^CD1/ }).click();
    await page.getByLabel(/^Nome/).fill('Joana Pereira Lima');
    await page.getByLabel(/^CPF/).pressSequentially('52998224725');
    await page.getByLabel(/^Telefone/).pressSequentially('11987654321');
    await page.getByLabel(/^CEP/).pressSequentially('01310100');
    // Offline, the CEP look-up knows the city and state from the shipped ranges; the street is typed.
    await assertEventually(async () => (await page.getByLabel(/^Cidade/).inputValue()) === 'São Paulo');
    await page.getByLabel(/^Endereço\s*\*?$/).fill('Avenida Paulista');
    await page.getByLabel(/^Bairro/).fill('Bela Vista');
    await page.getByLabel(/^Número\s*\*?$/).fill('1500');

    // Line 1 by SKU: the demo product's measures fill in and lock.
    await page.getByLabel('SKU da linha 1').fill('CALCA-JEANS-42');
    await page.getByLabel('SKU da linha 1').press('Tab');
    await assertEventually(async () => (await page.getByLabel('Largura (cm) da linha 1').inputValue()) === '30');
    await page.getByLabel('Valor total da linha 1').fill('159,90');
    await page.getByRole('button', { name: '+ ADICIONAR VOLUME' }).click();
    await page.getByLabel('Largura (cm) da linha 2').fill('20');
    await page.getByLabel('Altura (cm) da linha 2').fill('15');
    await page.getByLabel('Comprimento (cm) da linha 2').fill('30');
    await page.getByLabel('Peso (kg) da linha 2').fill('1,2');
    await page.getByLabel('Valor total da linha 2').fill('80');

    // Saving needs a chosen quote.
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await page.getByText('Clique em CALCULAR FRETE e escolha uma cotação.').waitFor();
    await page.getByRole('button', { name: 'CALCULAR FRETE' }).click();
    const quotes = page.getByRole('table').filter({ hasText: 'Cotação: escolha a transportadora' });
    await quotes.waitFor();
    await screenshot(page, 'order-new-quoted');
    // The cheapest (first) comes chosen; the merchant takes the second one.
    const rows = quotes.locator('tbody tr');
    assert.ok((await rows.count()) >= 2, 'a demo quote to São Paulo has at least two carriers');
    assert.equal(await rows.nth(0).getByRole('radio').isChecked(), true);
    const carrier = (await rows.nth(1).locator('td').nth(1).innerText()).trim();
    const freight = (await rows.nth(1).locator('td').nth(6).innerText()).trim();
    await rows
      .nth(1)
      .getByRole('radio', { name: `Escolher ${carrier}` })
      .check();
    assert.equal(await rows.nth(0).getByRole('radio').isChecked(), false);
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await page.getByText('Pedido cadastrado com sucesso').waitFor();
    await page.waitForURL('**/orders');

    await page.getByLabel('Buscar').fill(reference);
    await page.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Pedido ${reference}` }).waitFor();
    assert.equal(await page.getByRole('row').filter({ hasText: 'CALCA-JEANS-42' }).count(), 1);
    await page.getByText('CALCA-JEANS-42 · Calça jeans slim 42').waitFor();
    // Saved with the chosen quote: its carrier, freight, forecast and cubed weight.
    const shipping = page.getByRole('heading', { name: 'Transportadora', exact: true }).locator('xpath=..');
    await shipping.getByText(`Nome: ${carrier}`, { exact: true }).waitFor();
    if (freight !== 'Frete grátis') await shipping.getByText(`Frete: ${freight}`, { exact: true }).waitFor();
    await shipping.getByText(/^Peso cubado: [\d,.]+ kg$/).waitFor();
    await page.getByText(/^Previsão: \d{2}\/\d{2}\/\d{4} · 09h-18h$/).waitFor();
    await screenshot(page, 'order-detail-chosen-quote');
    // The saved quote's fee and deadline log, and today's quotes on demand, each with its own.
    await page.getByText('Prazos (dias úteis)').first().waitFor();
    await page.getByRole('button', { name: 'Ver cotações, taxas e prazos' }).click();
    await page.getByRole('button', { name: 'Ver log' }).first().click();
    await assertEventually(async () => (await page.getByText('Prazos (dias úteis)').count()) === 2);
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Pedido' }).waitFor();
    assert.equal(await page.getByLabel('Comprimento (cm) da linha 2').inputValue(), '30');
    await page.getByLabel(/^Nome/).fill('Joana Pereira Lima Souza');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Pedido atualizado com sucesso').waitFor();
    await page.getByRole('heading', { name: `Pedido ${reference}` }).waitFor();
    await page.getByText('Joana Pereira Lima Souza').waitFor();
  });
});

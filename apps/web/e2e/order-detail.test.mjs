import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

describe('order detail, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('registers a loss occurrence, talks to the merchant and marks a demo order delivered', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/orders');
    const row = page.getByRole('row').filter({ hasText: 'Aguardando aceite' }).first();
    const reference = (await row.getByRole('link').first().innerText()).trim();
    await row.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Pedido ${reference}` }).waitFor();
    await page.getByText('Nenhuma ocorrência registrada até o momento.').waitFor();

    await page.getByRole('button', { name: 'Registrar ocorrência' }).click();
    const occurrence = page.getByRole('dialog', { name: 'Registrar ocorrência' });
    await occurrence.getByRole('button', { name: 'Registrar' }).click();
    await occurrence.getByText('Informe a descrição da ocorrência.').waitFor();
    await occurrence.getByText('Informe o tipo da ocorrência.').waitFor(); // no default type (orders-pickups.md §5)
    await occurrence.getByLabel('Descrição').fill('Mercadoria não localizada no CD');
    await occurrence.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Extravio' }).click();
    await occurrence.getByRole('button', { name: 'Registrar' }).click();
    await page.getByText('Ocorrência registrada com sucesso').waitFor();
    await page.getByRole('alert').filter({ hasText: 'Extravio' }).waitFor();
    await page.getByText('registrada manualmente').waitFor();

    await page.getByLabel('Nova mensagem').fill('Abrimos chamado com a transportadora.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Abrimos chamado com a transportadora.').waitFor();
    await page.getByText('Equipe Despacho').last().waitFor();
    await screenshot(page, 'order-detail');

    await page.getByRole('button', { name: 'Ações', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Marcar como entregue' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Pedido entregue com sucesso!').waitFor();
    await page.locator('.mantine-Badge-label', { hasText: 'Entregue' }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Editar' }).count(), 0);
  });
});

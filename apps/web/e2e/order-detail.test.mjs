import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { filterOrdersByStatus, launch, loginAs, newPage, screenshot } from './browser.mjs';

describe('order detail, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('operations register a loss alert and answer with the staff badge; the company admin writes without it and marks the order delivered', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'super@despacho.test');
    await page.goto('/orders');
    const row = page.getByRole('row').filter({ hasText: 'Aguardando aceite' }).first();
    const reference = (await row.getByRole('link').first().innerText()).trim();
    await row.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Pedido ${reference}` }).waitFor();
    await page.getByText('Nenhuma ocorrência registrada até o momento.').waitFor();
    // The demo order carries its quote, as a real one does: the fee and deadline logs.
    await page.getByRole('columnheader', { name: 'Taxa' }).waitFor();
    assert.equal(await page.getByText('Sem cotação registrada no pedido').count(), 0);

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

    // The message's own Paper, never the 'Mensagens' card around them all (a Card is a Paper too).
    const message = (on, text) => on.locator('.mantine-Paper-root:not(.mantine-Card-root)').filter({ hasText: text });
    await page.getByLabel('Nova mensagem').fill('Abrimos chamado com a transportadora.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await message(page, 'Abrimos chamado com a transportadora.').getByText('Equipe Despacho').waitFor();
    await screenshot(page, 'order-detail');

    // The company's admin is a merchant: the type is asked but its alerts are operations' only; no badge; marking delivered stays theirs.
    const merchant = await newPage(browser);
    await loginAs(merchant, 'admin@despacho.test');
    await merchant.goto(page.url());
    await merchant.getByRole('heading', { name: `Pedido ${reference}` }).waitFor();
    await merchant.getByRole('button', { name: 'Registrar ocorrência' }).click();
    const merchantOccurrence = merchant.getByRole('dialog', { name: 'Registrar ocorrência' });
    await merchantOccurrence.getByLabel('Descrição').waitFor();
    await merchantOccurrence.getByRole('combobox', { name: 'Tipo' }).click();
    assert.equal(
      await merchant.getByRole('option', { name: 'Avaria (somente operações)' }).getAttribute('aria-disabled'),
      'true',
    );
    // Choosing 'Sem alerta' closes the list, which would otherwise cover the dialog's buttons.
    await merchant.getByRole('option', { name: 'Sem alerta' }).click();
    await merchantOccurrence.getByRole('button', { name: 'Voltar' }).click();
    await merchant.getByLabel('Nova mensagem').fill('Obrigado, aguardamos o retorno.');
    await merchant.getByRole('button', { name: 'Enviar mensagem' }).click();
    await message(merchant, 'Obrigado, aguardamos o retorno.').waitFor();
    assert.equal(await message(merchant, 'Obrigado, aguardamos o retorno.').getByText('Equipe Despacho').count(), 0);

    await merchant.getByRole('button', { name: 'Ações', exact: true }).click();
    await merchant.getByRole('menuitem', { name: 'Marcar como entregue' }).click();
    await merchant.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await merchant.getByText('Pedido entregue com sucesso!').waitFor();
    await merchant.locator('.mantine-Badge-label', { hasText: 'Entregue' }).first().waitFor();
    assert.equal(await merchant.getByRole('link', { name: 'Editar' }).count(), 0);
  });

  it('shows a demo order no carrier covers awaiting a quote, with the reason on its timeline', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/orders');
    await page.getByRole('row').nth(1).waitFor();
    // Filtered by status: orders other walks create may push the demo's older ones off the first page.
    await filterOrdersByStatus(page, ['Aguardando Cotação']);
    const row = page.getByRole('row').filter({ hasText: 'Aguardando Cotação' }).first();
    const reference = (await row.getByRole('link').first().innerText()).trim();
    await row.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Pedido ${reference}` }).waitFor();
    await page
      .getByText(
        'Nenhuma transportadora atende o CEP 53990-000 com estes volumes: escolha a transportadora para liberar o pedido.',
      )
      .waitFor();
    await page.getByText('Sem cotação registrada no pedido').waitFor();
  });
});

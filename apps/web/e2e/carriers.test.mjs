import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

const stamp = Date.now().toString(36);

describe('carriers, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it("shows Loja Demo's pickup e-mails for Jadlog in the side panel and saves a new list", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'usuario@despacho.test');
    await page.goto('/settings/carriers');
    const jadlog = page.getByRole('row', { name: /jadlog/ }).first();
    await jadlog.waitFor();
    assert.equal(await page.getByRole('link', { name: 'NOVA TRANSPORTADORA' }).count(), 0);
    await jadlog.getByRole('button', { name: 'E-mails de coleta' }).click();
    // The field appears once the list is loaded.
    const input = page.getByLabel('E-mails para solicitação de coleta');
    assert.match(await input.inputValue(), /coleta@jadlog\.test/);
    await input.fill('coleta@jadlog.test, sem-arroba');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('E-mail inválido: sem-arroba.').waitFor();
    await screenshot(page, 'carrier-emails-invalid');
    await input.fill(`coleta@jadlog.test, turno.${stamp}@jadlog.test`);
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('E-mails de coleta salvos com sucesso').waitFor();
    await jadlog.getByRole('button', { name: 'E-mails de coleta' }).click();
    assert.equal(await input.inputValue(), `coleta@jadlog.test, turno.${stamp}@jadlog.test`);
  });

  it('lets an admin register and edit an own carrier that another company never sees', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/settings/carriers');
    await page.getByRole('link', { name: 'NOVA TRANSPORTADORA' }).click();
    await page.waitForURL('**/settings/carriers/new');
    await page.getByRole('button', { name: 'CONCLUIR CADASTRO' }).click();
    await page.getByText('Digite o nome da transportadora.').waitFor();
    const name = `Expresso Serrano ${stamp}`;
    await page.getByLabel('Nome').fill(name);
    await page.getByLabel('CNPJ').pressSequentially('11222333000181');
    await page.getByLabel('Inscrição estadual').fill('ISENTO');
    await page.getByLabel('Telefone').pressSequentially('54987654321');
    await page.getByLabel('Cidade').fill('Caxias do Sul');
    await page.getByRole('combobox', { name: 'Estado' }).fill('RS');
    await page.getByRole('option', { name: 'RS' }).click();
    await screenshot(page, 'carrier-new');
    await page.getByRole('button', { name: 'CONCLUIR CADASTRO' }).click();
    // The public self-registration's 'Cadastro realizado com sucesso!' is not an admin's words.
    await page.getByText('Transportadora cadastrada com sucesso').waitFor();
    await page.waitForURL('**/settings/carriers');
    const row = page.getByRole('row', { name: new RegExp(`expresso-serrano-${stamp}`) });
    assert.match(await row.innerText(), /11\.222\.333\/0001-81[\s\S]*ISENTO[\s\S]*Sim/i); // the badge is uppercased by CSS
    await screenshot(page, 'carriers-list');

    await row.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('switch', { name: 'Ativa' }).uncheck();
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Transportadora atualizada com sucesso').waitFor();
    // The list refetches after the edit: wait for the row to show the carrier inactive.
    await page.getByRole('row', { name: new RegExp(`expresso-serrano-${stamp}.*Não`, 'i') }).waitFor();

    const other = await newPage(browser);
    await loginAs(other, 'admin@outraloja.test');
    await other.goto('/settings/carriers');
    await other
      .getByRole('row', { name: /jadlog/ })
      .first()
      .waitFor();
    assert.equal(await other.getByRole('row', { name: new RegExp(stamp) }).count(), 0);
  });
});

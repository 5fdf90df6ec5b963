import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';

// The CEP look-up answers from scripts/lib/lookup-stubs.mjs (npm test points the API at it).
const stamp = Date.now().toString(36);

describe('carrier self-registration, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('registers a carrier without login, sends its freight files after the tick, and a super admin approves it', async () => {
    const page = await newPage(browser);
    await page.goto('/settings/carriers/new');
    await page.getByRole('heading', { name: 'Cadastro de transportadoras' }).waitFor();
    await page.getByRole('button', { name: 'CONCLUIR CADASTRO' }).click();
    for (const message of [
      'Digite o nome da transportadora.',
      'Digite o código da transportadora.',
      'Digite a inscrição estadual.',
      'Selecione o TMS.',
      'Digite um CEP válido.',
    ]) {
      await page.getByText(message).first().waitFor();
    }
    await page.getByText('Letras minúsculas, sem espaços').waitFor();
    assert.equal(await page.getByLabel(/^Cubagem/).inputValue(), '300');

    const name = `Expresso Carioca ${stamp}`;
    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^Código/).fill(`expresso-carioca-${stamp}`);
    await page.getByLabel(/^CNPJ/).pressSequentially('11222333000181');
    await page.getByLabel(/^Inscrição estadual/).fill('ISENTO');
    await page.getByLabel(/^Telefone/).pressSequentially('2133334444');
    await page.getByRole('combobox', { name: 'TMS' }).fill('ssw');
    await page.getByRole('option', { name: 'ssw' }).click();
    await page.getByLabel(/^CEP/).pressSequentially('20040002');
    await assertEventually(async () => (await page.getByLabel(/^Endereço/).inputValue()) === 'Rua da Assembleia');
    await page.getByLabel(/^Número/).fill('10');
    // The captcha goes with the registration (issue 28: no anonymous registration without it).
    await page.getByRole('button', { name: 'CONCLUIR CADASTRO' }).click();
    await page.getByText('Insira a resposta do recaptcha').waitFor();
    await page.getByText('Eu não sou um robô').click();
    await page.getByText('Verificado').waitFor();
    await screenshot(page, 'carrier-self-registration');
    await page.getByRole('button', { name: 'CONCLUIR CADASTRO' }).click();
    await page.getByText('Cadastro realizado com sucesso!').waitFor();

    // The freight files: sent only once the carrier ticks that all were added.
    assert.equal(await page.getByLabel(/^Nome da transportadora/).inputValue(), name);
    await page.getByLabel(/^E-mails para solicitação de coleta/).fill(`coleta-${stamp}@carioca.test`);
    await page.locator('input[type=file]').setInputFiles([
      { name: 'tabela-frete.csv', mimeType: 'text/csv', buffer: Buffer.from('cep_inicio;cep_fim;peso;valor\n') },
      { name: 'prazos.csv', mimeType: 'text/csv', buffer: Buffer.from('cidade;uf;prazo\n') },
    ]);
    const send = page.getByRole('button', { name: 'ENVIAR ARQUIVOS' });
    assert.equal(await send.isDisabled(), true);
    await page.getByLabel('Adicionei todos os arquivos').check();
    await send.click();
    await page.getByText('Arquivos enviados com sucesso.', { exact: false }).waitFor();
    await screenshot(page, 'carrier-freight-files-sent');

    // The provider's staff see it with its files and approve it.
    const staff = await newPage(browser);
    await loginAs(staff, 'super@despacho.test');
    await staff.goto('/settings/carrier-registrations');
    const card = staff.getByLabel(name);
    await card.getByText('tabela-frete.csv').waitFor();
    await card.getByText('prazos.csv').waitFor();
    await screenshot(staff, 'carrier-registrations');
    await card.getByRole('button', { name: 'APROVAR' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'APROVAR' }).click();
    await staff.getByText('Transportadora aprovada.').waitFor();
    await card.waitFor({ state: 'detached' });

    // Available to companies: an admin of the demo company finds it among the carriers.
    const admin = await newPage(browser);
    await loginAs(admin, 'admin@despacho.test');
    await admin.goto('/settings/carriers');
    await admin.getByRole('row', { name: new RegExp(`expresso-carioca-${stamp}`) }).waitFor();
    // Signed in, the same route is the admin's 'NOVA TRANSPORTADORA' inside the app.
    await admin.goto('/settings/carriers/new');
    await admin.getByRole('link', { name: 'Configurações' }).waitFor();
    await admin.getByRole('button', { name: 'CONCLUIR CADASTRO' }).waitFor();
  });
});

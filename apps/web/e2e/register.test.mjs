import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, linkMailedTo, loginAs, newPage, screenshot } from './browser.mjs';

// Needs the API's CNPJ and CEP look-ups on scripts/lib/lookup-stubs.mjs (npm test starts them).
const stamp = Date.now().toString(36);
const admin = `admin-${stamp}@cadastro.test`;
const financeiro = `financeiro-${stamp}@cadastro.test`;

describe('company sign-up wizard, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('signs a company up through six steps from a logged-out browser, then confirms the e-mail, sets the password and logs in', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Cadastre sua empresa' }).click();
    await page.waitForURL((url) => url.pathname === '/register');

    // Step 1: the gate, then 14 CNPJ digits fill the company from the look-up.
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page.getByText('Preencha os campos obrigatórios').waitFor();
    await page.getByText('Digite o CNPJ', { exact: true }).waitFor();
    await page.getByText('Digite a inscrição estadual.').waitFor();
    await page.getByLabel(/^CNPJ/).pressSequentially('11222333000181');
    await assertEventually(
      async () => (await page.getByLabel(/^Razão social/).inputValue()) === 'LOJA EXEMPLO COMERCIO DE MOVEIS LTDA',
    );
    assert.equal(await page.getByLabel(/^Nome fantasia/).inputValue(), 'LOJA EXEMPLO');
    await page.getByLabel(/^Nome fantasia/).fill(`Loja ${stamp}`);
    await page.getByLabel(/^Inscrição estadual/).fill('123456789');
    await screenshot(page, 'register-step-1');
    await page.getByRole('button', { name: 'AVANÇAR' }).click();

    // Step 2: the admin and the financeiro.
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page.getByText('Digite um e-mail válido').first().waitFor();
    await page
      .getByLabel(/^E-mail/)
      .nth(0)
      .fill(admin);
    await page
      .getByLabel(/^E-mail/)
      .nth(1)
      .fill(financeiro);
    await page.getByRole('button', { name: 'AVANÇAR' }).click();

    // Step 3: the CNPJ's address is there; another CEP fills the street and clears number and complement.
    assert.equal(await page.getByLabel(/^CEP/).inputValue(), '01.310-100');
    assert.equal(await page.getByLabel(/^Número/).inputValue(), '1000');
    await page.getByLabel(/^CEP/).fill('');
    await page.getByLabel(/^CEP/).pressSequentially('20040002');
    await assertEventually(async () => (await page.getByLabel(/^Endereço/).inputValue()) === 'Rua da Assembleia');
    assert.equal(await page.getByLabel(/^Número/).inputValue(), '');
    assert.equal(await page.getByLabel(/^Complemento/).inputValue(), '');
    assert.equal(await page.getByLabel(/^Cidade/).inputValue(), 'Rio de Janeiro');
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page.getByText('Digite o número.').waitFor();
    await page.getByText('Confirme que os produtos saem deste endereço.').waitFor();
    await page.getByLabel(/^Número/).fill('50');
    await page.getByLabel('Os produtos saem deste endereço').check();
    await screenshot(page, 'register-step-3');
    await page.getByRole('button', { name: 'AVANÇAR' }).click();

    // Step 4: both estimates.
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page.getByText('Informe o gasto mensal com frete.').waitFor();
    await page.getByLabel(/^Gasto mensal com frete/).fill('15000,50');
    await page.getByLabel(/^Envios por mês/).fill('500');
    await page.getByRole('button', { name: 'AVANÇAR' }).click();

    // Step 5: nothing required.
    await page.getByRole('combobox', { name: 'ERP' }).click();
    await page.getByRole('option', { name: 'Bling' }).click();
    await page.getByLabel(/^Outros marketplaces/).fill('Shopee, Shein');
    await page.getByRole('button', { name: 'AVANÇAR' }).click();

    // Step 6: CONCLUIR waits for the terms; the captcha goes with the sign-up.
    const conclude = page.getByRole('button', { name: 'CONCLUIR' });
    assert.equal(await conclude.isDisabled(), true);
    await page.getByLabel('Li e aceito os termos de uso').check();
    await page.getByText('Eu não sou um robô').click();
    await page.getByText('Verificado').waitFor();
    await conclude.click();
    await page
      .getByText('Cadastro realizado com sucesso! Você receberá nosso contato para tratarmos das integrações.')
      .waitFor();
    await screenshot(page, 'register-done');

    // The admin's e-mail: confirm, set the password, log in to the new company.
    await page.goto(await linkMailedTo(admin, 'confirm'));
    await page.getByText('E-mail confirmado com sucesso!').waitFor();
    await page.goto(await linkMailedTo(admin, 'new-password'));
    await page.getByLabel('Nova senha').fill('senha-nova-44');
    await page.getByLabel('Confirmação').fill('senha-nova-44');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Senha alterada com sucesso.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await loginAs(page, admin, 'senha-nova-44');
    assert.ok(!new URL(page.url()).pathname.startsWith('/login'));
    await page.goto('/settings/distribution-centers');
    await page.getByRole('cell', { name: 'CD1', exact: true }).waitFor();

    // The provider's staff see the sign-up with its answers.
    const staff = await newPage(browser);
    await loginAs(staff, 'super@despacho.test');
    await staff.goto('/settings/sign-ups');
    const row = staff.getByRole('row', { name: new RegExp(`Loja ${stamp}`) });
    await row.waitFor();
    await row.getByText('bling').waitFor();
    await screenshot(staff, 'register-staff-list');
  });

  it('shows the server refusal in an Erro! box: a CNPJ already signed up', async () => {
    const page = await newPage(browser);
    await page.goto('/register');
    await page.getByLabel(/^CNPJ/).pressSequentially('11222333000181');
    await assertEventually(async () => (await page.getByLabel(/^Razão social/).inputValue()) !== '');
    await page.getByLabel(/^Inscrição estadual/).fill('ISENTO');
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page
      .getByLabel(/^E-mail/)
      .nth(0)
      .fill(`outro-${stamp}@cadastro.test`);
    await page
      .getByLabel(/^E-mail/)
      .nth(1)
      .fill(`outro-fin-${stamp}@cadastro.test`);
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page.getByLabel('Os produtos saem deste endereço').check();
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page.getByLabel(/^Gasto mensal com frete/).fill('100');
    await page.getByLabel(/^Envios por mês/).fill('10');
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page.getByRole('button', { name: 'AVANÇAR' }).click();
    await page.getByLabel('Li e aceito os termos de uso').check();
    await page.getByText('Eu não sou um robô').click();
    await page.getByText('Verificado').waitFor();
    await page.getByRole('button', { name: 'CONCLUIR' }).click();
    const box = page.getByRole('alert').filter({ hasText: 'Erro!' });
    await box.getByText('Este CNPJ já está cadastrado.', { exact: false }).waitFor();
  });
});

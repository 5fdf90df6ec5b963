import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

const stamp = Date.now().toString(36);

describe('users and the shell, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('shows the login validation messages', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.getByText('Email é obrigatório', { exact: true }).waitFor();
    await page.getByText('Senha é obrigatória', { exact: true }).waitFor();
    await page.getByLabel('E-mail').fill('nao-e-email');
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.getByText('Deve ser um e-mail válido').waitFor();
    await page.getByLabel('E-mail').fill('admin@despacho.test');
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.getByText('E-mail ou senha inválidos.').waitFor();
    await screenshot(page, 'login-errors');
  });

  it('lets an admin invite, edit and remove a user', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.getByRole('link', { name: 'Configurações' }).click();
    await page.getByRole('link', { name: /Usuários/ }).click();
    await page.getByRole('link', { name: 'CONVIDAR USUÁRIO' }).click();
    await page.waitForURL('**/settings/users/new');
    await page.getByRole('button', { name: 'CONVIDAR' }).click();
    await page.getByText('Digite o nome').waitFor();
    const email = `joana.${stamp}@lojademo.test`;
    await page.getByLabel('Nome').fill('Joana Prado');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('senha-segura-1');
    await screenshot(page, 'user-new');
    await page.getByRole('button', { name: 'CONVIDAR' }).click();
    await page.getByText('Usuário criado com sucesso').waitFor();
    await page.waitForURL('**/settings/users');
    const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
    await row.waitFor();
    assert.match(await row.innerText(), /Ana Souza/); // invited by
    await screenshot(page, 'users-list');

    await row.getByRole('link', { name: 'Editar' }).click();
    await page.getByLabel('Nome').fill('Joana Prado Lima');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Usuário atualizado com sucesso').waitFor();
    await page.getByRole('row', { name: /Joana Prado Lima/ }).waitFor();

    await page
      .getByRole('row', { name: /Joana Prado Lima/ })
      .getByRole('link', { name: 'Excluir' })
      .click();
    await page.getByRole('button', { name: 'EXCLUIR DEFINITIVAMENTE' }).click();
    await page.getByText('Usuário excluído com sucesso').waitFor();
    await page.waitForURL('**/settings/users');
    await page.getByRole('row', { name: /Joana Prado Lima/ }).waitFor({ state: 'detached' });
  });

  it('hides Configurações from a user without the settings permission and answers 404 for its routes', async () => {
    const admin = await newPage(browser);
    await loginAs(admin, 'admin@despacho.test');
    await admin.goto('/settings/users/new');
    const email = `sem.config.${stamp}@lojademo.test`;
    await admin.getByLabel('Nome').fill('Sem Configurações');
    await admin.getByLabel('E-mail').fill(email);
    await admin.getByLabel('Senha').fill('senha-segura-2');
    await admin.getByRole('checkbox', { name: 'Configurações' }).uncheck();
    await admin.getByRole('button', { name: 'CONVIDAR' }).click();
    await admin.getByText('Usuário criado com sucesso').waitFor();

    const page = await newPage(browser);
    await loginAs(page, email, 'senha-segura-2');
    await page.getByRole('link', { name: 'Pedidos', exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Configurações' }).count(), 0);
    await screenshot(page, 'menu-without-settings');
    await page.goto('/settings/users');
    await page.getByText('Página não encontrada').waitFor();
    assert.equal(new URL(page.url()).pathname, '/404');
  });

  it('sends a visitor without a session to /login and back to where they were going', async () => {
    const page = await newPage(browser);
    await page.goto('/settings/users');
    await page.waitForURL('**/login?redirect=*');
    await page.getByLabel('E-mail').fill('admin@despacho.test');
    await page.getByLabel('Senha').fill(process.env.DEMO_PASSWORD || 'despacho123');
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.waitForURL('**/settings/users');
    await page.getByRole('link', { name: 'CONVIDAR USUÁRIO' }).waitFor();
  });

  it('clears a rejected session and returns to /login', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.evaluate(() => localStorage.setItem('despacho.token', 'token-adulterado'));
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('despacho.token')), null);
  });

  it("lets the super admin switch to 'Outra Loja' and see only its users", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'super@despacho.test');
    await page.getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: 'Outra Loja' }).click();
    // public-account.md §2.15: the switch goes through ?cc= and waits for a confirmation.
    const confirm = page.getByRole('dialog', { name: 'Trocar de empresa' });
    await confirm.getByText('Outra Loja').waitFor();
    assert.match(new URL(page.url()).search, /^\?cc=[0-9a-f-]{36}$/);
    await confirm.getByRole('button', { name: 'Trocar de empresa' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.search);
    await page.getByText('Outra Loja').first().waitFor();
    await page.goto('/settings/users');
    await page.getByRole('row', { name: /admin@outraloja\.test/ }).waitFor();
    assert.equal(await page.getByRole('row', { name: /admin@despacho\.test/ }).count(), 0);
    await screenshot(page, 'switched-company');
  });

  it('asks before switching company when a link carries ?cc=, and stays on a refusal', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'super@despacho.test');
    const companies = await page.evaluate(async () => {
      const response = await fetch('/api/companies?limit=100', {
        headers: { 'X-Token': localStorage.getItem('despacho.token') },
      });
      return (await response.json()).data;
    });
    const other = companies.find((company) => company.name === 'Outra Loja');
    await page.goto(`/?cc=${other.id}`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const confirm = page.getByRole('dialog', { name: 'Trocar de empresa' });
    await confirm.getByText('Deseja trocar para a empresa Outra Loja?').waitFor();
    await screenshot(page, 'company-switch-confirm');
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.search);
    await confirm.waitFor({ state: 'hidden' });
    assert.equal(await page.getByRole('combobox', { name: 'Empresa' }).inputValue(), 'Loja Demo');

    await page.goto(`/orders?cc=${other.id}`);
    await confirm.getByRole('button', { name: 'Trocar de empresa' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.search);
    assert.equal(await page.getByRole('combobox', { name: 'Empresa' }).inputValue(), 'Outra Loja');
  });
});

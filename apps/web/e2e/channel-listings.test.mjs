import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launch, loginAs, newPage, PASSWORD, screenshot } from './browser.mjs';

// The API serves the local Nuvemshop stub under /stubs/nuvemshop outside production (demo mode).
const STUB = `${BASE_URL}/stubs/nuvemshop`;

describe('Nuvemshop listings, product sync and the app-store landing, in headless Chromium', () => {
  let browser;
  let page;
  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
  });
  after(() => browser?.close());

  it('connects the stub store, lists its products and syncs the whole base after confirming', async () => {
    await page.goto('/settings/integrations');
    await page.getByRole('button', { name: 'Adicionar NuvemShop' }).click();
    await page.getByText('Integração realizada com sucesso!').waitFor();
    await page.waitForURL('**/settings/integrations', { timeout: 5000 });
    await page
      .getByRole('row', { name: /NuvemShop/ })
      .getByRole('link', { name: 'Detalhes' })
      .click();
    await page.waitForURL('**/detail');
    // The list stays on screen (its rows' switches say the same) until the detail page's code arrives.
    await page.getByRole('tab', { name: 'Produtos' }).waitFor();
    await page.getByText('Integração ativada.').waitFor();
    await page.getByRole('tab', { name: 'Produtos' }).click();
    await page.getByRole('cell', { name: 'CAMISETA-M' }).waitFor();
    // The store counts products; its rows are one per variant, and the count says so.
    const rows = await page.getByRole('table', { name: 'Produtos' }).locator('tbody tr').count();
    await page.getByText(new RegExp(`^\\d+ produtos · ${rows} linhas nesta página \\(uma por variação\\)$`)).waitFor();
    await screenshot(page, 'integration-products');
    await page.getByRole('button', { name: 'SINCRONIZAR BASE INTEIRA' }).click();
    await page
      .getByText('Tem certeza que deseja sincronizar a base inteira? Isso pode levar alguns minutos.')
      .waitFor();
    await page.getByRole('button', { name: 'SINCRONIZAR', exact: true }).click();
    await page.getByText('Produtos sincronizados com sucesso').waitFor({ timeout: 30_000 });
    await page.getByText(/criados, \d+ atualizados/).waitFor();
    await screenshot(page, 'integration-products-synced');
    await page.goto('/settings/products');
    await page.getByText('CAMISETA-M').first().waitFor();
    await page.getByText('CANECA').first().waitFor();
  });

  it('lands a merchant from the app store without a session: AINDA NÃO leads to the offer and a contact request', async () => {
    // Nuvemshop's app store sends the merchant to the redirect URL with a code and no state.
    const installed = await fetch(`${STUB}/apps/1001/authorize`, { redirect: 'manual' });
    const code = new URL(installed.headers.get('location')).searchParams.get('code');
    const visitor = await newPage(browser);
    await visitor.goto(`/connect/nuvemshop?code=${code}`);
    await visitor.getByText('Você já tem uma conta?').waitFor();
    assert.match(await visitor.getByRole('link', { name: 'SIM' }).getAttribute('href'), /^\/login\?sid=[\w-]{32}$/);
    await screenshot(visitor, 'nuvemshop-landing');
    await visitor.getByRole('button', { name: 'AINDA NÃO' }).click();
    await visitor.getByText('Lojistas Nuvemshop têm 15% de desconto na mensalidade da Despacho.').waitFor();
    await visitor.getByLabel('Nome').fill('Ana Lojista');
    await visitor.getByLabel('E-mail').fill('ana@loja.test');
    await visitor.getByLabel('Telefone com DDD').fill('11987654321');
    await visitor.getByRole('button', { name: 'QUERO SER CONTATADO' }).click();
    await visitor.getByText('Pronto! Nossa equipe entrará em contato em breve.').waitFor();
    await screenshot(visitor, 'nuvemshop-landing-contact');
    await visitor.close();
  });

  it('lands a merchant with an account: SIM, the login, and the installed store connects to the company', async () => {
    const installed = await fetch(`${STUB}/apps/1001/authorize`, { redirect: 'manual' });
    const code = new URL(installed.headers.get('location')).searchParams.get('code');
    const visitor = await newPage(browser);
    await visitor.goto(`/connect/nuvemshop?code=${code}`);
    await visitor.getByRole('link', { name: 'SIM' }).click();
    await visitor.waitForURL(/\/login\?sid=/);
    await visitor.getByLabel('E-mail').fill('admin@despacho.test');
    await visitor.getByLabel('Senha').fill(PASSWORD);
    await visitor.getByRole('button', { name: 'ENTRAR' }).click();
    // The stub store is the one 'Loja Demo' connected above: the sid reconnects it (a new token).
    await visitor.getByText('Integração realizada com sucesso!').waitFor();
    await screenshot(visitor, 'nuvemshop-landing-sid-connected');
    await visitor.waitForURL('**/settings/integrations', { timeout: 5000 });
    await visitor
      .getByRole('row', { name: /NuvemShop/ })
      .first()
      .waitFor();
    await visitor.close();
  });
});

import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

// The API serves the Correios stub under /stubs/carriers/correios outside production; it refuses
// the access code 'invalido' and accepts any other.
describe('Carrier integration (Correios), in headless Chromium', () => {
  let browser;
  let page;
  // An account of its own per run: the same Correios account cannot be connected twice.
  const account = `loja-${Date.now()}`;

  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
  });
  after(() => browser?.close());

  it("connects Correios to the stub after 'Testar conexão', and shows its details", async () => {
    await page.goto('/settings/integrations/carriers');
    await page.getByRole('link', { name: 'Adicionar Correios' }).click();
    await page.waitForURL('**/settings/integrations/carriers/101/new');
    await page.getByRole('textbox', { name: 'Usuário' }).fill(account);
    // Mantine's PasswordInput labels its wrapper too: the secret is the one password input.
    const secret = page.locator('input[type="password"]');
    await secret.fill('invalido');
    await page.getByRole('textbox', { name: 'Cartão de postagem' }).fill('0067599079');
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await page.getByText('Conexão recusada').waitFor();
    await secret.fill('codigo-de-teste');
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await page.getByText('Conexão aceita').waitFor();
    await page.getByText(/Conectado aos Correios/).waitFor();

    await page.getByPlaceholder('Selecione').click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'carrier-connect-form');
    await page.getByRole('button', { name: 'Salvar integração' }).click();
    await page.getByText('Integração adicionada com sucesso.').waitFor();
    await page.waitForURL('**/settings/integrations/*/detail');
    await page.getByText(`Conta ${account}/0067599079`).waitFor();
    await page.getByRole('heading', { name: 'Credenciais e transportadoras' }).waitFor();
    await screenshot(page, 'carrier-integration-detail');

    // Testing the saved integration answers the carrier's words again, without retyping the secret.
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await page.getByText(/Conectado aos Correios/).waitFor();

    await page.goto('/settings/integrations/active');
    await page.getByRole('row', { name: new RegExp(`${account}/0067599079`) }).waitFor();
  });
});

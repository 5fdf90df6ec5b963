import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launch, loginAs, newPage, PASSWORD, screenshot } from './browser.mjs';
import { mailsWritten } from './mails.mjs';

const stamp = Date.now().toString(36);

/** The path of the first `route` link e-mailed to `address` (written as .eml to MAIL_DIR by the API). */
async function linkMailedTo(address, route) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = mailsWritten();
    const link = mails
      .filter((mail) => mail.includes(address))
      .map((mail) => new RegExp(`(https?://\\S+/${route}/[\\w.-]+)`).exec(mail)?.[1])
      .find(Boolean);
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail com link /${route} para ${address}`);
}

/** A user of the demo company made for this test only (the demo logins are shared with other tests). */
async function givenUser(email, password) {
  const post = (path, body, token) =>
    fetch(`${BASE_URL}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
      body: JSON.stringify(body),
    });
  const session = await (await post('auth', { email: 'admin@despacho.test', password: PASSWORD })).json();
  const created = await post(
    'command',
    { action: 'NewUser', payload: { name: 'Recupera Senha', email, password } },
    session.token,
  );
  assert.equal(created.status, 200);
}

describe('password recovery and e-mail confirmation, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('confirms an invited user on opening the e-mailed link, then shows them active in the users list', async () => {
    const email = `confirma-${stamp}@despacho.test`;
    await givenUser(email, 'senha-antiga-1');
    const page = await newPage(browser);
    await page.goto(await linkMailedTo(email, 'confirm'));
    await page.getByText('E-mail confirmado com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    await loginAs(page, 'admin@despacho.test');
    await page.goto('/settings/users');
    await page.getByRole('row', { name: email }).getByText('Sim', { exact: true }).waitFor();
  });

  it("asks a link from 'Esqueci minha senha', sets a new password through the e-mail and logs in with it", async () => {
    const email = `recupera-${stamp}@despacho.test`;
    await givenUser(email, 'senha-antiga-1');
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');

    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Email obrigatório', { exact: true }).waitFor();
    await page.getByLabel('E-mail').fill('nao-e-email');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Deve ser um e-mail válido').waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Processo iniciado, verifique o seu e-mail.').waitFor();
    await screenshot(page, 'reset-password-requested');

    const link = await linkMailedTo(email, 'new-password');
    await page.goto(link);
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Senha obrigatória', { exact: true }).waitFor();
    await page.getByText('Confirmação obrigatória', { exact: true }).waitFor();
    await page.getByLabel('Nova senha').fill('senha-nova-22');
    await page.getByLabel('Confirmação').fill('senha-outra-22');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('A confirmação não confere com a senha.').waitFor();
    await page.getByLabel('Confirmação').fill('senha-nova-22');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Senha alterada com sucesso.').waitFor();
    await screenshot(page, 'new-password-saved');
    await page.waitForURL((url) => url.pathname === '/login');

    await loginAs(page, email, 'senha-nova-22');
    assert.ok(!new URL(page.url()).pathname.startsWith('/login'));

    // The link worked once: opened again it says so and offers a new one.
    await page.goto(link);
    await page.getByLabel('Nova senha').fill('senha-nova-33');
    await page.getByLabel('Confirmação').fill('senha-nova-33');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page
      .getByText('Este link de redefinição de senha é inválido, expirou ou já foi usado. Solicite um novo.')
      .waitFor();
    await page.getByRole('link', { name: 'Solicitar um novo link' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
  });
});

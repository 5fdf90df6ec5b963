import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

/** The carrier link of the newest e-mail sent to `address` (written as .eml to MAIL_DIR by the API). */
async function carrierLinkMailedTo(address, since) {
  const dir = process.env.MAIL_DIR;
  assert.ok(dir, 'MAIL_DIR must name where the API writes e-mails');
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
      .map((entry) => readFileSync(join(dir, entry.name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .filter((mail) => mail.includes(address) && !since.has(mail));
    const link = mails.map((mail) => /(https?:\/\/\S+\/carrier\/notfis\/[\w.-]+)/.exec(mail)?.[1]).find(Boolean);
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail com link de coleta para ${address}`);
}

const mailsNow = () => {
  const dir = process.env.MAIL_DIR;
  try {
    return new Set(readdirSync(dir).filter((name) => name.endsWith('.eml')).map((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')));
  } catch {
    return new Set();
  }
};

describe('pickups, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('requests a pickup, the carrier confirms it from the e-mailed link, the merchant sees it accepted', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'usuario@despacho.test');
    await page.goto('/pickups/new');
    await page.getByRole('heading', { name: 'Solicitar nova coleta' }).waitFor();
    // Rodonaves has pickup e-mails in the demo: two of its orders awaiting a pickup.
    const rows = page.getByRole('row').filter({ hasText: 'Rodonaves' });
    await rows.first().waitFor();
    const references = [];
    for (const row of [rows.nth(0), rows.nth(1)]) {
      const reference = (await row.getByRole('link').first().innerText()).trim();
      references.push(reference);
      await page.getByLabel(`Selecionar ${reference}`).check();
    }
    await page.getByLabel('Observação').fill('Retirar na doca 1');
    const before = mailsNow();
    await page.getByRole('button', { name: 'SOLICITAR COLETA' }).click();
    await page.getByText('Coleta solicitada com sucesso, aguarde nosso retorno.').waitFor();
    await page.waitForURL('**/pickups');

    const link = await carrierLinkMailedTo('coletas.sp@rodonaves.test', before);
    const carrier = await newPage(browser);
    await carrier.goto(link);
    await carrier.getByRole('heading', { name: 'Olá, RODONAVES' }).waitFor();
    await carrier.getByText('Horários de coleta do CD:').first().waitFor();
    await carrier.getByText('Observação: Retirar na doca 1').waitFor();
    const card = carrier.locator('.mantine-Card-root').filter({ hasText: 'Observação: Retirar na doca 1' });
    await card.getByLabel('Selecionar todas').check();
    await card.getByRole('button', { name: 'CONFIRMAR COLETA' }).click();
    await card.getByText('Informe a data estimada de coleta').waitFor();
    await card.getByLabel(/Data da coleta/).fill('01/12/2026');
    await card.getByLabel('Código de coleta').fill('RDN-555');
    await card.getByRole('button', { name: 'CONFIRMAR COLETA' }).click();
    await card.getByText('Parabéns! A coleta foi confirmada para o dia 01/12/2026').waitFor();
    await card.getByText('Coletas aceitas recentemente').waitFor();
    await screenshot(carrier, 'carrier-pickup');

    await page.reload();
    const accepted = page.getByRole('row').filter({ hasText: 'RODONAVES' }).filter({ hasText: 'Coleta Aceita' }).first();
    await accepted.waitFor();
    await screenshot(page, 'pickups-shipper');
    await accepted.getByRole('link', { name: /Pedidos da coleta/ }).click();
    await page.waitForURL('**/orders?pickup=*');
    for (const reference of references) await page.getByRole('row').filter({ hasText: reference }).getByText('Coleta aceita').waitFor();
  });

  it('refuses a forged carrier link without showing any pickup', async () => {
    const carrier = await newPage(browser);
    await carrier.goto('/carrier/notfis/eyJhbGciOiJIUzI1NiJ9.eyJjYXJyaWVyX2lkIjoieCJ9.assinatura-falsa');
    await carrier.getByText('Link de coleta inválido ou expirado. Peça um novo link ao embarcador.').waitFor();
    assert.equal(await carrier.getByText('Horários de coleta do CD:').count(), 0);
  });
});

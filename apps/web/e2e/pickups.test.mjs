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
      .map((entry) =>
        readFileSync(join(dir, entry.name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
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
    return new Set(
      readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .map((name) =>
          readFileSync(join(dir, name), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        ),
    );
  } catch {
    return new Set();
  }
};

/** API calls with an empty filter (`filters[pickup_id]=`): there must be none, an empty filter is no filter. */
function watchEmptyFilters(page) {
  const seen = [];
  page.on('request', (request) => {
    if (/[?&]filters(%5B|\[)\w+(%5D|\])=(&|$)/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

describe('pickups, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('requests a pickup, the carrier confirms it by the e-mailed link, it is collected, the recipient follows the four steps and rates', async () => {
    const page = await newPage(browser);
    const emptyFilters = watchEmptyFilters(page);
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
    const accepted = page
      .getByRole('row')
      .filter({ hasText: 'RODONAVES' })
      .filter({ hasText: 'Coleta Aceita' })
      .first();
    await accepted.waitFor();
    await screenshot(page, 'pickups-shipper');
    // Named by the company's pickup number everywhere: the list, its romaneio, its orders and the carrier page.
    const number = (await accepted.getByRole('cell').first().innerText()).trim();
    assert.match(number, /^\d+$/);
    const [romaneio] = await Promise.all([
      page.waitForEvent('download'),
      accepted.getByRole('button', { name: `Romaneio da coleta ${number}` }).click(),
    ]);
    assert.equal(romaneio.suggestedFilename(), `romaneio-coleta-${number}.pdf`);
    await carrier.getByRole('cell', { name: number, exact: true }).waitFor();
    await accepted.getByRole('link', { name: `Pedidos da coleta ${number}` }).click();
    await page.waitForURL(/\/orders\?pickup=[0-9a-f-]{36}$/);
    await page.getByText(`Pedidos da coleta ${number}.`).waitFor();
    for (const reference of references)
      await page.getByRole('row').filter({ hasText: reference }).getByText('Coleta aceita').waitFor();

    // The carrier collects: operations mark the pickup performed; its orders go in transit.
    const pickupId = number;
    const operations = await newPage(browser);
    const operationsEmptyFilters = watchEmptyFilters(operations);
    await loginAs(operations, 'super@despacho.test');
    await operations.goto('/pickups');
    await operations.getByRole('button', { name: `Editar coleta ${pickupId}` }).click();
    await operations.getByRole('dialog').getByRole('button', { name: 'Coleta realizada' }).click();
    // It asks first: the pickup is recorded as done today and cannot be undone.
    const confirm = operations.getByRole('dialog', { name: 'Coleta realizada' });
    await confirm.getByText(`Confirmar que a coleta ${number} foi realizada hoje`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await operations.getByText('Coleta realizada com sucesso').waitFor();
    assert.deepEqual([...emptyFilters, ...operationsEmptyFilters], []);

    // The recipient follows the first order through the four steps while operations move it.
    // The pickup's number in the URL still lists its orders (the spec's form is its id).
    await operations.goto(`/orders?pickup=${pickupId}`);
    await operations.getByRole('link', { name: references[0], exact: true }).click();
    await operations.getByRole('heading', { name: `Pedido ${references[0]}` }).waitFor();
    const code = (await operations.getByRole('link', { name: /^DS[0-9A-Z]{13}$/ }).innerText()).trim();
    const visitor = await newPage(browser);
    const stepDate = async (step) =>
      (await visitor.getByRole('group', { name: step }).innerText()).replace(step, '').trim();
    const expectDated = async (dated) => {
      await visitor.goto(`/tracking/${code}`);
      await visitor.getByRole('group', { name: 'Coletado' }).waitFor();
      const dates = [];
      for (const step of ['Coletado', 'Em Trânsito', 'Saiu para entrega', 'Entregue']) dates.push(await stepDate(step));
      assert.deepEqual(
        dates.map((date) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/.test(date)),
        dated,
      );
      // Shown in Brasília time; nothing registered today may show up in the future.
      for (const date of dates.filter((_, index) => dated[index])) {
        const [day, month, year, time] = date.split(/[/ ]/);
        assert.ok(
          new Date(`${year}-${month}-${day}T${time}-03:00`).getTime() <= Date.now() + 1000,
          `${date} está no futuro`,
        );
      }
    };
    await expectDated([true, false, false, false]);
    await visitor.getByText('Coleta realizada pela transportadora').waitFor();

    const occurrence = async (description) => {
      await operations.getByRole('button', { name: 'Registrar ocorrência' }).click();
      const dialog = operations.getByRole('dialog', { name: 'Registrar ocorrência' });
      await dialog.getByLabel('Descrição').fill(description);
      await dialog.getByRole('combobox', { name: 'Tipo' }).click();
      await operations.getByRole('option', { name: 'Sem alerta' }).click();
      await dialog.getByRole('button', { name: 'Registrar' }).click();
      // The dialog closes once saved; the last occurrence's toast may still be on screen.
      await dialog.waitFor({ state: 'hidden' });
      await operations.getByText('Ocorrência registrada com sucesso').last().waitFor();
    };
    const statusAction = async (label, done) => {
      await operations.getByRole('button', { name: 'Ações', exact: true }).click();
      await operations.getByRole('menuitem', { name: label }).click();
      await operations.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
      await operations.getByText(done).waitFor();
    };
    await occurrence('Em trânsito para a unidade de destino');
    await expectDated([true, true, false, false]);
    await statusAction('Saiu para entrega', 'Pedido saiu para entrega!');
    await occurrence('Saiu para entrega com o motorista');
    await expectDated([true, true, true, false]);
    await statusAction('Marcar como entregue', 'Pedido entregue com sucesso!');
    await expectDated([true, true, true, true]);
    await visitor.getByText('Saiu para entrega com o motorista').waitFor();
    await screenshot(visitor, 'tracking-four-steps');

    // The merchant sends the rating link; the recipient rates; the order shows the stars.
    await operations.reload();
    const ratingLink = await operations.getByRole('link', { name: 'enviar ao destinatário' }).getAttribute('href');
    await visitor.goto(ratingLink);
    const fifth = await visitor.locator('input[type=radio][value="5"]').getAttribute('id');
    await visitor.locator(`label[for="${fifth}"]`).click();
    await visitor.getByRole('button', { name: 'ENVIAR AVALIAÇÃO' }).click();
    await visitor.getByText('Obrigado! Avaliação enviada com sucesso :)').waitFor();
    await operations.reload();
    await operations.getByText('★★★★★').waitFor();
  });

  it('refuses a forged carrier link without showing any pickup', async () => {
    const carrier = await newPage(browser);
    await carrier.goto('/carrier/notfis/eyJhbGciOiJIUzI1NiJ9.eyJjYXJyaWVyX2lkIjoieCJ9.assinatura-falsa');
    await carrier.getByText('Link de coleta inválido ou expirado. Peça um novo link ao embarcador.').waitFor();
    assert.equal(await carrier.getByText('Horários de coleta do CD:').count(), 0);
  });
});

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';
import { mailsWritten } from './mails.mjs';

/** The e-mailed link to the table of task `taskId` (the API writes e-mails as .eml to MAIL_DIR). */
async function linkMailedFor(taskId) {
  for (let attempt = 0; attempt < 150; attempt++) {
    const mails = mailsWritten();
    const link = mails
      .map((mail) => new RegExp(`(https?://\\S+/settings/contingency-tables\\?download=${taskId})`).exec(mail)?.[1])
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail com o link da tabela ${taskId}`);
}

describe('contingency tables, in headless Chromium', () => {
  let browser;
  let page;
  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
  });
  after(() => browser?.close());

  it('requests a table, follows it to finished, downloads it from the e-mailed link and matches direct quotes', async () => {
    await page.goto('/settings');
    await page.getByRole('link', { name: /Tabelas de Contingência/ }).click();
    await page.waitForURL('**/settings/contingency-tables');
    await page.getByRole('link', { name: 'NOVA TABELA' }).click();
    await page.waitForURL('**/settings/contingency-tables/new');

    // The spec's messages, and its default bands.
    await page.getByRole('button', { name: 'SOLICITAR' }).click();
    await page.getByText('Selecione o tipo de tabela').waitFor();
    await page.getByText('Coloque o CEP de origem').waitFor();
    const bands = page.getByLabel('Até (kg)');
    assert.deepEqual([await bands.nth(0).inputValue(), await bands.nth(1).inputValue()], ['30', '100']);

    await page.getByRole('combobox', { name: 'Tipo de tabela' }).click();
    await page.getByRole('option', { name: 'Loja Integrada', exact: true }).click();
    await page.getByLabel('CEP de origem').pressSequentially('01310100');
    await page.getByRole('combobox', { name: 'Modificação do preço' }).click();
    await page.getByRole('option', { name: 'Valor (R$)', exact: true }).click();
    await page.getByLabel('Valor da modificação').fill('5');
    await screenshot(page, 'contingency-table-new');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/command')),
      page.getByRole('button', { name: 'SOLICITAR' }).click(),
    ]);
    const { id: taskId } = await response.json();
    await page
      .getByText('Processo iniciado, assim que finalizado, você receberá um e-mail com as instruções')
      .waitFor();
    await page.waitForURL('**/settings/contingency-tables');

    const row = page.locator(`tr[data-task-id="${taskId}"]`);
    await row.getByText('Loja Integrada').waitFor();
    await row.getByText('Ana Souza').waitFor();
    await row.getByText('Finalizado').waitFor({ timeout: 60_000 });
    assert.equal(await row.getByRole('button', { name: 'BAIXAR' }).isEnabled(), true);
    await screenshot(page, 'contingency-tables-list');

    // The e-mailed link opens the list and downloads that table.
    const link = await linkMailedFor(taskId);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(new URL(link).pathname + new URL(link).search),
    ]);
    assert.equal(download.suggestedFilename(), 'contingencia-loja-integrada.csv');
    const [header, ...lines] = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    assert.equal(
      header,
      'Nome;FaixaCepDe;FaixaCepAte;PesoDe;PesoAte;Valor;PrazoEntrega;Seguro;Kg Excelente - Peso De;Kg Excelente - Valor por Kg',
    );
    assert.ok(lines.length >= 4, `${lines.length} linhas`);

    // A few cells against a direct quote (same parcel: the band's weight on a 1 cm cube, its cart value), plus R$ 5.
    const cells = [lines[0], lines[Math.floor(lines.length / 2)], lines.at(-1)].map((line) => line.split(';'));
    for (const [, zipFrom, zipTo, , upTo, price, days] of cells) {
      const weight = Number(upTo);
      const quote = await page.evaluate(
        async ({ to, weight }) => {
          const answer = await fetch('/api/quotations', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Token': localStorage.getItem('despacho.token') },
            body: JSON.stringify({
              from: '01310100',
              to,
              parcels: [
                {
                  width: 0.01,
                  height: 0.01,
                  length: 0.01,
                  weight,
                  quantity: 1,
                  cargo_value: weight === 30 ? 200 : 600,
                },
              ],
            }),
          });
          return (await answer.json()).data[0];
        },
        { to: zipTo, weight },
      );
      assert.equal(
        price,
        (Math.round(quote.estimated_cost * 100 + 500) / 100).toFixed(2),
        `${zipFrom}-${zipTo} até ${upTo} kg`,
      );
      assert.equal(days, String(quote.delivery_days));
    }

    // And the first cell as the merchant sees it on /quote: the cheapest 'Frete' plus R$ 5.
    const [, zip, , , upTo, price] = cells[0];
    await page.goto('/quote');
    await page.getByRole('combobox', { name: 'CD de origem' }).click();
    await page.getByRole('option', { name: /^CD1 - / }).click();
    await page.getByLabel('CEP de destino').pressSequentially(zip);
    for (const side of ['Largura', 'Altura', 'Comprimento']) await page.getByLabel(`${side} (cm) da linha 1`).fill('1');
    await page.getByLabel('Peso (kg) da linha 1').fill(String(Number(upTo)));
    await page.getByLabel('Valor total da linha 1').fill(Number(upTo) === 30 ? '200' : '600');
    await page.getByRole('button', { name: 'COTAR' }).click();
    const quoted = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'Ver log' }) });
    await quoted.first().waitFor();
    const freights = (await quoted.locator('td:nth-child(6)').allInnerTexts()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    assert.equal(price, (Math.min(...freights) + 5).toFixed(2));
    await screenshot(page, 'contingency-table-quote-check');
  });
});

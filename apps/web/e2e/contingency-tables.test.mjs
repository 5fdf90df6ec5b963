import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

/** The e-mailed link to the table of task `taskId` (the API writes e-mails as .eml to MAIL_DIR). */
async function linkMailedFor(taskId) {
  const dir = process.env.MAIL_DIR;
  assert.ok(dir, 'MAIL_DIR must name where the API writes e-mails');
  for (let attempt = 0; attempt < 150; attempt++) {
    const mails = (() => {
      try {
        return readdirSync(dir).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    })().map((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const link = mails.map((mail) => new RegExp(`(https?://\\S+/settings/contingency-tables\\?download=${taskId})`).exec(mail)?.[1]).find(Boolean);
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
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/command')), page.getByRole('button', { name: 'SOLICITAR' }).click()]);
    const { id: taskId } = await response.json();
    await page.getByText('Processo iniciado, assim que finalizado, você receberá um e-mail com as instruções').waitFor();
    await page.waitForURL('**/settings/contingency-tables');

    const row = page.locator(`tr[data-task-id="${taskId}"]`);
    await row.getByText('Loja Integrada').waitFor();
    await row.getByText('Ana Souza').waitFor();
    await row.getByText('Finalizado').waitFor({ timeout: 60_000 });
    assert.equal(await row.getByRole('button', { name: 'BAIXAR' }).isEnabled(), true);
    await screenshot(page, 'contingency-tables-list');

    // The e-mailed link opens the list and downloads that table.
    const link = await linkMailedFor(taskId);
    const [download] = await Promise.all([page.waitForEvent('download'), page.goto(new URL(link).pathname + new URL(link).search)]);
    assert.equal(download.suggestedFilename(), 'contingencia-loja-integrada.csv');
    const [header, ...lines] = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    assert.equal(header, 'Nome;FaixaCepDe;FaixaCepAte;PesoDe;PesoAte;Valor;PrazoEntrega;Seguro;Kg Excelente - Peso De;Kg Excelente - Valor por Kg');
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
            body: JSON.stringify({ from: '01310100', to, parcels: [{ width: 0.01, height: 0.01, length: 0.01, weight, quantity: 1, cargo_value: weight === 30 ? 200 : 600 }] }),
          });
          return (await answer.json()).data[0];
        },
        { to: zipTo, weight },
      );
      assert.equal(price, (Math.round(quote.estimated_cost * 100 + 500) / 100).toFixed(2), `${zipFrom}-${zipTo} até ${upTo} kg`);
      assert.equal(days, String(quote.delivery_days));
    }
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newestBatchDone, newPage, screenshot } from './browser.mjs';
import { buildZip } from '../../api/dist-tools/bench/zip-writer.js';

const FIXTURES = new URL('../../api/test/fixtures/cte/', import.meta.url);
const sample = (name) => readFileSync(new URL(name, FIXTURES));
// Loja Demo's CNPJ as the sample's sender: a company imports only CT-e it is a party of.
const sentByLojaDemo = (name) =>
  Buffer.from(sample(name).toString('utf8').replace('<CNPJ>23924902942209</CNPJ>', '<CNPJ>78901234000105</CNPJ>'));

describe('freight audit, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('imports CT-e, lists reconciled and unreconciled ones, and opens a comparison with the ICMS toggle', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.getByRole('link', { name: 'Auditoria de Frete' }).click();
    await page.getByRole('heading', { name: 'Auditoria de Frete' }).waitFor();
    await page.getByText('CT-e sem conciliação são contados nos últimos 90 dias.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Importar CTEs' }).click();
    await page.getByRole('heading', { name: 'Importar CTEs' }).waitFor();
    const zip = buildZip([
      { name: 'autorizado.xml', content: sentByLojaDemo('dacte_test_1.xml') },
      { name: 'cancelado.xml', content: sample('24210231626841000132570010000007811746401259.xml') },
    ]);
    await page
      .getByLabel('Arquivos dos CT-e')
      .setInputFiles([{ name: 'ctes.zip', mimeType: 'application/zip', buffer: zip }]);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page
      .getByText('Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.')
      .waitFor({ timeout: 30_000 });
    const row = await newestBatchDone(page);
    // id, name, status, then files, imported, errors
    assert.deepEqual((await row.getByRole('cell').allInnerTexts()).slice(3, 6), ['2', '1', '1']);
    await row.getByRole('button', { name: 'Log de errors' }).click();
    await page
      .getByRole('dialog', { name: 'Log de errors' })
      .getByText('ctes.zip/cancelado.xml: CT-e cancelado', { exact: false })
      .waitFor();
    await screenshot(page, 'audit-import');
    await page.keyboard.press('Escape');

    // Its NF-e is no order of Loja Demo: it waits on the unreconciled tab.
    await page.goto('/audit/without-order');
    await page.getByRole('row', { name: 'CT-e 99203223' }).waitFor();

    // A demo CT-e overcharged against its order's quote: red difference, per-fee rows, ICMS toggle.
    await page.getByRole('tab', { name: 'Conciliados' }).click();
    await page.getByRole('combobox', { name: 'Diferença' }).click();
    await page.getByRole('option', { name: 'Cobrado acima da cotação' }).click();
    await page.getByRole('button', { name: 'FILTRAR' }).click();
    const overcharged = page.getByRole('row', { name: /^CT-e \d+$/ }).first();
    await overcharged.waitFor();
    await overcharged.click();
    const drawer = page.getByRole('dialog', { name: 'Comparação com a cotação' });
    await drawer.getByText('A transportadora cobrou', { exact: false }).first().waitFor();
    assert.ok(
      (await drawer.locator('tr[data-status="higher"]').count()) >= 1,
      'a fee the carrier charged above the quote is shown in red',
    );
    // The ICMS is inside each fee of the CT-e: only with 'Destacar ICMS' does it get a CT-e value of its own.
    const icmsRow = drawer.locator('tr', { has: page.getByRole('cell', { name: 'ICMS', exact: true }) });
    const icmsCharged = async () =>
      (await icmsRow.count()) ? (await icmsRow.getByRole('cell').allInnerTexts())[3] : null;
    assert.ok([null, 'R$\u00a00,00', 'R$ 0,00'].includes(await icmsCharged()));
    await drawer.getByLabel('Destacar ICMS').click();
    await assertEventually(async () => {
      const charged = await icmsCharged();
      return charged !== null && !/^R\$\s0,00$/.test(charged);
    });
    await screenshot(page, 'audit-comparison');

    // Remapping: the carrier's FRETE PESO compared with the quote's toll instead (the rows swap).
    await drawer.getByLabel('Destacar ICMS').click();
    await drawer.getByRole('combobox', { name: 'Comparar FRETE PESO com' }).click();
    await page.getByRole('option', { name: 'Pedágio' }).click();
    await drawer
      .getByRole('row')
      .filter({ hasText: 'Pedágio' })
      .getByRole('cell', { name: 'FRETE PESO, PEDAGIO' })
      .waitFor();
    await drawer
      .getByRole('row')
      .filter({ hasText: 'Frete peso' })
      .getByRole('cell', { name: '–', exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'audit-remap');
  });
});

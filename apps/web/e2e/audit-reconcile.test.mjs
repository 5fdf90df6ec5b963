import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';

const fixture = (folder, name) =>
  readFileSync(new URL(`../../api/test/fixtures/${folder}/${name}`, import.meta.url), 'utf8');

const NFE_FILE = '35180834128745000152550010000476491552806942-nfe.xml';
const NFE_SAMPLE_KEY = '35180834128745000152550010000476491552806942';
const CTE_SAMPLE_KEY = '42240302484555000343570020003396861082134657';
const CTE_SAMPLE_NFE_KEY = '02394910232349239234934138491040891884149930';

// Numbers of this run's own: the browser tests share one database, and other files import the same samples.
const run = String(Date.now()).slice(-8);
const nfeNumber = `9${run}`;
const nfeKey = `${NFE_SAMPLE_KEY.slice(0, 25)}${nfeNumber}${NFE_SAMPLE_KEY.slice(34)}`;
const cteNumber = `7${run.slice(-7)}`;
const cteKey = `${CTE_SAMPLE_KEY.slice(0, 25)}${cteNumber.padStart(9, '0')}${CTE_SAMPLE_KEY.slice(34)}`;
const nfe = fixture('nfe', NFE_FILE)
  .replaceAll(NFE_SAMPLE_KEY, nfeKey)
  .replace('<nNF>47649</nNF>', `<nNF>${nfeNumber}</nNF>`);
const cte = fixture('cte', 'dacte_test_1.xml')
  .replaceAll(CTE_SAMPLE_KEY, cteKey)
  .replace(CTE_SAMPLE_NFE_KEY, nfeKey)
  .replace('<nCT>99203223</nCT>', `<nCT>${cteNumber}</nCT>`);

describe('freight audit: a CT-e waiting for its order, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('waits on Sem Conciliação until its NF-e is imported, then is reconciled with the new order', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');

    await page.goto('/audit/import');
    await page.getByRole('heading', { name: 'Importar CTEs' }).waitFor();
    await page
      .getByLabel('Arquivos dos CT-e')
      .setInputFiles([{ name: `cte-${cteNumber}.xml`, mimeType: 'text/xml', buffer: Buffer.from(cte) }]);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page
      .getByText('Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.')
      .waitFor({ timeout: 30_000 });
    await assertEventually(async () => {
      await page.goto('/audit/without-order');
      return page
        .getByRole('row', { name: `CT-e ${cteNumber}` })
        .waitFor({ timeout: 2_000 })
        .then(
          () => true,
          () => false,
        );
    }, 30_000);

    // The missing NF-e arrives through the orders' import: the order it creates reconciles the CT-e.
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Importar Notas' }).click();
    await page
      .getByLabel('Arquivos das notas fiscais')
      .setInputFiles([{ name: `nfe-${nfeNumber}.xml`, mimeType: 'text/xml', buffer: Buffer.from(nfe) }]);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page
      .getByText('Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.')
      .waitFor({ timeout: 30_000 });

    await assertEventually(async () => {
      await page.goto('/audit');
      await page.getByLabel('Pesquisar').fill(nfeNumber);
      await page.getByRole('button', { name: 'FILTRAR' }).click();
      return page
        .getByRole('row', { name: `CT-e ${cteNumber}` })
        .waitFor({ timeout: 2_000 })
        .then(
          () => true,
          () => false,
        );
    }, 60_000);
    await page.getByRole('row', { name: `CT-e ${cteNumber}` }).click();
    await page.getByRole('dialog', { name: 'Comparação com a cotação' }).getByText(nfeNumber).first().waitFor();
    await screenshot(page, 'audit-reconciled-after-nfe');

    await page.goto('/audit/without-order');
    await page.getByRole('heading', { name: 'Auditoria de Frete' }).waitFor();
    await assertEventually(async () => (await page.getByRole('row', { name: `CT-e ${cteNumber}` }).count()) === 0);
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newestBatchDone, newPage, screenshot } from './browser.mjs';
import { buildZip } from '../../api/dist-tools/bench/zip-writer.js';

const FIXTURES = new URL('../../api/test/fixtures/nfe/', import.meta.url);
const sample = (name) => readFileSync(new URL(name, FIXTURES));

describe('NF-e import, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('imports a zip of real NF-e with bad ones and reads the error log', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'usuario@despacho.test');
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Importar Notas' }).click();
    await page.getByRole('heading', { name: 'Importar Notas Fiscais' }).waitFor();

    const zip = buildZip([
      { name: 'cpf.xml', content: sample('35180834128745000152550010000474281920007498-nfe.xml') },
      { name: 'cnpj.xml', content: sample('35180834128745000152550010000476491552806942-nfe.xml') },
      { name: 'cancelada.xml', content: sample('cancelada_55_new.xml') },
      { name: 'nfce.xml', content: sample('nfce112_1.xml') },
    ]);
    await page.getByLabel('Arquivos das notas fiscais').setInputFiles([
      { name: 'notas.zip', mimeType: 'application/zip', buffer: zip },
      { name: 'leia-me.txt', mimeType: 'text/plain', buffer: Buffer.from('não é nota') },
    ]);
    await page.getByText('Ignorados (envie .xml ou .zip): leia-me.txt').waitFor();
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page
      .getByText('Arquivos enviados com sucesso. Analise se o retorno na listagem abaixo é o esperado.')
      .waitFor({ timeout: 30_000 });
    const row = await newestBatchDone(page);
    const cells = await row.getByRole('cell').allInnerTexts();
    // The spec's columns: id, then the batch by its number in the company (lote 1, 2...), never a uuid fragment.
    assert.match(cells[0], /^[0-9a-f-]{36}$/);
    assert.match(cells[1], /^\d+$/);
    assert.deepEqual(cells.slice(3, 6), ['4', '2', '2']);
    await row.getByRole('button', { name: 'Log de errors' }).click();
    const log = page.getByRole('dialog', { name: 'Log de errors' });
    await log
      .getByText(
        'notas.zip/cancelada.xml: NF-e cancelada: o arquivo traz o evento de cancelamento (110111) da nota; uma nota cancelada não gera pedido.',
      )
      .waitFor();
    await log.getByText('notas.zip/nfce.xml: NFC-e (modelo 65) não é nota de transporte.').waitFor();
    await screenshot(page, 'orders-import');

    await page.goto('/orders');
    await page.getByLabel('Buscar').fill('FULANO DOS SANTOS');
    await page.getByRole('row').filter({ hasText: '47428' }).getByText('Aguardando aceite').waitFor();
  });
});

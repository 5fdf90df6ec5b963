import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { nfeKeyCheckDigit } from '@despacho/domain';
import { launch, loginAs, newestBatchDone, newPage, screenshot } from './browser.mjs';
import {
  conembCtLine,
  conembFile,
} from '../../api/dist/modules/carrier-integrations/adapters/edi-files/conemb-file-builder.js';
import { doccobFile } from '../../api/dist/modules/carrier-integrations/adapters/edi-files/doccob-file-builder.js';

/** Loja Demo's CNPJ issues its NF-e and is the embarcadora of the carrier's files; Jadlog (demo catalog) sends them. */
const LOJA_DEMO = '78901234000105';
/** Drawers slide in: a screenshot waits until nothing moves. */
const stillDrawer = (page) =>
  page.waitForFunction(() =>
    globalThis.document.getAnimations().every((animation) => animation.playState !== 'running'),
  );

const JADLOG = { cnpj: '12345678000195', name: 'JADLOG LOGISTICA SA' };

describe('carrier files (CONEMB, DOCCOB, NOTFIS), in headless Chromium', () => {
  let browser;
  let page;
  let command;
  // Numbers of this run, so a second run on the same demo does not meet its own CT-e.
  const base = 700_000 + (Date.now() % 100_000) * 3;
  const [nf, reconciledCt, waitingCt] = [base, base + 1, base + 2];

  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    const token = await page.evaluate(() => localStorage.getItem('despacho.token'));
    command = async (action, payload) => {
      const answer = await page.request.post('/api/command', {
        headers: { 'X-Token': token },
        data: { action, payload },
      });
      assert.equal(answer.status(), 200, `${action}: ${await answer.text()}`);
      return answer.json();
    };
    const first43 = `352611${LOJA_DEMO}55001${String(nf).padStart(9, '0')}112345678`;
    await command('NewOrder', {
      reference: `EDI-${nf}`,
      from_cd_reference: 'CD1',
      invoice_number: String(nf),
      invoice_key: first43 + nfeKeyCheckDigit(first43),
      to_address: {
        residential: true,
        name: 'Maria da Silva',
        federal_tax_id: '52998224725',
        phone: '11987654321',
        email: 'maria@exemplo.com.br',
        zip: '22021001',
        street1: 'Avenida Atlântica',
        number: '1702',
        neighborhood: 'Copacabana',
        city: 'Rio de Janeiro',
        state: 'RJ',
      },
      shipments: [
        { reference: 'SKU-1', quantity: 1, width: 0.3, height: 0.2, length: 0.4, weight: 2.5, cargo_value: 199.9 },
      ],
    });
  });
  after(() => browser?.close());

  it('imports a CONEMB on Importar CTEs: its CT-e reconciled with the order, a bad line in the error log', async () => {
    const ct = { issued: '27112026', carrier_cnpj: JADLOG.cnpj, shipper_cnpj: LOJA_DEMO, weight: 2.5 };
    const file = conembFile({
      carrier: JADLOG,
      cts: [
        // Far above any quote: it waits for a decision.
        {
          ...ct,
          number: reconciledCt,
          total: 480,
          components: { frete_peso: 400, pedagio: 80 },
          nfs: [{ number: nf }],
        },
        { ...ct, number: waitingCt, total: 50, components: { frete_peso: 50 }, nfs: [{ number: 1 }] },
      ],
    }).concat(conembCtLine({ ...ct, number: base + 3, total: 1, nfs: [] }), '\r\n');

    await page.getByRole('link', { name: 'Auditoria de Frete' }).click();
    await page.getByRole('link', { name: 'Importar CTEs' }).click();
    await page
      .getByLabel('Arquivos dos CT-e (XML) ou CONEMB (PROCEDA 3.1)')
      .setInputFiles([{ name: 'CONEMB.TXT', mimeType: 'text/plain', buffer: Buffer.from(file, 'latin1') }]);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    const row = await newestBatchDone(page);
    // id, name, status, then CT read, imported, errors
    assert.deepEqual((await row.getByRole('cell').allInnerTexts()).slice(3, 6), ['3', '2', '1']);
    await row.getByRole('button', { name: 'Log de errors' }).click();
    await page
      .getByRole('dialog', { name: 'Log de errors' })
      .getByText('CONEMB.TXT linha 7: CT', { exact: false })
      .waitFor();
    await stillDrawer(page);
    await screenshot(page, 'carrier-files-conemb-import');
    await page.keyboard.press('Escape');

    await page.goto('/audit');
    await page.getByRole('row', { name: `CT-e ${reconciledCt}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Comparação com a cotação' });
    await drawer.getByText('A transportadora cobrou', { exact: false }).first().waitFor();
    assert.ok(
      (await drawer.locator('tr[data-status="higher"]').count()) >= 1,
      'the CONEMB weight fee is above the quote',
    );
    await screenshot(page, 'carrier-files-conemb-comparison');
    await page.keyboard.press('Escape');
    await page.goto('/audit/without-order');
    await page.getByRole('row', { name: `CT-e ${waitingCt}` }).waitFor();
  });

  it("imports a DOCCOB on 'Faturas (DOCCOB)' and flags the CT-e that are not in Despacho", async () => {
    const ct = { issued: '27112026', sender_cnpj: LOJA_DEMO, carrier_cnpj: JADLOG.cnpj };
    const bill = base % 10_000_000;
    const file = doccobFile({
      carrier: JADLOG,
      bills: [
        {
          number: bill,
          issued: '28112026',
          due: '15122026',
          amount: 530,
          ctes: [
            { ...ct, number: reconciledCt, freight: 480 },
            { ...ct, number: base + 9, freight: 50 },
          ],
        },
      ],
    });
    await page.goto('/audit');
    await page.getByRole('link', { name: 'Faturas (DOCCOB)' }).click();
    await page.getByRole('heading', { name: 'Faturas das transportadoras (DOCCOB)' }).waitFor();
    await page
      .getByLabel('Arquivos DOCCOB (PROCEDA 3.0) das transportadoras')
      .setInputFiles([{ name: 'DOCCOB.TXT', mimeType: 'text/plain', buffer: Buffer.from(file, 'latin1') }]);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('1 fatura importada com 2 CT-e cobrados.').waitFor();
    const row = page.getByRole('row', { name: new RegExp(`^${bill} / série 1`) });
    await row.getByText('1 fora do Despacho').waitFor();
    await row.getByRole('button', { name: 'Ver CT-e' }).click();
    const drawer = page.getByRole('dialog', { name: `Fatura ${bill} - ${JADLOG.name}` });
    const charged = drawer.getByRole('table', { name: 'CT-e cobrados' });
    await charged.getByRole('row', { name: new RegExp(`^${reconciledCt} / série 1 .*Aguardando decisão$`) }).waitFor();
    await charged.getByRole('row', { name: new RegExp(`^${base + 9} / série 1 .*Não está no Despacho$`) }).waitFor();
    await stillDrawer(page);
    await screenshot(page, 'carrier-files-doccob');
    await page.keyboard.press('Escape');

    // The same file again: nothing imported, the reason shown.
    await page
      .getByLabel('Arquivos DOCCOB (PROCEDA 3.0) das transportadoras')
      .setInputFiles([{ name: 'DOCCOB.TXT', mimeType: 'text/plain', buffer: Buffer.from(file, 'latin1') }]);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Nenhuma fatura importada: veja os motivos abaixo.').waitFor();
    await page.getByText(`DOCCOB.TXT linha 4: fatura ${bill} série 1 de ${JADLOG.name} já importada.`).waitFor();
  });

  it('downloads the NOTFIS of a pickup on the pickups screen', async () => {
    await page.goto('/pickups');
    const button = page.getByRole('button', { name: /^NOTFIS da coleta \d+$/ }).first();
    const name = await button.getAttribute('aria-label');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    assert.equal(download.suggestedFilename(), `NOTFIS-${name.replace('NOTFIS da coleta ', '')}.txt`);
    const lines = readFileSync(await download.path(), 'latin1')
      .split('\r\n')
      .filter(Boolean);
    assert.deepEqual(
      lines.slice(0, 3).map((line) => line.slice(0, 3)),
      ['000', '310', '311'],
    );
    assert.equal(lines.at(-1).slice(0, 3), '318');
    assert.ok(lines.every((line) => line.length === 240 || (line.startsWith('313') && line.length === 285)));
  });
});

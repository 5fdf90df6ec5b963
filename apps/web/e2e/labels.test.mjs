import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { assertEventually, BASE_URL, launch, loginAs, newPage, screenshot } from './browser.mjs';

// Issue 31's walk: Correios connected to the stub the API serves outside production; 'Gerar
// etiqueta' on an order's detail (pre-posting, the object code, the carrier's PDF downloaded), a bulk
// run from the orders list with its progress and the refused orders listed, then the order cancelled
// and its package seen 'Cancelada', the pre-posting cancelled in the stub's own log.
const STUB = `${BASE_URL}/stubs/carriers/correios`;
const CARRIER = 'Correios SEDEX';
const OBJECT_CODE = /^[A-Z]{2}\d{9}BR$/;

describe('Labels: generate, print, bulk run and void (Correios stub), in headless Chromium', () => {
  let browser;
  let page;
  let api;
  let command;
  const run = Date.now();
  const references = [`ETQ-${run}-1`, `ETQ-${run}-2`, `ETQ-${run}-3`];
  const cancelled = `ETQ-${run}-C`;
  const ids = {};

  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    const token = await page.evaluate(() => localStorage.getItem('despacho.token'));
    const headers = { 'X-Token': token };
    api = async (path) => {
      const answer = await page.request.get(`/api/${path}`, { headers });
      assert.equal(answer.status(), 200, path);
      return answer.json();
    };
    command = async (action, payload) => {
      const answer = await page.request.post('/api/command', { headers, data: { action, payload } });
      assert.equal(answer.status(), 200, `${action}: ${await answer.text()}`);
      return answer.json();
    };
    // Three orders of our own: two of the Correios carrier, the third over the service's 30 kg.
    const demo = await api('orders?limit=200');
    const correios = demo.data.find((o) => o.carrier?.name === CARRIER);
    assert.ok(correios, `um pedido da ${CARRIER} no demo`);
    const centers = await api('distribution-centers');
    const [center] = centers.data;
    const recipient = {
      residential: true,
      name: 'Joana Etiqueta',
      federal_tax_id: '52998224725',
      phone: '11987654321',
      email: 'joana@exemplo.com.br',
      zip: '22021001',
      street1: 'Avenida Atlântica',
      number: '1702',
      neighborhood: 'Copacabana',
      city: 'Rio de Janeiro',
      state: 'RJ',
    };
    for (const [index, reference] of [...references, cancelled].entries()) {
      const created = await command('NewOrder', {
        reference,
        from_cd_reference: center.reference,
        to_address: recipient,
        carrier_id: correios.carrier.id,
        shipments: [
          {
            reference: 'SKU-ETQ',
            quantity: index === 0 ? 2 : 1,
            width: 0.3,
            height: 0.2,
            length: 0.4,
            weight: index === 2 ? 40 : 2.5,
            cargo_value: 199.9,
          },
        ],
      });
      ids[reference] = created.id;
    }
  });
  after(() => browser?.close());

  it('connects Correios to the stub for the Correios carrier', async () => {
    await page.goto('/settings/integrations/carriers');
    await page.getByRole('link', { name: 'Adicionar Correios' }).click();
    await page.getByRole('textbox', { name: 'Usuário' }).fill(`etiquetas-${run}`);
    await page.locator('input[type="password"]').fill('codigo-de-acesso');
    await page.getByRole('textbox', { name: 'Cartão de postagem' }).fill('0067599079');
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await page.getByText('Conexão aceita').waitFor();
    await page.getByPlaceholder('Selecione').click();
    await page.getByRole('option', { name: CARRIER }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Salvar integração' }).click();
    await page.getByText('Integração adicionada com sucesso.').waitFor();
  });

  it("'Gerar etiqueta' on the detail: one pre-posting per package, the code on the order, the PDF downloaded", async () => {
    const id = ids[references[0]];
    await page.goto(`/orders/${id}`);
    await page.getByText('Nenhuma etiqueta gerada para este pedido.').waitFor();
    await page.getByRole('button', { name: 'Gerar etiqueta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gerar etiquetas' });
    await dialog.getByText('Concluído: 1 pedido com etiqueta, 0 recusados.').waitFor({ timeout: 30_000 });
    await screenshot(page, 'labels-order-run', { fullPage: false });
    const [merged] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Baixar etiquetas (PDF 10×15)' }).click(),
    ]);
    assert.match(merged.suggestedFilename(), /^etiquetas-pdf_10x15\.pdf$/);
    assert.equal((await readFile(await merged.path())).subarray(0, 5).toString(), '%PDF-');
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    const section = page.getByRole('table', { name: 'Etiquetas do pedido' });
    await section.getByText('Pronta').first().waitFor();
    assert.equal(await section.getByText('Pronta').count(), 2);
    const codes = await section.locator('td').filter({ hasText: OBJECT_CODE }).allInnerTexts();
    assert.equal(codes.length, 2);
    assert.notEqual(codes[0], codes[1]);
    // The first package's code is the volume's tracking number: the poller follows it.
    const order = await api(`orders/${id}`);
    assert.equal(order.shipments[0].tracking_number, codes[0].trim());
    const [zpl] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar ZPL (impressora térmica)' }).click(),
    ]);
    const thermal = (await readFile(await zpl.path())).toString('utf8');
    assert.equal(thermal.match(/\^XA/g).length, 2);
    assert.ok(thermal.includes(codes[1].trim()));
    await screenshot(page, 'labels-order-detail');

    // Generating again calls no carrier: the stub still holds one pre-posting per package.
    await page.getByRole('button', { name: 'Gerar etiqueta' }).click();
    await dialog.getByText('Concluído: 1 pedido com etiqueta, 0 recusados.').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    const log = await (await fetch(`${STUB}/_log`)).json();
    for (const code of codes)
      assert.equal(log.prepostagens.list.filter((p) => p.codigoObjeto === code.trim()).length, 1);
  });

  it('bulk run from the orders list: progress, the refused order with its reason, the merged file', async () => {
    await page.goto('/orders');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(`ETQ-${run}`);
    for (const reference of references) await page.getByLabel(`Selecionar ${reference}`).check();
    await page.getByRole('button', { name: 'Gerar etiquetas (3)' }).click();
    await page.getByRole('dialog', { name: 'Gerar etiquetas' }).getByRole('button', { name: 'Gerar' }).click();
    const progress = page.getByRole('dialog', { name: 'Gerar etiquetas' });
    await progress.getByText('Concluído: 2 pedidos com etiqueta, 1 recusado.').waitFor({ timeout: 60_000 });
    await progress.getByText(references[2]).waitFor();
    await progress.getByText(/limite do serviço/).waitFor();
    await screenshot(page, 'labels-bulk-run', { fullPage: false });
    const [merged] = await Promise.all([
      page.waitForEvent('download'),
      progress.getByRole('button', { name: 'Baixar etiquetas (PDF 10×15)' }).click(),
    ]);
    assert.equal((await readFile(await merged.path())).subarray(0, 5).toString(), '%PDF-');
    await progress.getByRole('button', { name: 'Fechar' }).click();
    const refused = await api(`orders/${ids[references[2]]}/labels`);
    assert.equal(refused.packages[0].state, 'failed');
  });

  it("cancelling the order voids its label: 'Cancelada' on the package, the pre-posting cancelled", async () => {
    const id = ids[cancelled];
    await page.goto(`/orders/${id}`);
    await page.getByRole('button', { name: 'Gerar etiqueta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gerar etiquetas' });
    await dialog.getByText('Concluído: 1 pedido com etiqueta, 0 recusados.').waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    const code = (await api(`orders/${id}/labels`)).packages[0].tracking_number;
    const section = page.getByRole('table', { name: 'Etiquetas do pedido' });
    await section.getByText(code).waitFor();

    await page.getByRole('button', { name: 'Ações', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cancelar pedido' }).click();
    await page.getByRole('dialog', { name: 'Cancelar pedido' }).getByRole('button', { name: 'Confirmar' }).click();
    await assertEventually(async () => (await api(`orders/${id}`)).status.id === 9, 10_000);
    // The relay runs the voiding policy, a job cancels the pre-posting with the carrier.
    await assertEventually(
      async () => (await api(`orders/${id}/labels`)).packages.every((p) => p.state === 'voided'),
      30_000,
    );
    await page.reload();
    await section.getByText('Cancelada').waitFor();
    await section.getByText('Pedido cancelado.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Gerar etiqueta' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^Baixar/ }).count(), 0);
    await screenshot(page, 'labels-order-cancelled');
    const log = await (await fetch(`${STUB}/_log`)).json();
    assert.equal(log.prepostagens.list.find((posting) => posting.codigoObjeto === code).status, 'CANCELADO');
  });
});

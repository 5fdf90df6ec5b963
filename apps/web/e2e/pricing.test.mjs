import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';

const stamp = Date.now().toString(36).slice(-6).toUpperCase();
const reference = `E2E${stamp}`;
const tableName = `e2e-manaus-${stamp}`;
// One route (Manaus) with a single band: 77,77 for up to 30 kg, 7 business days.
const TABLE_CSV = 'cep_inicial;cep_final;uf;regiao;prazo;ate_30kg\n69000000;69299999;AM;MANAUS E2E;7;77,77\n';

async function choose(page, label, option) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('catalog and pricing, in headless Chromium', () => {
  let browser;
  let page;
  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'super@despacho.test');
  });
  after(() => browser?.close());

  it('registers a CD with the address filled from the CEP', async () => {
    await page.goto('/settings/distribution-centers');
    await page.getByRole('link', { name: 'CADASTRAR CD' }).click();
    await page.waitForURL('**/settings/distribution-centers/new');
    assert.equal(await page.getByLabel('Código').inputValue(), 'CD1');
    await page.getByLabel('Código').fill(reference);
    await page.getByLabel(/^Nome/).fill('CD Manaus E2E');
    await page.getByLabel('Razão social').fill('Loja Demo Comércio Ltda');
    await page.getByLabel('CNPJ').pressSequentially('11222333000181');
    await page.getByLabel('Telefone').pressSequentially('92987654321');
    await page.getByLabel('CEP').pressSequentially('69010000');
    // Offline look-up: city and state come from the shipped CEP ranges.
    await assertEventually(async () => (await page.getByLabel('Cidade').inputValue()) === 'Manaus');
    assert.equal(await page.getByRole('combobox', { name: 'Estado' }).inputValue(), 'AM');
    await page.getByLabel(/^Endereço\s*\*?$/).fill('Avenida Eduardo Ribeiro');
    await page.getByLabel('Número').fill('520');
    await page.getByLabel('Bairro').fill('Centro');
    await screenshot(page, 'distribution-center-new');
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await page.getByText('CD cadastrado com sucesso').waitFor();
    await page.getByRole('row', { name: new RegExp(reference) }).waitFor();
  });

  it('uploads a freight table in three steps and switches it on', async () => {
    await page.goto('/settings/freight-tables/new');
    await choose(page, 'Transportadora', 'Total Express');
    await page.getByLabel('Região de origem').fill('AM E2E');
    await page.getByRole('button', { name: 'PRÓXIMO' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: `${tableName}.csv`, mimeType: 'text/csv', buffer: Buffer.from(TABLE_CSV) });
    await page.getByRole('button', { name: 'PRÓXIMO' }).click();
    await page.getByRole('button', { name: 'ENVIAR', exact: true }).click();
    await page.getByText('Tabela de frete cadastrada!').waitFor();
    await page.getByRole('link', { name: 'IR PARA A LISTA' }).click();
    await page.waitForURL('**/settings/freight-tables');
    const row = page.getByRole('row', { name: new RegExp(tableName) });
    await row.waitFor();
    assert.match(await row.innerText(), /AM \(1\)/);
    await row.getByRole('switch').click({ force: true });
    await page.getByText('Tabela de frete ATIVADA com sucesso!').waitFor();
    await screenshot(page, 'freight-tables');
  });

  it("quotes from /quote with the new table; the demo '+10% Norte' rule shows in the log", async () => {
    const quoteRow = await quoteManaus(page);
    const text = await quoteRow.innerText();
    // 77,77 from the table, +10 % from the demo rule for the North = 85,55; 7 days + 2 of the rule.
    assert.match(text, /R\$\s85,55/);
    assert.match(text, /9 dias úteis/);
    await quoteRow.getByRole('button', { name: 'Ver log' }).click();
    await page.getByRole('cell', { name: 'Frete peso', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Regra de frete: acréscimo percentual', exact: true }).waitFor();
    await page.getByText('Outras cotações').waitFor();
    await screenshot(page, 'quote');

    await page.getByRole('link', { name: 'HISTÓRICO' }).click();
    await page.waitForURL('**/quote/logs');
    await page
      .getByRole('row', { name: /69010-000/ })
      .first()
      .waitFor();
  });

  it('adds a free-shipping rule for one state and sees it on /quote', async () => {
    await page.goto('/settings/freight-rules/new');
    await page.getByLabel('Nome da regra').fill(`Grátis AM ${stamp}`);
    await page.getByLabel('Início da vigência').fill('01/01/2026');
    await page.getByLabel('Início da vigência').press('Escape');
    const route = page.getByRole('group', { name: 'Destino 1' });
    await route.getByText('Estado', { exact: true }).click();
    await route.getByRole('combobox', { name: 'Estado' }).fill('Amazonas');
    await page.getByRole('option', { name: 'Amazonas (AM)' }).click();
    await route.getByRole('combobox', { name: 'Tipo de regra' }).click();
    await page.getByRole('option', { name: 'Valor fixo' }).click();
    await route.getByLabel('Valor (R$)').fill('0');
    await route.getByText('Frete grátis').waitFor();
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await page.getByText('Regra cadastrada com sucesso').waitFor();

    const quoteRow = await quoteManaus(page);
    await quoteRow.getByText('Frete grátis').waitFor();
    await quoteRow.getByRole('button', { name: 'Ver log' }).click();
    await page.getByRole('cell', { name: 'Regra de frete: valor fixo', exact: true }).waitFor();
    await screenshot(page, 'quote-free-shipping');
  });

  it("downloads the quote history from /quote and /quote/logs as 'report-quotations-{timestamp}.csv'", async () => {
    for (const path of ['/quote', '/quote/logs']) {
      await page.goto(path);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV', exact: true }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^report-quotations-\d{8}-\d{6}\.csv$/);
      const lines = (await readFile(await download.path(), 'utf8')).split('\n');
      assert.equal(
        lines[0],
        '\uFEFFid;data;canal;cep_origem;cep_destino;volumes;valor_mercadoria;transportadora;valor_frete;prazo_dias_uteis',
      );
      // The Manaus quotes above, with the new table's carrier and the free-shipping rule's price.
      assert.ok(
        lines.some((line) => /;69010000;1;100,00;Total Express;0,00;\d+$/.test(line)),
        lines.slice(0, 5).join('\n'),
      );
    }
  });
});

/** Quotes 2 kg to Manaus from the new CD with Total Express on /quote; answers the new table's row. */
async function quoteManaus(page) {
  await page.goto('/quote');
  await choose(page, 'CD de origem', `${reference} - CD Manaus E2E`);
  await page.getByLabel('CEP de destino').pressSequentially('69010000');
  await choose(page, 'Transportadora', 'Total Express');
  await page.getByLabel('Largura (cm) da linha 1').fill('20');
  await page.getByLabel('Altura (cm) da linha 1').fill('20');
  await page.getByLabel('Comprimento (cm) da linha 1').fill('20');
  await page.getByLabel('Peso (kg) da linha 1').fill('2');
  await page.getByLabel('Valor total da linha 1').fill('100');
  await page.getByRole('button', { name: 'COTAR' }).click();
  const row = page.getByRole('row', { name: /MANAUS E2E/ });
  await row.waitFor();
  return row;
}

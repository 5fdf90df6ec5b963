import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

const name = `Grátis BA ${Date.now().toString(36)}`;

/** Quotes Salvador (BA) with the page's session, retrying briefly while the API drops its compiled pricing. */
async function quoteSalvador(page, expectFree) {
  const token = await page.evaluate(() => localStorage.getItem('despacho.token'));
  for (let attempt = 0; ; attempt++) {
    const response = await page.request.post('/api/quotations', {
      headers: { 'X-Token': token },
      data: {
        to: '40010000',
        debug: true,
        parcels: [{ width: 0.2, height: 0.2, length: 0.2, weight: 2, quantity: 1, cargo_value: 100 }],
      },
    });
    const quotes = (await response.json()).data;
    if (quotes.every((q) => q.free_shipping === expectFree) || attempt === 20) return quotes;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('freight rules, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it("shows 'Loja Demo' rules, then creates, switches off and removes a free-shipping rule for one state", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/settings/freight-rules');
    await page.getByRole('row', { name: /Frete grátis Sudeste acima de R\$ 299/ }).waitFor();
    assert.match(await page.getByRole('row', { name: /Sem Total Express no RS/ }).innerText(), /Total Express/);
    await screenshot(page, 'freight-rules-list');

    await page.getByRole('link', { name: 'NOVA REGRA' }).click();
    await page.waitForURL('**/settings/freight-rules/new');
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await page.getByText('Digite um nome para essa regra').waitFor();
    await page.getByText('Coloque uma data de início de vigência dessa regra').waitFor();

    await page.getByLabel('Nome da regra').fill(name);
    await page.getByLabel('Início da vigência').fill('01/01/2026');
    await page.getByLabel('Início da vigência').press('Escape');
    const route = page.getByRole('group', { name: 'Destino 1' });
    await route.getByText('Estado', { exact: true }).click();
    await route
      .getByRole('textbox', { name: 'Estado' })
      .or(route.getByRole('combobox', { name: 'Estado' }))
      .first()
      .fill('Bahia');
    await page.getByRole('option', { name: 'Bahia (BA)' }).click();
    assert.equal(await route.getByLabel('CEP inicial').inputValue(), '40.000-000');
    await route
      .getByRole('textbox', { name: 'Tipo de regra' })
      .or(route.getByRole('combobox', { name: 'Tipo de regra' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Valor fixo' }).click();
    await route.getByLabel('Valor (R$)').fill('0');
    await route.getByText('Frete grátis').waitFor();
    await screenshot(page, 'freight-rule-new');
    await page.getByRole('button', { name: 'CADASTRAR' }).click();
    await page.getByText('Regra cadastrada com sucesso').waitFor();
    await page.waitForURL('**/settings/freight-rules');

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    assert.match(await row.innerText(), /A partir de 01\/01\/2026/);
    const free = await quoteSalvador(page, true);
    assert.ok(free.length > 0);
    for (const quote of free) {
      assert.equal(quote.estimated_cost, 0);
      assert.equal(quote.log.details.at(-1).fee, 'freight_rule_fixed_value');
    }

    await row.getByRole('switch').click({ force: true });
    await page.getByText('Regra de frete atualizada com sucesso').waitFor();
    assert.equal(await row.getByRole('switch').isChecked(), false);
    assert.ok((await quoteSalvador(page, false)).every((quote) => quote.estimated_cost > 0));

    await row.getByRole('link', { name: 'Excluir' }).click();
    await page.getByRole('button', { name: 'EXCLUIR DEFINITIVAMENTE' }).click();
    await page.getByText('Regra de frete excluída com sucesso').waitFor();
    await page.waitForURL('**/settings/freight-rules');
    await page.getByRole('row', { name: new RegExp(name) }).waitFor({ state: 'detached' });
  });
});

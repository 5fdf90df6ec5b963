import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

// docs/roles.md: a company's admin is a merchant; the provider's staff are the super admins.
describe('who is the provider staff, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it("shows a company admin the shipper's 'Coletas' screen, without the operations edits", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/pickups');
    await page.getByRole('heading', { name: 'Coletas', exact: true }).waitFor();
    await page.getByRole('link', { name: 'GERAR COLETAS' }).waitFor();
    // The demo always has a pickup due today: the black card counts them.
    await page.getByText(/^Voce tem \d+ coletas para hoje!$/).waitFor();
    await page
      .getByRole('link', { name: /^Pedidos da coleta/ })
      .first()
      .waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Gestao de Coletas' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: /^Editar coleta/ }).count(), 0);
    await screenshot(page, 'pickups-company-admin');
  });

  it("shows the super admin 'Gestao de Coletas' with the edit icon on each pickup", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'super@despacho.test');
    await page.goto('/pickups');
    await page.getByRole('heading', { name: 'Gestao de Coletas' }).waitFor();
    await page
      .getByRole('button', { name: /^Editar coleta/ })
      .first()
      .waitFor();
    assert.equal(await page.getByRole('link', { name: 'GERAR COLETAS' }).count(), 0);
    await screenshot(page, 'pickups-operations');
  });
});

// Phones and amounts typed and shown as people read them (issue 10): '(11) 3333-4444', '(11) 98765-4321', 'R$ 1.299,90'.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

describe('phone and money masks, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('masks a landline and a mobile in the carrier form', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/settings/carriers/new');
    const phone = page.getByLabel(/^Telefone/);
    await phone.pressSequentially('1133334444');
    assert.equal(await phone.inputValue(), '(11) 3333-4444');
    await phone.fill('');
    await phone.pressSequentially('11987654321');
    assert.equal(await phone.inputValue(), '(11) 98765-4321');
    await screenshot(page, 'masks-carrier-phone', { fullPage: false });
  });

  it('shows two decimals in every money input: product price and a quote line', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/settings/products/new');
    const price = page.getByLabel(/^Preço/);
    await price.fill('1299,9');
    await price.blur();
    assert.equal(await price.inputValue(), 'R$ 1.299,90');

    await page.goto('/quote');
    const value = page.getByLabel('Valor total da linha 1');
    await value.fill('1299,9');
    await value.blur();
    assert.equal(await value.inputValue(), 'R$ 1.299,90');
    await screenshot(page, 'masks-quote-money', { fullPage: false });
  });

  it("shows the recipient's phone formatted on the order detail", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/orders');
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Destinatário', exact: true }).waitFor();
    const line = await page
      .locator('p')
      .filter({ hasText: /^Telefone:/ })
      .first()
      .innerText();
    assert.match(line, /^Telefone: \(\d{2}\) \d{4,5}-\d{4}$/);
  });
});

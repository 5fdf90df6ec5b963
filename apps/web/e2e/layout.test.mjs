/* global document, window -- page.evaluate callbacks run in the browser */
// Every list at 1440 px (issue 10): no table wider than the space it has, long cells cut with their text
// in a tooltip; public tracking pages centred. Screenshots in e2e/screenshots/layout-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

const WIDE = { width: 1440, height: 900 };

const LISTS = [
  ['orders', '/orders'],
  ['products', '/settings/products'],
  ['carriers', '/settings/carriers'],
  ['pickups', '/pickups'],
  ['users', '/settings/users'],
  ['freight-tables', '/settings/freight-tables'],
  ['distribution-centers', '/settings/distribution-centers'],
];

/** Every table, and each of its ancestors up to <main>, fits: nothing scrolls sideways or is cut at the right. */
function overflowsOf(page) {
  return page.evaluate(() => {
    const found = [];
    const main = document.querySelector('main');
    const right = main.getBoundingClientRect().right;
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      found.push(`página: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`);
    for (const table of document.querySelectorAll('main table')) {
      for (let el = table; el && el !== main.parentElement; el = el.parentElement) {
        if (el.scrollWidth > el.clientWidth + 1)
          found.push(
            `${el.tagName.toLowerCase()}.${el.className.split(' ')[0]}: ${el.scrollWidth} > ${el.clientWidth}`,
          );
      }
      if (table.getBoundingClientRect().right > right + 1)
        found.push(`tabela passa da página: ${table.getBoundingClientRect().right} > ${right}`);
    }
    return found;
  });
}

describe('layout at 1440 px, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  for (const login of ['admin@despacho.test', 'super@despacho.test']) {
    it(`fits every list in the page for ${login}`, async () => {
      const page = await newPage(browser);
      await page.setViewportSize(WIDE);
      await loginAs(page, login);
      const problems = [];
      for (const [name, path] of LISTS) {
        await page.goto(path);
        await page.locator('main table tbody tr').first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `layout-${name}-${login.split('@')[0]}`, { fullPage: false });
        for (const problem of await overflowsOf(page)) problems.push(`${path}: ${problem}`);
      }
      assert.deepEqual(problems, []);
    });
  }

  it('cuts a long SKU and title in the products list, whole in a tooltip, and the list still fits', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    await loginAs(page, 'admin@despacho.test');
    const sku = `SKU-${'LONGO'.repeat(16)}-${Date.now().toString(36)}`.toUpperCase();
    const answer = await page.evaluate(async (reference) => {
      const headers = { 'X-Token': localStorage.getItem('despacho.token'), 'Content-Type': 'application/json' };
      const centers = await (await fetch('/api/distribution-centers?limit=100', { headers })).json();
      const payload = {
        reference,
        description: `Conjunto de panelas ${'antiaderentes '.repeat(12)}`.trim(),
        price: 1299.9,
        distribution_center_id: centers.data[0].id,
        width: 0.3,
        height: 0.2,
        length: 0.4,
        weight: 2,
        quantity: 1,
      };
      const response = await fetch('/api/command', {
        method: 'POST',
        headers,
        body: JSON.stringify({ action: 'NewProduct', payload }),
      });
      return response.status;
    }, sku);
    assert.ok(answer < 300, `NewProduct: ${answer}`);
    await page.goto('/settings/products');
    await page.getByLabel('Buscar por SKU').fill(sku.slice(0, 20));
    const cell = page.getByText(sku, { exact: true });
    await cell.waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await overflowsOf(page), []);
    await cell.hover();
    await page.getByRole('tooltip', { name: sku }).waitFor();
    await screenshot(page, 'layout-products-long', { fullPage: false });
  });

  it('fits the orders list with the longest value each column may hold, cut and whole in a tooltip', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    await loginAs(page, 'admin@despacho.test');
    // The first order of the page answered at the lengths the API accepts (nothing stored: other files read
    // the same company's orders): a 100-character reference, names and channel number, a 20-character invoice.
    const long = (start) => `${start} ${'Wmwmwmwmwm'.repeat(10)}`.slice(0, 100);
    const invoice = '12345678901234567890';
    // Any other answer goes through as it came: a request the page drops meanwhile (its fetch fails), a
    // refusal, an empty page. One left unanswered here would keep the network busy past the wait below.
    await page.route(/\/api\/orders\?/, async (route) => {
      const response = await route.fetch().catch(() => null);
      if (!response) return route.abort().catch(() => {});
      const body = response.ok() ? await response.json() : null;
      if (!body?.data?.length) return route.fulfill({ response });
      body.data[0] = {
        ...body.data[0],
        reference: long('PED'),
        status: { id: 11, description: 'Aguardando Aprovação' },
        carrier: null,
        carrier_name: long('Transportadora'),
        from_address: { ...body.data[0].from_address, city: long('Origem') },
        to_address: { ...body.data[0].to_address, name: long('Destinatário'), city: long('Destino'), state: 'SP' },
        pickup_date: '2026-11-30',
        invoice_number: invoice,
        property: { ...body.data[0].property, channel: long('Canal'), marketplace_order_number: long('9') },
        estimated_cost: 99_999.99,
      };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/orders');
    const cell = page.getByText(invoice, { exact: true });
    await cell.waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await overflowsOf(page), []);
    await cell.hover();
    await page.getByRole('tooltip', { name: invoice }).waitFor();
    await screenshot(page, 'layout-orders-long', { fullPage: false });
  });

  it("shows the freight tables' 'Principais destinos' chips whole (no 'S..') at 1440 px", async () => {
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/settings/freight-tables');
    await page.locator('main table tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'layout-freight-tables-destinations', { fullPage: false });
    const chips = await page.evaluate(() =>
      [...document.querySelectorAll('main table tbody .mantine-Badge-label')].map((label) => ({
        text: label.textContent,
        cut: label.scrollWidth > label.clientWidth,
      })),
    );
    assert.ok(
      chips.some((chip) => /^[A-Z]{2} \(\d+\)$/.test(chip.text)),
      JSON.stringify(chips),
    );
    assert.deepEqual(
      chips.filter((chip) => chip.cut),
      [],
    );
  });

  it("fits the pickup side panel's order table, all 9 columns in view, at 1440 px", async () => {
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    await loginAs(page, 'super@despacho.test');
    await page.goto('/pickups');
    await page
      .getByRole('button', { name: /^Editar coleta / })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('table tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'layout-pickup-drawer', { fullPage: false });
    const problems = await page.evaluate(() => {
      const found = [];
      const body = document.querySelector('.mantine-Drawer-body');
      const table = body.querySelector('table');
      const right = body.getBoundingClientRect().right;
      for (let el = table; el && el !== body.parentElement; el = el.parentElement)
        if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.tagName}: ${el.scrollWidth} > ${el.clientWidth}`);
      for (const th of table.querySelectorAll('thead th'))
        if (th.getBoundingClientRect().right > right + 1) found.push(`coluna fora: ${th.textContent}`);
      return { found, columns: table.querySelectorAll('thead th').length };
    });
    assert.deepEqual(problems, { found: [], columns: 9 });
  });

  it("shows every row of the dashboard's 'SLA por estado' and reviews, none behind a scroll in the card", async () => {
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/dashboard');
    const states = page.getByRole('region', { name: 'SLA por estado' });
    await states.locator('table tbody tr').first().waitFor();
    await page.getByRole('region', { name: 'Avaliações' }).getByRole('tab').first().waitFor();
    await page.waitForLoadState('networkidle');
    await states.screenshot({
      path: new URL('./screenshots/layout-dashboard-states-sla.png', import.meta.url).pathname,
    });
    await screenshot(page, 'layout-dashboard', { fullPage: true });
    const hidden = await page.evaluate(() =>
      ['SLA por estado', 'SLA das transportadoras', 'Avaliações'].flatMap((name) => {
        const card = document.querySelector(`[role="region"][aria-label="${name}"]`);
        return [card, ...card.querySelectorAll('*')]
          .filter((el) => el.scrollHeight > el.clientHeight + 1 && window.getComputedStyle(el).overflowY !== 'visible')
          .map((el) => `${name}: ${el.tagName}.${el.className} ${el.scrollHeight} > ${el.clientHeight}`);
      }),
    );
    assert.deepEqual(hidden, []);
    const rows = await states.locator('table tbody tr td:first-child').allInnerTexts();
    assert.ok(rows.includes('SP'), rows.join(','));
  });

  it('centres the public tracking pages', async () => {
    const merchant = await newPage(browser);
    await loginAs(merchant, 'admin@despacho.test');
    const code = await merchant.evaluate(async () => {
      const headers = { 'X-Token': localStorage.getItem('despacho.token') };
      const list = await (await fetch('/api/orders?limit=10', { headers })).json();
      const order = await (await fetch(`/api/orders/${list.data[0].id}`, { headers })).json();
      return order.tracker.tracking_code;
    });
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    for (const [name, path, ready] of [
      ['search', '/tracking', 'Rastrear pedido'],
      ['detail', `/tracking/${code}`, 'QUEM ESTÁ TRANSPORTANDO'],
    ]) {
      await page.goto(path);
      await page.getByText(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const margins = await page.evaluate(() =>
        [...document.querySelectorAll('[data-public-page] > *')]
          .filter((el) => el.getBoundingClientRect().width > 0)
          .map((el) => {
            const box = el.getBoundingClientRect();
            return [Math.round(box.left), Math.round(window.innerWidth - box.right)];
          }),
      );
      for (const [left, right] of margins)
        assert.ok(Math.abs(left - right) <= 2, `${path}: margens ${left} e ${right}`);
      await screenshot(page, `layout-tracking-${name}`, { fullPage: false });
    }
  });
});

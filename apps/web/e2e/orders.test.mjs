import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { choosePageSize, filterOrdersByStatus, launch, loginAs, newPage, screenshot } from './browser.mjs';

describe('orders list, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it("lists 'Loja Demo' orders of the last 40 days and bulk-searches them", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'usuario@despacho.test');
    await page.getByRole('link', { name: 'Pedidos', exact: true }).click();
    await page.waitForURL('**/orders');
    const firstRow = page.getByRole('row').nth(1);
    await firstRow.waitFor();
    const reference = (await firstRow.getByRole('link').first().innerText()).trim();
    assert.match(await page.getByText(/\d+ pedidos/).innerText(), /^\d+ pedidos$/);
    await screenshot(page, 'orders-list');

    await page.getByRole('button', { name: 'Busca em massa' }).click();
    await page.getByLabel('Um pedido, CPF/CNPJ ou nota por linha').fill(`${reference}\nNAO-EXISTE-999`);
    await page.getByRole('button', { name: /BUSCAR/ }).click();
    await page.getByText('Linhas nao encontradas.').waitFor();
    await page.getByText('NAO-EXISTE-999').waitFor();
    await page.getByRole('link', { name: reference, exact: true }).waitFor();
  });

  it("asks for the list's first page and GET me while the back office's code is still loading", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'usuario@despacho.test');
    const asked = new Set();
    const bothAsked = new Promise((resolve) => {
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/me' || pathname === '/api/orders') asked.add(pathname);
        if (asked.size === 2) resolve();
      });
    });
    // The back office's route table is held until both calls have left (or 10 s): before issue 34's
    // fifth pass they only started once that table had loaded and rendered, so they came 10 s late.
    let heldFor = null;
    await page.route('**/assets/back-office-routes-*.js', async (route) => {
      const started = Date.now();
      await Promise.race([bothAsked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      heldFor = Date.now() - started;
      await route.continue();
    });
    await page.goto('/orders');
    await page.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    assert.deepEqual([...asked].sort(), ['/api/me', '/api/orders']);
    assert.ok(heldFor !== null && heldFor < 10_000, `the table was held ${heldFor} ms waiting for the calls`);
  });

  it('bulk-cancels two orders as a regular user and shows the refusal of a delivered one', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'usuario@despacho.test');
    await page.goto('/orders');
    await page.getByRole('row').nth(1).waitFor();
    // Orders awaiting their invoice and delivered ones, 100 per page: both kinds on one page.
    await choosePageSize(page, 'Pedidos por página', 100);
    await filterOrdersByStatus(page, ['Aguardando Nota', 'Entregue']);
    // The filters apply after the search box's 300 ms: wait until no other status is listed.
    await page
      .getByRole('row')
      .filter({ hasText: /Aguardando aceite|Em trânsito|Coleta aceita/ })
      .first()
      .waitFor({ state: 'detached' });
    const open = page.getByRole('row').filter({ hasText: 'Aguardando Nota' });
    await page.getByRole('row').filter({ hasText: 'Entregue' }).first().waitFor();
    const references = [];
    for (const row of [open.nth(0), open.nth(1), page.getByRole('row').filter({ hasText: 'Entregue' }).first()]) {
      const reference = (await row.getByRole('link').first().innerText()).trim();
      references.push(reference);
      await page.getByLabel(`Selecionar ${reference}`).check();
    }
    const [first, second, delivered] = references;
    await page.getByText('3 pedidos selecionados').waitFor();
    await page.getByRole('button', { name: 'Ações em massa' }).click();
    assert.equal(await page.getByRole('menuitem', { name: 'Marcar como entregue' }).count(), 0);
    await page.getByRole('menuitem', { name: 'Cancelar remessa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancelar remessa' });
    await confirm.getByText('Nenhum e-mail de notificação será enviado.').waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();

    const toast = (text) => page.locator('.mantine-Notification-description', { hasText: text });
    await toast(`${first}: Remessa cancelada com sucesso!`).waitFor();
    await toast(`${second}: Remessa cancelada com sucesso!`).waitFor();
    const result = page.getByRole('dialog', { name: 'Resultado da ação em massa' });
    await result.getByText(`${delivered}: Não é possível cancelar um pedido Entregue.`).waitFor();
    await screenshot(page, 'orders-bulk-cancel', { fullPage: false });
    await result.getByRole('button').first().click();
    // The list reloads a second later: cancelled, both leave the 'Aguardando Nota' rows; the delivered one stays.
    await page.getByRole('row').filter({ hasText: first }).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: second }).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: delivered }).waitFor();
  });

  it("filters by a pickup and by 'Sem coleta', each row showing its pickup's day (orders-pickups.md §2)", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.goto('/orders');
    await page.getByRole('row').nth(1).waitFor();
    const pickupCells = () => page.locator('main table tbody tr td:nth-child(6)').allInnerTexts();
    const DAY = /\d{2}\/\d{2}\/\d{4}/;

    // The list asks again 300 ms after a filter changes (the search box's delay): wait for that answer.
    const listed = (filter) =>
      page.waitForResponse(
        (response) =>
          decodeURIComponent(response.url()).includes(`/api/orders?`) &&
          decodeURIComponent(response.url()).includes(filter),
      );
    await page.getByRole('combobox', { name: 'Coleta' }).click();
    const byPickup = listed('filters[pickup_id]=');
    await page.getByRole('option').first().click();
    await page.waitForURL((url) => /^\?pickup=[0-9a-f-]{36}$/.test(url.search));
    await page.getByText(/^Pedidos da coleta/).waitFor();
    await byPickup;
    await page.waitForLoadState('networkidle');
    const inPickup = await pickupCells();
    assert.ok(inPickup.length > 0);
    for (const cell of inPickup) assert.match(cell, DAY, `a coleta sem data: ${cell}`);
    await screenshot(page, 'orders-pickup-filter', { fullPage: false });

    const withoutPickup = listed('filters[no_pickup]=1');
    await page.getByRole('checkbox', { name: 'Sem coleta' }).check();
    await page.waitForURL((url) => !url.search);
    await withoutPickup;
    await page.waitForLoadState('networkidle');
    await page.getByRole('row').nth(1).waitFor();
    const outside = await pickupCells();
    assert.ok(outside.length > 0);
    for (const cell of outside) assert.doesNotMatch(cell, DAY, `um pedido com coleta: ${cell}`);
  });
});

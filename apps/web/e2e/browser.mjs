// Debian's Chromium driven by playwright-core (never a downloaded browser).
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const PASSWORD = process.env.DEMO_PASSWORD || 'despacho123';
const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

export async function launch() {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newPage(browser) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function loginAs(page, email, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The whole page by default; `fullPage: false` keeps a long list to what the user sees. */
export function screenshot(page, name, { fullPage = true } = {}) {
  return page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage });
}

/**
 * The import screen's newest batch (the list is newest first), once its job has finished. Other
 * files import into the same company: 'the first finished row' could be theirs while ours runs.
 */
export async function newestBatchDone(page) {
  // The panel says 'Processando! Aguarde ...' until its own batch is done; the list then holds it first.
  await page.getByText('Processando! Aguarde ...').waitFor({ state: 'hidden', timeout: 30_000 });
  const row = page.getByRole('row').nth(1);
  await row.filter({ hasText: 'Concluído' }).waitFor();
  return row;
}

/** Picks these statuses in the orders list's 'Status' filter (a multi-select) and closes it. */
export async function filterOrdersByStatus(page, statuses) {
  await page
    .getByRole('textbox', { name: 'Status' })
    .or(page.getByRole('combobox', { name: 'Status' }))
    .first()
    .click();
  for (const status of statuses) await page.getByRole('option', { name: status, exact: true }).click();
  await page.keyboard.press('Escape');
}

/**
 * Sets a list's page size ('Pedidos por página') by keyboard, before any filter: the pager sits at the
 * foot of the list, which re-renders while a filter applies, so a pointer click on its dropdown
 * chased an option that kept moving (CI, stop 37). The keyboard picks the option wherever it is drawn.
 */
export async function choosePageSize(page, label, size) {
  const select = page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();
  await select.press('ArrowDown');
  const option = page.getByRole('option', { name: String(size), exact: true });
  for (let tries = 0; (await option.getAttribute('data-combobox-selected')) === null; tries++) {
    assert.ok(tries < 10, `a opção ${size} não existe em '${label}'`);
    await select.press('ArrowDown');
  }
  await select.press('Enter');
  await assertEventually(async () => (await select.inputValue()) === String(size));
}

/** Polls `check` until it holds (a field filled by an async look-up, say), or fails. */
export async function assertEventually(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail('condição não atendida a tempo');
}

/** The path of the first `route` link e-mailed to `address` (written as .eml to MAIL_DIR by the API). */
export async function linkMailedTo(address, route) {
  const dir = process.env.MAIL_DIR;
  assert.ok(dir, 'MAIL_DIR must name where the API writes e-mails');
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (() => {
      try {
        return readdirSync(dir).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    })().map((name) =>
      readFileSync(join(dir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
    const link = mails
      .filter((mail) => mail.includes(address))
      .map((mail) => new RegExp(`(https?://\\S+/${route}/[\\w.-]+)`).exec(mail)?.[1])
      .find(Boolean);
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail com link /${route} para ${address}`);
}

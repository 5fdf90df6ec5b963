import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launch, loginAs, newPage, PASSWORD, screenshot } from './browser.mjs';

const TABLE_CSV = new URL('../../../docs/examples/tabela-frete-v3.csv', import.meta.url);
// The async projections tick steps and write notifications a moment after the event (well under a
// second alone; longer while another database of the same server holds a long transaction, since
// async readers wait until no open transaction can still hide an event).
const ASYNC_TIMEOUT = 60_000;

async function api(path, { token, body, form, method = body || form ? 'POST' : 'GET' } = {}) {
  const headers = { ...(token ? { 'X-Token': token } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) };
  const response = await fetch(`${BASE_URL}/api/${path}`, {
    method,
    headers,
    body: form ?? (body && JSON.stringify(body)),
  });
  const answer = await response.json();
  assert.ok(response.ok, `${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}
/** The CD's address, and the recipient's a few doors down. */
const PAULISTA = {
  name: 'Loja Nova Comércio Ltda',
  federal_tax_id: '11222333000181',
  phone: '11987654321',
  zip: '01310100',
  street1: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const login = async (email) => (await api('auth', { body: { email, password: PASSWORD } })).token;
const command = (token, action, payload) => api('command', { token, body: { action, payload } });

/** 'Loja Nova' (seeded with nothing set up) lands on its checklist and watches it tick. */
describe('onboarding and notifications, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('lands a new company on /onboarding, ticks steps as a CD, a table and an order are created, and rings the bell', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'nova@despacho.test');
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Primeiros passos' }).waitFor();
    const step = (label, status) => page.getByRole('button', { name: `${label}: ${status}` });
    for (const label of ['3. Primeiro centro de distribuição', '4. Tabelas de frete', '8. Primeiro pedido'])
      await step(label, 'Pendente').waitFor();

    const nova = await login('nova@despacho.test');
    const { company } = await api('me', { token: nova });
    await command(nova, 'NewDistributionCenter', { reference: 'CD1', name: 'CD Loja Nova', address: PAULISTA });
    await step('3. Primeiro centro de distribuição', 'Concluído').waitFor({ timeout: ASYNC_TIMEOUT });

    // The provider's staff register the carrier's table for the company, then the company activates it.
    const staff = (
      await api('company-token', { token: await login('super@despacho.test'), body: { company_id: company.id } })
    ).token;
    const [carrier] = (await api('carriers?limit=10', { token: staff })).data;
    const form = new FormData();
    form.set('carrier', carrier.id);
    form.set('region', 'SP');
    form.set('file', new Blob([await readFile(TABLE_CSV)], { type: 'text/csv' }), 'tabela.csv');
    const table = await api('admin/import-freight-table/v3', { token: staff, form });
    await command(nova, 'ActiveTable', { id: table.id, version: 3 });
    await step('4. Tabelas de frete', 'Concluído').waitFor({ timeout: ASYNC_TIMEOUT });

    const order = await command(nova, 'NewOrder', {
      reference: 'NOVA-1',
      from_cd_reference: 'CD1',
      // A company buying from the store, on the same avenue as the CD.
      to_address: { ...PAULISTA, residential: false, number: '1702', email: 'compras@exemplo.com.br' },
      shipments: [
        { reference: 'SKU-1', quantity: 1, width: 0.3, height: 0.2, length: 0.4, weight: 2.5, cargo_value: 199.9 },
      ],
    });
    await step('8. Primeiro pedido', 'Concluído').waitFor({ timeout: ASYNC_TIMEOUT });
    await screenshot(page, 'onboarding-ticked');

    // Step 4 by its dialog: ask the team for new carriers.
    await page.getByRole('button', { name: '4. Tabelas de frete: Concluído' }).click();
    const dialog = page.getByRole('dialog', { name: '4. Tabelas de frete' });
    await dialog.getByRole('button', { name: 'SOLICITAR' }).hover();
    await page.getByText('Pode levar até 15 dias').waitFor();
    await dialog.getByRole('button', { name: 'SOLICITAR' }).click();
    await page
      .getByText('Solicitação enviada! Nossa equipe buscará novas transportadoras (pode levar até 15 dias).')
      .waitFor();

    // A loss registered on the order reaches the bell.
    await command(staff, 'RegisterTracking', {
      order_id: order.id,
      code: '123',
      alert_type: 2,
      description: 'Volume não localizado',
      occurred_at: new Date().toISOString(),
      source: 'manual',
    });
    const bell = page.getByRole('button', { name: 'Notificações (1 não lidas)' });
    for (const deadline = Date.now() + ASYNC_TIMEOUT; !(await bell.isVisible()) && Date.now() < deadline;) {
      await page.waitForTimeout(1_000);
      await page.reload();
    }
    await bell.click();
    await page.getByText('Alerta: Extravio').waitFor();
    await page.getByText('Pedido #NOVA-1: Volume não localizado').waitFor();
    await page.waitForTimeout(300); // the menu's fade-in
    await screenshot(page, 'notification-bell', { fullPage: false });
    await page.getByRole('menuitem', { name: 'ver todas' }).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { name: 'Notificações' }).waitFor();
    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();
  });

  it('keeps the demo companies, long set up, landing on the dashboard', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.waitForURL('**/dashboard');
  });
});

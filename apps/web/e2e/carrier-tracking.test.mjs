import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';
import { CORREIOS_CARRIER as CARRIER, HOUR, objectCode, script, sroEvent } from './correios-stub.mjs';

// Issue 30's walk: Correios connected to the stub the API serves outside production, an order in
// transit delivered by the poller (the test app polls every few seconds: TRACKING_POLL_EVERY_SECONDS
// in scripts/test.mjs), and a stale shipment in the orders list's filter. The stub's events for our
// object codes are scripted through its control route, so the walk does not wait for its stories.
describe('Carrier tracking that arrives by itself (Correios stub), in headless Chromium', () => {
  let browser;
  let page;
  let api;
  const account = `rastreio-${Date.now()}`;
  const deliveredCode = objectCode('TS', Date.now());
  const staleCode = objectCode('TS', Date.now() + 1);
  let delivered;
  let stale;

  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    const token = await page.evaluate(() => localStorage.getItem('despacho.token'));
    api = async (path) => {
      const answer = await page.request.get(`/api/${path}`, { headers: { 'X-Token': token } });
      assert.equal(answer.status(), 200, path);
      return answer.json();
    };
    // Two demo orders of the carrier we link, not yet shipped: the object code is typed on the order
    // form, which in transit orders no longer open (only the first volume gets one: it alone is tracked).
    const orders = await api('orders?limit=200&filters[status]=1,2');
    [delivered, stale] = orders.data.filter(
      (o) => o.reference.startsWith('LD-') && o.carrier?.name === CARRIER && !o.pickup_id,
    );
    assert.ok(stale, `dois pedidos da ${CARRIER} aguardando nota ou aceite`);
  });
  after(() => browser?.close());

  /**
   * Types the object code on the order form and saves. Nothing else: the poller asks the stub at
   * once, and a carrier event moves an order not yet in transit along by itself (decisions 30.tracking).
   */
  async function giveObjectCode(order, code) {
    await page.goto(`/orders/${order.id}/edit`);
    await page.getByRole('textbox', { name: 'Código de rastreio da transportadora da linha 1' }).fill(code);
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Pedido atualizado com sucesso').waitFor();
    await page.waitForURL(`**/orders/${order.id}`);
  }

  it("connects Correios to the stub from /settings/integrations/carriers after 'Testar conexão'", async () => {
    await page.goto('/settings/integrations/carriers');
    await page.getByRole('link', { name: 'Adicionar Correios' }).waitFor();
    await screenshot(page, 'carrier-tracking-catalogue');
    await page.getByRole('link', { name: 'Adicionar Correios' }).click();
    await page.getByRole('textbox', { name: 'Usuário' }).fill(account);
    await page.locator('input[type="password"]').fill('codigo-de-acesso');
    await page.getByRole('textbox', { name: 'Cartão de postagem' }).fill('0067599079');
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await page.getByText('Conexão aceita').waitFor();
    await page.getByText(/Conectado aos Correios/).waitFor();
    await page.getByPlaceholder('Selecione').click();
    await page.getByRole('option', { name: CARRIER }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Salvar integração' }).click();
    await page.getByText('Integração adicionada com sucesso.').waitFor();
    await page.waitForURL('**/settings/integrations/*/detail');
  });

  it('delivers an order by itself: in transit, out for delivery, delivered, with the Correios place on both timelines', async () => {
    // The carrier's events happen between the order's creation and now, newest first as the SRO lists them.
    const from = Date.parse(delivered.created_at);
    const at = (share) => from + (Date.now() - from) * share;
    await script(deliveredCode, [
      sroEvent('BDE', '01', 'Objeto entregue ao destinatário', 'CURITIBA', 'PR', at(0.9)),
      sroEvent('OEC', '01', 'Objeto saiu para entrega ao destinatário', 'CURITIBA', 'PR', at(0.7)),
      sroEvent('RO', '01', 'Objeto em transferência - por favor aguarde', 'CAJAMAR', 'SP', at(0.4)),
    ]);
    await giveObjectCode(delivered, deliveredCode);
    await assertEventually(async () => (await api(`orders/${delivered.id}`)).status.id === 5, 20_000);

    await page.reload();
    await page.getByText('Objeto entregue ao destinatário').first().waitFor();
    await page
      .getByText(/CURITIBA\/PR .*informado por Correios/)
      .first()
      .waitFor();
    await page
      .getByText(/CAJAMAR\/SP .*informado por Correios/)
      .first()
      .waitFor();
    await screenshot(page, 'carrier-tracking-order-timeline');

    const code = (await page.getByRole('link', { name: /^DS[0-9A-Z]{13}$/ }).innerText()).trim();
    const visitor = await newPage(browser);
    await visitor.goto(`/tracking/${code}`);
    await visitor.getByText('Objeto entregue ao destinatário').first().waitFor();
    await visitor
      .getByText(/CURITIBA\/PR · Correios/)
      .first()
      .waitFor();
    await screenshot(visitor, 'carrier-tracking-public');
    // The four steps are dated by the carrier's events: in transit, out for delivery, delivered.
    const shown = await (await visitor.request.post(`/api/tracking/${code}`, { data: {} })).json();
    assert.equal(shown.step_dates.slice(1).filter(Boolean).length, 3);
  });

  it("lists a shipment with no carrier news for days under 'Rastreamento desatualizado'", async () => {
    // Posted long before the merchant typed its code, and not heard of since.
    await script(staleCode, [
      sroEvent('RO', '01', 'Objeto em transferência - por favor aguarde', 'CAJAMAR', 'SP', Date.now() - 10 * 24 * HOUR),
    ]);
    await giveObjectCode(stale, staleCode);
    await assertEventually(async () => {
      const listed = await api(`orders?filters[stale_tracking]=1&filters[reference]=${stale.reference}`);
      return listed.data.length === 1 && listed.data[0].status.id === 3;
    }, 20_000);

    await page.goto('/orders');
    await page.getByText('Rastreamento desatualizado', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(stale.reference);
    await page.getByRole('row', { name: new RegExp(stale.reference) }).waitFor();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(delivered.reference);
    await page.getByRole('row', { name: new RegExp(stale.reference) }).waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('row', { name: new RegExp(delivered.reference) }).count(), 0);

    // The dashboard's alert card leads to the same filter.
    await page.goto('/dashboard');
    await page
      .getByRole('group', { name: 'Rastreamento desatualizado' })
      .getByRole('link', { name: 'Ver pedidos' })
      .click();
    await page
      .getByRole('row', { name: new RegExp(stale.reference) })
      .first()
      .waitFor();
  });
});

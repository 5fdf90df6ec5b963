import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';
import { CORREIOS_CARRIER as CARRIER, HOUR, objectCode, script, sroEvent } from './correios-stub.mjs';

// Issue 32's exceptions desk walk: Correios connected to the stub the API serves outside production;
// one shipment goes silent for days (the desk's scan, every few seconds in the test app:
// EXCEPTION_SCAN_EVERY_SECONDS in scripts/test.mjs, finds it) and one gets a failed delivery attempt
// (the poller brings it). Both land in /exceptions; the failed attempt is assigned and resolved.
describe('Exceptions desk, in headless Chromium', () => {
  let browser;
  let page;
  let api;
  let stale;
  let failed;
  const staleCode = objectCode('EX', Date.now() + 7);
  const failedCode = objectCode('EX', Date.now() + 8);

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
    // Two demo orders of the carrier we follow, not shipped yet, from the end of the list (the carrier
    // tracking walk takes the first ones when both run on the same database).
    const orders = await api('orders?limit=200&filters[status]=1,2');
    const candidates = orders.data.filter(
      (o) => o.reference.startsWith('LD-') && o.carrier?.name === CARRIER && !o.pickup_id,
    );
    [stale, failed] = candidates.slice(-2);
    assert.ok(failed, `dois pedidos da ${CARRIER} aguardando nota ou aceite`);
  });
  after(() => browser?.close());

  async function giveObjectCode(order, code) {
    await page.goto(`/orders/${order.id}/edit`);
    await page.getByRole('textbox', { name: 'Código de rastreio da transportadora da linha 1' }).fill(code);
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Pedido atualizado com sucesso').waitFor();
    await page.waitForURL(`**/orders/${order.id}`);
  }

  it('follows Correios through the stub', async () => {
    const channels = await api('company-channels');
    const followed = channels.data.some((c) => c.channel_id === 101 && c.property.enabled);
    if (followed) return; // the carrier tracking walk connected it already
    await page.goto('/settings/integrations/carriers');
    await page.getByRole('link', { name: 'Adicionar Correios' }).click();
    await page.getByRole('textbox', { name: 'Usuário' }).fill(`excecoes-${Date.now()}`);
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

  it('puts a silent shipment and a failed attempt in the desk, with who acts, the suggested action and the age', async () => {
    // Posted ten days ago and not heard of since; the other one missed its recipient yesterday.
    await script(staleCode, [
      sroEvent('RO', '01', 'Objeto em transferência - por favor aguarde', 'CAJAMAR', 'SP', Date.now() - 10 * 24 * HOUR),
    ]);
    await script(failedCode, [
      sroEvent('BDE', '20', 'Carteiro não atendido - Destinatário ausente', 'CURITIBA', 'PR', Date.now() - 2 * HOUR),
      sroEvent('RO', '01', 'Objeto em transferência - por favor aguarde', 'CAJAMAR', 'SP', Date.now() - 30 * HOUR),
    ]);
    await giveObjectCode(stale, staleCode);
    await giveObjectCode(failed, failedCode);
    const openOf = async (order) =>
      (await api('exceptions?limit=200')).data.filter((row) => row.order.id === order.id).map((row) => row.kind);
    await assertEventually(async () => (await openOf(stale)).includes('stale_tracking'), 30_000);
    await assertEventually(async () => (await openOf(failed)).includes('failed_attempt'), 30_000);

    await page.goto('/dashboard');
    const card = page.getByRole('group', { name: 'Exceções abertas' });
    await card.getByText(/Mais antiga: /).waitFor();
    await card.getByRole('link', { name: 'Ver exceções' }).click();
    await page.waitForURL('**/exceptions');
    await page.getByRole('link', { name: 'Exceções' }).first().waitFor(); // the menu entry

    const table = page.getByRole('table', { name: 'Exceções' });
    const staleRow = table.getByRole('row', { name: new RegExp(stale.reference) });
    await staleRow.getByText('Rastreamento desatualizado').waitFor();
    await staleRow.getByText('Transportadora', { exact: true }).waitFor();
    await staleRow.getByText('Abrir ocorrência com a transportadora').waitFor();
    const failedRow = table.getByRole('row', { name: new RegExp(failed.reference) });
    await failedRow.getByText('Tentativa de entrega sem sucesso', { exact: true }).waitFor();
    await failedRow.getByText('Destinatário', { exact: true }).waitFor();
    await failedRow.getByText('Contatar o destinatário').waitFor();
    await screenshot(page, 'exceptions-desk');

    // Filtered by who acts: the recipient's ones hold the failed attempt, not the silent shipment.
    await page.getByRole('combobox', { name: 'Quem age' }).click();
    await page.getByRole('option', { name: /^Destinatário/ }).click();
    await page.waitForURL('**/exceptions?actor=recipient');
    await failedRow.waitFor();
    await staleRow.waitFor({ state: 'detached' });
    await screenshot(page, 'exceptions-desk-recipient');
  });

  it('assigns the failed attempt and resolves it after confirming; it moves to the resolved ones', async () => {
    const table = page.getByRole('table', { name: 'Exceções' });
    const row = table.getByRole('row', { name: new RegExp(failed.reference) });
    await row.getByRole('combobox', { name: `Responsável pela exceção do pedido ${failed.reference}` }).click();
    await page.getByRole('option').first().click();
    await assertEventually(async () => {
      const [open] = (await api('exceptions?kind=failed_attempt&limit=200')).data.filter(
        (r) => r.order.id === failed.id,
      );
      return open?.assignee !== null;
    });

    await row.getByRole('button', { name: 'Resolver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolver exceção' });
    await dialog.getByText(`do pedido ${failed.reference}`, { exact: false }).waitFor();
    await dialog.getByRole('textbox', { name: 'Observação' }).fill('Liguei para a destinatária: nova entrega amanhã');
    await screenshot(page, 'exceptions-resolve-dialog');
    await dialog.getByRole('button', { name: 'Resolver' }).click();
    await page.getByText('Exceção resolvida com sucesso').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByText('Resolvidas', { exact: true }).click();
    const resolved = page
      .getByRole('table', { name: 'Exceções' })
      .getByRole('row', { name: new RegExp(failed.reference) });
    await resolved.getByText('Destinatário contatado').waitFor();
    await resolved.getByText('Liguei para a destinatária: nova entrega amanhã').waitFor();
    await screenshot(page, 'exceptions-resolved');
    // The silent shipment is still open.
    const open = await api('exceptions?kind=stale_tracking&limit=200');
    assert.ok(open.data.some((r) => r.order.id === stale.id));
  });
});

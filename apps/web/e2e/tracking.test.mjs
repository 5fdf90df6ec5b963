/* global document -- page.waitForFunction callbacks run in the browser */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  BASE_URL,
  assertEventually,
  choosePageSize,
  filterOrdersByStatus,
  launch,
  loginAs,
  newPage,
  screenshot,
} from './browser.mjs';

describe('public tracking and rating, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it('follows a delivered demo order on the public page and rates it from the merchant link', async () => {
    const merchant = await newPage(browser);
    await loginAs(merchant, 'admin@despacho.test');
    await merchant.goto('/orders');
    await merchant.getByRole('row').nth(1).waitFor();
    // Delivered orders only; the oldest on the page is a demo order with its carrier's occurrences
    // (other browser tests deliver newer orders by hand).
    await choosePageSize(merchant, 'Pedidos por página', 100);
    await filterOrdersByStatus(merchant, ['Entregue']);
    // The filters apply after the search box's 300 ms: wait until no other status is listed.
    await merchant
      .getByRole('row')
      .filter({ hasText: /Aguardando|Em trânsito|Cancelado/ })
      .first()
      .waitFor({ state: 'detached' });
    await merchant.getByRole('row').nth(30).waitFor();
    const row = merchant.getByRole('row').filter({ hasText: 'Entregue' }).last();
    const reference = (await row.getByRole('link').first().innerText()).trim();
    await row.getByRole('link', { name: reference }).click();
    await merchant.getByRole('heading', { name: `Pedido ${reference}` }).waitFor();
    const code = (await merchant.getByRole('link', { name: /^DS[0-9A-Z]{13}$/ }).innerText()).trim();
    const ratingLink = await merchant.getByRole('link', { name: 'enviar ao destinatário' }).getAttribute('href');

    const visitor = await newPage(browser);
    await visitor.goto('/tracking');
    await visitor.getByLabel('Código de rastreio').fill(code.toLowerCase());
    await visitor.getByRole('button', { name: 'RASTREAR' }).click();
    await visitor.waitForURL(`**/tracking/${code}`);
    await visitor.getByRole('heading', { name: new RegExp(`^Pedido Loja Demo #${reference}`) }).waitFor();
    for (const step of ['Coletado', 'Em Trânsito', 'Saiu para entrega'])
      await visitor.getByText(step, { exact: true }).first().waitFor();
    await visitor.getByText('QUEM ESTÁ TRANSPORTANDO').waitFor();
    await visitor.getByText('Entrega realizada ao destinatário').waitFor();
    assert.equal(await visitor.getByText('R$').count(), 0);
    await screenshot(visitor, 'tracking-detail');

    await visitor.goto(ratingLink);
    const send = visitor.getByRole('button', { name: 'ENVIAR AVALIAÇÃO' });
    assert.equal(await send.isDisabled(), true);
    // The fourth star: the label of the radio with value 4.
    const fourth = await visitor.locator('input[type=radio][value="4"]').getAttribute('id');
    await visitor.locator(`label[for="${fourth}"]`).click();
    await visitor.getByLabel('Comentário (opcional)').fill('Chegou bem embalado.');
    await send.click();
    await visitor.getByText('Obrigado! Avaliação enviada com sucesso :)').waitFor();
    // Opened again, the link shows the rating given, not the form (29.38); the variant order too (29.10).
    const [, , linkCode, linkToken] = ratingLink.split('/');
    for (const again of [ratingLink, `/rate/${linkToken}/${linkCode}`]) {
      await visitor.goto(again);
      await visitor.getByText('Esta entrega já foi avaliada. Obrigado!').waitFor();
      await visitor.getByText('Chegou bem embalado.').waitFor();
      assert.equal(await visitor.getByRole('button', { name: 'ENVIAR AVALIAÇÃO' }).count(), 0);
    }

    await merchant.reload();
    await merchant.getByText('★★★★☆ · Chegou bem embalado.').waitFor();
    assert.equal(await merchant.getByRole('link', { name: 'enviar ao destinatário' }).count(), 0);
  });

  it('sends the result page with its order already in the HTML, which the browser takes over without asking again', async () => {
    const admin = await newPage(browser);
    await loginAs(admin, 'admin@despacho.test');
    const token = await admin.evaluate(() => localStorage.getItem('despacho.token'));
    const signedIn = { headers: { 'X-Token': token } };
    let order = null;
    for (const { id } of (await (await admin.request.get('/api/orders?limit=50', signedIn)).json()).data) {
      const detail = await (await admin.request.get(`/api/orders/${id}`, signedIn)).json();
      if (detail.tracker.details.length && detail.reference.startsWith('LD-')) order = detail;
      if (order) break;
    }
    const code = order.tracker.tracking_code;
    const heading = new RegExp(`^Pedido Loja Demo #${order.reference}`);

    // Without scripts the HTML alone shows the result: what a phone paints before its code arrives.
    const noScripts = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const bare = await noScripts.newPage();
    await bare.goto(`/tracking/${code}`);
    await bare.getByRole('heading', { name: heading }).waitFor();
    await bare.getByText('QUEM ESTÁ TRANSPORTANDO').waitFor();
    await bare.getByText(order.tracker.details[0].description).first().waitFor();
    // Styled as the hydrated page will be: Mantine's light-scheme rules (borders, bars) apply from the start.
    assert.equal(await bare.locator('html').getAttribute('data-mantine-color-scheme'), 'light');
    await screenshot(bare, 'tracking-detail-before-scripts');
    await noScripts.close();

    // With scripts: hydrated from the seed beside the HTML, so no POST /api/tracking/{code} and no mismatch.
    const visitor = await newPage(browser);
    const errors = [];
    const asked = [];
    visitor.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    visitor.on('pageerror', (error) => errors.push(error.message));
    visitor.on('request', (request) => request.method() === 'POST' && asked.push(request.url()));
    await visitor.goto(`/tracking/${code}`);
    await visitor.getByRole('heading', { name: heading }).waitFor();
    await visitor.waitForLoadState('networkidle');
    // Hydrated: React owns the server's heading (a mismatch would have logged an error and replaced it).
    await visitor.waitForFunction(() =>
      Object.keys(document.querySelector('h3') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    assert.deepEqual(errors, []);
    assert.deepEqual(asked, []);
  });

  it('refuses a made-up rating link and an unknown tracking code with the spec texts', async () => {
    const visitor = await newPage(browser);
    await visitor.goto('/tracking/DS0000000000000');
    await visitor.getByText('Não foi encontrado nenhum pedido com o código informado').waitFor();
    await visitor.goto('/rate/DS0000000000000/AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB');
    const fifth = await visitor.locator('input[type=radio][value="5"]').getAttribute('id');
    await visitor.locator(`label[for="${fifth}"]`).click();
    await visitor.getByRole('button', { name: 'ENVIAR AVALIAÇÃO' }).click();
    await visitor.getByText('Não foi encontrado nenhum pedido com o código informado').waitFor();
  });

  it('searches a CPF on the company page only with the captcha solved, one search per solution', async () => {
    const admin = await newPage(browser);
    await loginAs(admin, 'admin@despacho.test');
    const token = await admin.evaluate(() => localStorage.getItem('despacho.token'));
    const orders = await (await admin.request.get('/api/orders?limit=200', { headers: { 'X-Token': token } })).json();
    // A demo order (other browser tests add orders whose recipients have many), not cancelled (never listed).
    const order = orders.data.find(
      (o) => o.reference.startsWith('LD-') && o.status.id !== 9 && o.to_address.federal_tax_id.length === 11,
    );
    await admin.goto('/settings/tracking');
    const link = await admin.getByRole('link', { name: /\/tracking\/c\// }).getAttribute('href');

    const visitor = await newPage(browser);
    await visitor.goto(link);
    await visitor.getByRole('textbox', { name: 'CPF' }).fill(order.to_address.federal_tax_id);
    await visitor.getByRole('button', { name: 'RASTREAR' }).click();
    await visitor.getByText('Insira a resposta do recaptcha').waitFor();

    const robot = visitor.getByRole('checkbox', { name: 'Eu não sou um robô' });
    await visitor.getByText('Eu não sou um robô').click(); // the label, as a person clicks it (the box is drawn over)
    await visitor.getByText('Verificado').waitFor();
    await visitor.getByText('Insira a resposta do recaptcha').waitFor({ state: 'detached' });
    await screenshot(visitor, 'tracking-captcha-solved');
    await visitor.getByRole('button', { name: 'RASTREAR' }).click();
    await visitor.getByText('Eba, encontramos algo.').waitFor();
    await visitor.getByRole('link', { name: `Pedido Loja Demo #${order.reference}` }).waitFor();
    assert.equal(await visitor.getByText('R$').count(), 0);
    await screenshot(visitor, 'tracking-cpf-search');

    await visitor.getByRole('button', { name: 'NOVA BUSCA' }).click();
    await robot.waitFor();
    assert.equal(await robot.isChecked(), false); // the used solution is gone: a fresh captcha
  });

  it("shows an order by the store's reference only once the captcha is solved, the address only with the recipient's CPF/CNPJ", async () => {
    const admin = await newPage(browser);
    await loginAs(admin, 'admin@despacho.test');
    const token = await admin.evaluate(() => localStorage.getItem('despacho.token'));
    const orders = await (await admin.request.get('/api/orders?limit=200', { headers: { 'X-Token': token } })).json();
    const order = orders.data.find((o) => o.reference.startsWith('LD-') && o.to_address.federal_tax_id);
    await admin.goto('/settings/tracking');
    const company = (await admin.getByRole('link', { name: /\/tracking\/c\// }).getAttribute('href')).split('/').pop();

    const visitor = await newPage(browser);
    await visitor.goto(`/company-tracking/${company}?ref=${encodeURIComponent(order.reference)}`);
    await visitor.getByText(`Pedido #${order.reference}`).waitFor();
    await visitor.getByRole('button', { name: 'RASTREAR' }).click();
    await visitor.getByText('Insira a resposta do recaptcha').waitFor();
    assert.equal(await visitor.getByText('DESTINO', { exact: true }).count(), 0);

    // The store number alone: the status and the city/state, nothing about the recipient (28.7).
    await visitor.getByText('Eu não sou um robô').click();
    await visitor.getByText('Verificado').waitFor();
    await visitor.getByRole('button', { name: 'RASTREAR' }).click();
    await visitor.getByRole('heading', { name: new RegExp(`^Pedido Loja Demo #${order.reference}`) }).waitFor();
    await visitor.getByText(`${order.to_address.city}/${order.to_address.state}`, { exact: true }).waitFor();
    await visitor.getByText('Informe o CPF ou CNPJ do destinatário para ver o endereço e as ocorrências.').waitFor();
    assert.equal(
      await visitor.getByText(`${order.to_address.street1}, ${order.to_address.number}`, { exact: false }).count(),
      0,
    );
    assert.equal(await visitor.getByText('QUEM ESTÁ TRANSPORTANDO').count(), 0);
    await screenshot(visitor, 'tracking-company-reference-limited');

    await visitor.getByRole('button', { name: 'NOVA BUSCA' }).click();
    await visitor.getByLabel('CPF ou CNPJ do destinatário').fill(order.to_address.federal_tax_id);
    await visitor.getByText('Eu não sou um robô').click();
    await visitor.getByText('Verificado').waitFor();
    await visitor.getByRole('button', { name: 'RASTREAR' }).click();
    await visitor.getByText('DESTINO').waitFor();
    await visitor
      .getByText(`${order.to_address.street1}, ${order.to_address.number}`, { exact: false })
      .first()
      .waitFor();
    await screenshot(visitor, 'tracking-company-reference');
  });

  it("shows each demo company's own logo and colours, and a colour changed in the settings", async () => {
    const trackingLinkOf = async (email) => {
      const admin = await newPage(browser);
      await loginAs(admin, email);
      await admin.goto('/settings/tracking');
      const link = await admin.getByRole('link', { name: /\/tracking\/c\// }).getAttribute('href');
      return { admin, link };
    };
    const logoShown = (page, name) =>
      page.getByRole('img', { name }).evaluate((img) => img.complete && img.naturalWidth > 0);
    const background = (locator) =>
      locator.evaluate((element) => element.ownerDocument.defaultView.getComputedStyle(element).backgroundColor);

    const demo = await trackingLinkOf('admin@despacho.test');
    const primary = demo.admin.getByRole('textbox', { name: 'Cor principal' });
    await primary.fill('#0D47A1');
    await primary.press('Tab');
    await demo.admin.getByRole('button', { name: 'SALVAR' }).click();
    await demo.admin.getByText('Página de rastreamento atualizada com sucesso.').waitFor();

    const visitor = await newPage(browser);
    await visitor.goto(demo.link);
    await visitor.getByRole('img', { name: 'Loja Demo' }).waitFor();
    await assertEventually(() => logoShown(visitor, 'Loja Demo'));
    await visitor.getByRole('textbox', { name: 'CPF' }).fill('52998224725');
    assert.equal(await background(visitor.getByRole('button', { name: 'RASTREAR' })), 'rgb(13, 71, 161)');
    assert.equal(await background(visitor.getByTestId('branded-header')), 'rgb(232, 245, 233)');
    await screenshot(visitor, 'tracking-branded-loja-demo');

    const other = await trackingLinkOf('admin@outraloja.test');
    await visitor.goto(other.link);
    await visitor.getByRole('img', { name: 'Outra Loja' }).waitFor();
    await assertEventually(() => logoShown(visitor, 'Outra Loja'));
    assert.equal(await background(visitor.getByTestId('branded-header')), 'rgb(33, 33, 33)');
    await screenshot(visitor, 'tracking-branded-outra-loja');
  });
});

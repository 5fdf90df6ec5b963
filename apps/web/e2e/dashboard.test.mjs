import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';

/** The figure a card shows, as a number ('R$ 1.234,56' and '1.234' alike). */
async function figure(page, label) {
  const text = await page.getByRole('group', { name: label }).locator('[data-figure]').innerText();
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

describe('dashboard, in headless Chromium', () => {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(() => browser?.close());

  it("shows 'Loja Demo' figures of the last 30 days and recomputes them for another period kept in the URL", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    await page.waitForURL('**/dashboard');
    // The projection is async: wait until it has caught up with the seed (the newest orders await their invoice).
    await assertEventually(async () => (await page.reload(), (await figure(page, 'Aguardando nota')) > 0), 60_000);
    const confirmed = await figure(page, 'Pedidos confirmados');
    const freight = await figure(page, 'Valor de frete');
    assert.ok(freight > 0, 'valor de frete preenchido');
    assert.ok((await figure(page, 'Frete por pedido')) > 0);
    assert.match(await page.getByRole('group', { name: 'Valor de frete' }).innerText(), /R\$ [\d.]+,\d{2}/);
    await page.getByRole('region', { name: 'Remessas por dia' }).locator('svg').first().waitFor();
    await page.getByRole('region', { name: 'Participação por transportadora' }).locator('svg').first().waitFor();
    await page.getByRole('region', { name: 'Remessas por status' }).getByText('Entregue').waitFor();
    const sla = page.getByRole('region', { name: 'SLA das transportadoras' });
    await sla.getByRole('row').nth(1).waitFor();
    assert.match(await sla.getByRole('row').nth(1).innerText(), /\d+,\d dias?/i);
    await page
      .getByRole('region', { name: 'Pedidos atrasados' })
      .getByRole('link')
      .first()
      .or(page.getByText('Nenhum pedido atrasado :)'))
      .waitFor();
    await page
      .getByRole('region', { name: 'Alertas' })
      .getByRole('link')
      .first()
      .or(page.getByText('Nenhum alerta identificado :)'))
      .waitFor();
    // The demo's newest delivered orders come rated: star tabs from 5 down to 1, each with its reviews.
    const reviews = page.getByRole('region', { name: 'Avaliações' });
    const tabs = await reviews.getByRole('tab').allInnerTexts();
    assert.deepEqual(
      tabs.map((tab) => tab.replace(/ \(\d+\)$/, '')),
      ['5 ★', '4 ★', '3 ★', '2 ★', '1 ★'],
    );
    assert.match(tabs[0], /\([1-9]\d*\)$/, 'avaliações de 5 estrelas no período');
    await reviews.getByRole('tab', { name: '1 estrela' }).click();
    const oneStar = reviews.getByRole('tabpanel');
    await oneStar.getByText('★☆☆☆☆').first().waitFor();
    // Each review links to its order, whose detail shows the same rating.
    const order = await newPage(browser);
    await loginAs(order, 'admin@despacho.test');
    await order.goto(
      await oneStar
        .getByRole('link', { name: /^LD-\d+$/ })
        .first()
        .getAttribute('href'),
    );
    await order.getByText(/^Avaliação: ★☆☆☆☆/).waitFor();
    await order.close();
    // The pickups screen's SLA cards, for a user who may see pickups.
    await page.getByRole('region', { name: 'SLA de coletas' }).getByText('Coletadas').waitFor();
    // The KPI heatmap is the provider's staff's view, not the merchant's.
    assert.equal(await page.getByRole('region', { name: 'KPIs por transportadora' }).count(), 0);
    // SLA by state: the 27 UFs as tiles, each saying its UF and its % on time (or '—') in words.
    const map = page.getByRole('list', { name: 'Mapa do SLA por estado' });
    assert.equal(await map.getByRole('listitem').count(), 27);
    await map
      .getByRole('listitem', { name: /^[A-Z]{2}: \d+ entregas, \d+ no prazo \([\d,]+%\)/ })
      .first()
      .waitFor();
    // The report of the period, e-mailed.
    await page.getByRole('button', { name: 'Relatório' }).click();
    await page.getByText('Relatório solicitado com sucesso, você receberá ele por e-mail em instantes.').waitFor();
    await screenshot(page, 'dashboard');

    // The 1st to the 5th of the month the picker opens on (the period's first month); its days are the table's buttons.
    await page
      .getByRole('button', { name: /Período/ })
      .or(page.getByLabel('Período'))
      .first()
      .click();
    await page.locator('table button[aria-label^="1 "]:not([data-outside])').first().click();
    await page.locator('table button[aria-label^="5 "]:not([data-outside])').first().click();
    await assertEventually(() => /date_start=\d{4}-\d{2}-01&date_end=\d{4}-\d{2}-05/.test(page.url()));
    await assertEventually(async () => (await figure(page, 'Pedidos confirmados')) !== confirmed);
    assert.ok((await figure(page, 'Pedidos confirmados')) < confirmed, 'cinco dias têm menos pedidos que trinta');
    assert.notEqual(await figure(page, 'Valor de frete'), freight);
    await screenshot(page, 'dashboard-period');

    // The period survives a reload: it lives in the URL.
    const url = page.url();
    await page.reload();
    assert.ok((await figure(page, 'Pedidos confirmados')) < confirmed);
    assert.equal(page.url(), url);
  });

  it("shows the provider's staff the KPI heatmap of 'Loja Demo': a row per KPI, a labelled cell per carrier", async () => {
    const page = await newPage(browser);
    await loginAs(page, 'super@despacho.test');
    await page.goto('/dashboard');
    const heatmap = page.getByRole('region', { name: 'KPIs por transportadora' });
    await heatmap.locator('svg').first().waitFor();
    for (const kpi of ['Entregues no prazo (%)', 'Pedidos atrasados', 'Média das avaliações', 'Avarias', 'Extravios'])
      await heatmap.getByText(kpi).waitFor();
    // The seed delivers most orders on time: some carrier's cell reads a percentage.
    await heatmap
      .getByText(/^\d+(,\d)?%$/)
      .first()
      .waitFor();
    await heatmap.scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-kpi-heatmap');
  });

  it('shows a new order, a damage and a 1-star rating within seconds (the projection is async)', async () => {
    const page = await newPage(browser);
    await loginAs(page, 'super@despacho.test');
    await page.goto('/dashboard');
    await assertEventually(async () => (await figure(page, 'Pedidos confirmados')) > 0, 60_000);
    const call = (path, body) =>
      page.evaluate(
        async ([path, body]) => {
          const headers = { 'X-Token': localStorage.getItem('despacho.token'), 'Content-Type': 'application/json' };
          const response = await fetch(
            `/api/${path}`,
            body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers },
          );
          return { status: response.status, body: await response.json() };
        },
        [path, body],
      );
    const command = async (action, payload) => {
      const answer = await call('command', { action, payload });
      assert.ok(answer.status < 300, `${action}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    /** A cell of the KPI heatmap on screen (a KPI's row, a carrier's column); 0 while the carrier has no column. */
    const kpiCell = async (kpi, carrierName) => {
      const heatmap = page.getByRole('region', { name: 'KPIs por transportadora' });
      await heatmap.locator('svg').first().waitFor();
      const cell = heatmap.locator(`[data-testid=${JSON.stringify(`cell.${kpi}.${carrierName}`)}]`);
      return (await cell.count()) ? Number((await cell.textContent()).replace(/[^\d,]/g, '').replace(',', '.')) : 0;
    };
    const within = async (what, check) => {
      const started = Date.now();
      // Seconds on an idle machine (2.6, 3.4 and 5.2 s measured); the bound leaves room for a loaded CI.
      await assertEventually(async () => (await page.reload(), await check()), 30_000);
      console.log(`  ${what}: visível no painel em ${((Date.now() - started) / 1000).toFixed(1)} s`);
    };

    const [center] = (await call('distribution-centers?limit=1')).body.data;
    // The KPIs are per carrier: the damage shows in this carrier's column.
    const [carrier] = (await call('carriers?limit=1')).body.data;
    const confirmed = await figure(page, 'Pedidos confirmados');
    const damages = await kpiCell('Avarias', carrier.name);
    const ratings = await figure(page, 'Avaliações');
    const reference = `PAINEL-${Date.now()}`;
    const created = await command('NewOrder', {
      reference,
      from_cd_reference: center.reference,
      invoice_number: '77',
      carrier_id: carrier.id,
      estimated_cost: 25,
      to_address: {
        residential: true,
        name: 'Maria da Silva',
        federal_tax_id: '52998224725',
        phone: '11987654321',
        zip: '01310100',
        street1: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      shipments: [
        { reference: 'SKU-1', quantity: 1, width: 0.3, height: 0.2, length: 0.4, weight: 2.5, cargo_value: 199.9 },
      ],
    });
    await within('pedido novo', async () => (await figure(page, 'Pedidos confirmados')) === confirmed + 1);

    await command('RegisterTracking', {
      order_id: created.id,
      alert_type: 1,
      description: 'Avaria na embalagem',
      occurred_at: new Date().toISOString(),
      source: 'manual',
    });
    await within('avaria', async () => (await kpiCell('Avarias', carrier.name)) === damages + 1);

    await command('Deliver', { reference });
    const { rating_path } = (await call(`orders/${created.id}`)).body;
    const rated = await page.evaluate(
      async (token) =>
        (
          await fetch('/api/public/rate-delivery', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ token, review: { rate: 1, message: 'Chegou avariado.' } }),
          })
        ).status,
      rating_path.split('/')[3],
    );
    assert.equal(rated, 200);
    await within('avaliação de 1 estrela', async () => (await figure(page, 'Avaliações')) === ratings + 1);
    const reviews = page.getByRole('region', { name: 'Avaliações' });
    await reviews.getByRole('tab', { name: '1 estrela' }).click();
    await reviews.getByRole('tabpanel').getByText('Chegou avariado.').waitFor();
  });
});

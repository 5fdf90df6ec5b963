import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertEventually, launch, loginAs, newPage, screenshot } from './browser.mjs';
import { mailsWritten } from './mails.mjs';

/** The in-process WhatsApp stub's credentials (packages/stubs/src/whatsapp/whatsapp-stub.ts). */
const STUB = {
  phoneNumberId: '106540352242922',
  token: 'token-whatsapp-stub',
  appSecret: 'segredo-do-app-whatsapp-stub',
};

/** Each step: the template the stub must receive and an ASCII piece of the e-mail that tells it. */
const STEPS = [
  { step: 'shipped', template: 'despacho_pedido_enviado', mail: 'foi enviado' },
  { step: 'out_for_delivery', template: 'despacho_saiu_para_entrega', mail: 'saiu para entrega e deve chegar hoje' },
  { step: 'failed_attempt', template: 'despacho_tentativa_de_entrega', mail: 'tentou entregar o pedido' },
  { step: 'delayed', template: 'despacho_pedido_atrasado', mail: 'atrasou' },
  { step: 'delivered', template: 'despacho_pedido_entregue', mail: 'foi entregue. Conte como foi a entrega' },
];

/** An action as the signed-in user of `page`. */
const run = (page, action, payload) =>
  page.evaluate(
    async ([action, payload]) => {
      const response = await fetch('/api/command', {
        method: 'POST',
        headers: { 'X-Token': localStorage.getItem('despacho.token'), 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, payload }),
      });
      return { status: response.status, body: await response.json() };
    },
    [action, payload],
  );

const get = (page, path) =>
  page.evaluate(
    async (path) => (await fetch(path, { headers: { 'X-Token': localStorage.getItem('despacho.token') } })).json(),
    path,
  );

/** A 120-column OCOREN 3.1 file with one 342 line (docs/ocoren.md), as a carrier sends it. */
function ocorenFile({ cnpj, invoice, code }) {
  const text = (value, width) => value.slice(0, width).padEnd(width, ' ');
  const num = (value, width) => String(value).padStart(width, '0').slice(-width);
  const now = new Date(Date.now() - 3 * 3600_000);
  const date = `${num(now.getUTCDate(), 2)}${num(now.getUTCMonth() + 1, 2)}${now.getUTCFullYear()}`;
  const time = `${num(now.getUTCHours(), 2)}${num(now.getUTCMinutes(), 2)}`;
  return [
    `000${text('TRANSPORTADORA', 35)}${text('EMBARCADOR', 35)}0111262359OCO01112359  `,
    '340OCORR011123591',
    `341${num('11222333000181', 14)}${text('TRANSPORTADORA TESTE LTDA', 40)}`,
    `342${num(cnpj, 14)}${text('1', 3)}${num(invoice, 8)}${code}${date}${time}  ${text('Destinatario ausente', 70)}`,
  ]
    .map((line) => line.padEnd(120, ' '))
    .join('\r\n');
}

describe('Recipient notices, in headless Chromium', () => {
  let browser;
  let page;
  let staff;
  let order;
  const suffix = Date.now().toString(36);
  const email = `destinatario-${suffix}@exemplo.com.br`;
  const invoice = String(Date.now()).slice(-7);

  before(async () => {
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
    staff = await newPage(browser);
    await loginAs(staff, 'super@despacho.test');
  });
  after(() => browser?.close());

  it('turns the notices on: every step, by e-mail and WhatsApp, with the stub account', async () => {
    await page.goto('/settings');
    await page.getByRole('link', { name: /Avisos ao destinatário/ }).click();
    await page.waitForURL('**/settings/recipient-notices');
    for (const label of [
      'Pedido enviado (com o link de rastreio)',
      'Saiu para entrega (com o link de rastreio)',
      'Tentativa de entrega sem sucesso (com o que fazer)',
      'Pedido entregue (com o link de avaliação)',
      'Entrega atrasada (com a nova data)',
    ])
      await page.getByLabel(label).check();
    await page.getByLabel(/^E-mail/).check();
    await page.getByLabel(/^WhatsApp/).check();
    await page.getByLabel('ID do número de telefone').fill(STUB.phoneNumberId);
    await page.getByLabel('Token de acesso').fill(STUB.token);
    await page.getByLabel('Chave secreta do aplicativo').fill(STUB.appSecret);
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Avisos ao destinatário salvos.').waitFor();
    await page.getByText('Token de verificação:').waitFor();
    await screenshot(page, 'recipient-notices-settings');
    // What the merchant does in Meta's dashboard: the callback URL and verify token shown here.
    const settings = await get(page, '/api/recipient-notices/settings');
    const callback = new URL(new URL(settings.whatsapp.webhook_url).pathname, page.url()).toString();
    const subscribed = await page.evaluate(
      async (body) =>
        (
          await fetch('/stubs/whatsapp/_stub/subscribe', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json(),
      { phone_number_id: STUB.phoneNumberId, callback_url: callback, verify_token: settings.whatsapp.verify_token },
    );
    assert.deepEqual(subscribed, { verified: true, status: 200 });
  });

  it('the recipient opts in to WhatsApp on the public tracking page', async () => {
    const centers = await get(page, '/api/distribution-centers?limit=100');
    const created = await run(page, 'NewOrder', {
      reference: `AVISOS-${suffix}`,
      invoice_number: invoice,
      from_cd_reference: centers.data[0].reference,
      to_address: {
        residential: true,
        name: 'Maria da Silva',
        federal_tax_id: '52998224725',
        phone: '11987654321',
        email,
        zip: '22021001',
        street1: 'Avenida Atlântica',
        number: '1702',
        neighborhood: 'Copacabana',
        city: 'Rio de Janeiro',
        state: 'RJ',
      },
      shipments: [
        { reference: 'SKU-1', quantity: 1, width: 0.3, height: 0.2, length: 0.4, weight: 2.5, cargo_value: 199.9 },
      ],
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    order = await get(page, `/api/orders/${created.body.id}`);
    const visitor = await newPage(browser);
    await visitor.goto(`/tracking/${order.tracker.tracking_code}`);
    await visitor.getByLabel('Quero receber avisos pelo WhatsApp sobre a entrega deste pedido.').check();
    await visitor.getByLabel('Celular com DDD').fill('11987654321');
    await visitor.getByRole('button', { name: 'QUERO RECEBER' }).click();
    await visitor.getByText('Você receberá os avisos desta entrega pelo WhatsApp.').waitFor();
    await screenshot(visitor, 'recipient-notices-opt-in');
    await visitor.close();
  });

  it('tells every step once: the e-mail and the WhatsApp template of each', async () => {
    const target = { id: order.id };
    assert.equal((await run(page, 'BatchOrders', { action: 'inTransit', orders: [order.reference] })).status, 200);
    // Out for delivery by hand is the operations staff's (roles.md).
    assert.equal((await run(staff, 'GoOutDelivery', target)).status, 200);
    // The failed attempt comes from the carrier: an OCOREN file with code 05 (docs/ocoren.md).
    const centers = await get(page, '/api/distribution-centers?limit=100');
    const cnpj = centers.data.map((c) => c.federal_tax_id ?? c.address?.federal_tax_id).find(Boolean);
    const path = await page.evaluate(
      async (content) => {
        const form = new FormData();
        form.append('file', new File([content], 'OCOREN.TXT', { type: 'text/plain' }));
        const response = await fetch('/api/upload', {
          method: 'POST',
          headers: { 'X-Token': localStorage.getItem('despacho.token') },
          body: form,
        });
        return (await response.json()).path;
      },
      ocorenFile({ cnpj, invoice, code: '05' }),
    );
    const imported = await run(page, 'ImportOcoren', { files: [{ path }] });
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    // A forecast a month away: later than the order's quoted one.
    const later = new Date(Date.now() + 30 * 864e5);
    const delayed = await run(staff, 'ChangeDeliveryDate', {
      id: order.id,
      delivery_date: later.toISOString().slice(0, 10),
    });
    assert.equal(delayed.status, 200, JSON.stringify(delayed.body));
    await assertEventually(async () => {
      const notices = await get(page, `/api/orders/${order.id}/recipient-notices`);
      return notices.data.filter((n) => n.step === 'failed_attempt').length === 2;
    }, 120_000);
    assert.equal((await run(page, 'Deliver', target)).status, 200);
    // Every notice reaches its end: e-mail sent, WhatsApp read (the stub's signed webhooks).
    await assertEventually(async () => {
      const notices = await get(page, `/api/orders/${order.id}/recipient-notices`);
      return (
        notices.data.length === 10 &&
        notices.data.every((n) => (n.channel === 'email' ? n.state === 'sent' : n.state === 'read'))
      );
    }, 120_000);
    // The notices to this recipient (other mails may list the order, a report's CSV say).
    const toRecipient = mailsWritten().filter((mail) => mail.includes(email));
    const mails = toRecipient.filter((mail) => mail.includes('aviso enviado pela Despacho'));
    const stub = await page.evaluate(async () => (await fetch('/stubs/whatsapp/_stub/state')).json());
    const templates = stub.messages.filter((m) => m.template?.parameters.includes(order.reference));
    for (const { step, template, mail } of STEPS) {
      assert.equal(mails.filter((text) => text.includes(mail)).length, 1, `um e-mail de ${step}`);
      assert.equal(templates.filter((m) => m.template.name === template).length, 1, `um modelo ${template}`);
    }
    assert.equal(mails.length, 5, toRecipient.map((mail) => /^Subject: .*$/m.exec(mail)?.[0]).join(' | '));
    assert.equal(templates.length, 5);
    assert.ok(templates.every((m) => m.to === '5511987654321'));

    await page.goto(`/orders/${order.id}`);
    const table = page.getByRole('table', { name: 'Avisos ao destinatário' });
    await table.getByText('Tentativa de entrega sem sucesso').first().waitFor();
    assert.equal(await table.getByText('Lido', { exact: true }).count(), 5);
    assert.equal(await table.getByText('Enviado', { exact: true }).count(), 5);
    await screenshot(page, 'recipient-notices-order-detail');
  });
});

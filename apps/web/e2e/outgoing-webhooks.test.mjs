import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { launch, loginAs, newPage, screenshot } from './browser.mjs';

// A local receiver, on a port of this slot's range (scripts/test.mjs lets it through OUTBOUND_ALLOWED_URLS).
const RECEIVER_PORT = Number(process.env.E2E_WEBHOOK_PORT ?? 4450);
const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}/hooks/despacho`;

describe('Outgoing webhooks, in headless Chromium', () => {
  let browser;
  let page;
  let receiver;
  let secret;
  const received = [];
  before(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(200).end('ok');
      });
    });
    await new Promise((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
    browser = await launch();
    page = await newPage(browser);
    await loginAs(page, 'admin@despacho.test');
  });
  after(async () => {
    await browser?.close();
    receiver?.close();
  });

  it('registers a URL for order events and shows the signing secret once', async () => {
    await page.goto('/settings/integrations');
    await page.getByRole('link', { name: 'Gerenciar webhooks' }).click();
    await page.waitForURL('**/settings/integrations/webhooks');
    await page.getByText('Nenhum webhook cadastrado ainda.').waitFor();
    await page.getByLabel('URL').fill(RECEIVER_URL);
    await page.getByLabel('Pedido criado').check();
    await page.getByRole('button', { name: 'Cadastrar webhook' }).click();
    await page.getByText('Webhook cadastrado. Copie o segredo agora: ele não será mostrado de novo.').waitFor();
    secret = (await page.getByTestId('webhook-secret').textContent()).trim();
    assert.match(secret, /^whsec_/);
    await screenshot(page, 'webhooks-secret');
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await page.getByTestId('webhook-endpoint').getByText(RECEIVER_URL).waitFor();
    await page.getByText('Nenhum evento enviado ainda.').waitFor();
  });

  it('posts a new order to the receiver, signed, and lists it as delivered with Reenviar', async () => {
    const status = await page.evaluate(async () => {
      const headers = { 'X-Token': localStorage.getItem('despacho.token'), 'Content-Type': 'application/json' };
      const centers = await (await fetch('/api/distribution-centers?limit=100', { headers })).json();
      const payload = {
        reference: `WEBHOOK-${Date.now().toString(36)}`,
        from_cd_reference: centers.data[0].reference,
        to_address: {
          residential: true,
          name: 'Maria da Silva',
          federal_tax_id: '52998224725',
          phone: '11987654321',
          email: 'maria@exemplo.com.br',
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
      };
      const response = await fetch('/api/command', {
        method: 'POST',
        headers,
        body: JSON.stringify({ action: 'NewOrder', payload }),
      });
      return response.status;
    });
    assert.ok(status < 300, `NewOrder: ${status}`);
    const row = page.getByRole('row', { name: /order\.created.*Entregue.*200/ });
    await row.waitFor({ timeout: 60_000 });
    await screenshot(page, 'webhooks-delivery-log');
    const post = received.find((r) => JSON.parse(r.body).type === 'order.created');
    assert.ok(post, 'the receiver got the order.created post');
    const expected = `sha256=${createHmac('sha256', secret).update(post.body).digest('hex')}`;
    assert.equal(post.headers['x-despacho-signature'], expected);
    assert.equal(post.headers['idempotency-key'], JSON.parse(post.body).id);

    const before = received.length;
    await row.getByRole('button', { name: 'Reenviar' }).click();
    await page.getByText('Entrega reenviada.').waitFor();
    const deadline = Date.now() + 30_000;
    while (received.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    assert.equal(received.length, before + 1);
    assert.equal(received.at(-1).headers['idempotency-key'], post.headers['idempotency-key']);
  });

  it('removes the URL after a confirmation', async () => {
    await page.getByTestId('webhook-endpoint').getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Webhook excluído com sucesso.').waitFor();
    await page.getByText('Nenhum webhook cadastrado ainda.').waitFor();
  });
});

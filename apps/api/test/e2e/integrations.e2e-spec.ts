import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import { ChannelDeliveries } from '../../src/modules/integrations/adapters/inbox/channel-deliveries.js';
import { ChannelDeliveryWorker } from '../../src/modules/integrations/jobs/channel-delivery.worker.js';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { signed, startNuvemshopPair } from '../support/nuvemshop-fixture.js';
import { until } from '../support/smtp-stub.js';

describe('Nuvemshop integration: connect, orders in, statuses out', () => {
  let pair: Awaited<ReturnType<typeof startNuvemshopPair>>;
  let admin: string;
  let otherAdmin: string;
  let plainUser: string;
  let companyId: string;
  let centerId: string;
  let integrationId: string;
  let db: DataSource;

  const http = () => pair.test.http();
  const command = (token: string, action: string, payload: object) =>
    http().post('/api/command').set('X-Token', token).send({ action, payload });
  const authorize = async (token = admin) => {
    const response = await http().get('/api/integrations/nuvemshop/authorize').set('X-Token', token);
    expect(response.status).toBe(200);
    const redirect = await fetch(response.body.url, { redirect: 'manual' });
    const location = new URL(redirect.headers.get('location')!);
    return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
  };
  const connect = (grant: { code: string; state: string }, token = admin) =>
    command(token, 'NewCompanyChannel', { channel: { id: 29 }, data: grant });
  const ordersOfStore = async () =>
    db.query(
      `SELECT id, reference, status, property FROM orders WHERE company_id = $1 AND property->>'channel_id' = '29' ORDER BY reference`,
      [companyId],
    );
  /** The stub's store places an order (and notifies order/created, signed). */
  const placeOrder = async (over: object) =>
    (await (
      await fetch(`${pair.stubUrl}/_stub/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(over),
      })
    ).json()) as { id: number; number: number };
  const deliveries = async () =>
    (await http().get(`/api/company-channels/${integrationId}/deliveries?limit=25`).set('X-Token', admin)).body;
  /** A delivery of the store's first order stored and answered but never queued, until the sweep settles it. */
  const sweptUnqueued = async (settled: 'processed' | 'failed') => {
    const [first] = await ordersOfStore();
    const id = await pair.test.app.get(ChannelDeliveries).record({
      company_channel_id: integrationId,
      company_id: companyId,
      channel_id: 29,
      direction: 'in',
      topic: 'order/paid',
      resource_id: first.property.marketplace_order_number,
      body: '{}',
      status: 'received',
      reason: null,
    });
    await pair.test.app.get(ChannelDeliveryWorker).sweep();
    await until(async () =>
      (await deliveries()).data.some((d: { id: string; status: string }) => d.id === id && d.status === settled),
    );
    return id;
  };

  beforeAll(async () => {
    pair = await startNuvemshopPair();
    db = pair.test.app.get(DataSource);
    companyId = await givenCompany(pair.test);
    const other = await givenCompany(pair.test);
    centerId = await givenDistributionCenter(pair.test, companyId);
    await givenCarrierCoveringBrazil(pair.test, companyId);
    admin = await tokenFor(pair.test, await givenUser(pair.test, companyId, { isAdmin: true }));
    plainUser = await tokenFor(pair.test, await givenUser(pair.test, companyId, { permissions: ['settings'] }));
    otherAdmin = await tokenFor(pair.test, await givenUser(pair.test, other, { isAdmin: true }));
  });
  afterAll(() => pair.close());

  it('lists the catalogue to admins only, with NuvemShop available', async () => {
    const response = await http().get('/api/channels?type=1').set('X-Token', admin);
    expect(response.status).toBe(200);
    expect(response.body.data.find((c: { id: number }) => c.id === 29)).toMatchObject({
      name: 'NuvemShop',
      is_disabled: false,
    });
    expect(response.body.data.find((c: { id: number }) => c.id === 3)).toMatchObject({ is_disabled: true });
    expect((await http().get('/api/channels').set('X-Token', plainUser)).status).toBe(403);
    expect((await http().get('/api/company-channels').set('X-Token', admin)).body).toEqual({ data: [], total: 0 });
  });

  it("refuses a code without the state it was issued with, and another user's state", async () => {
    const grant = await authorize();
    expect((await connect({ ...grant, state: 'x'.repeat(32) })).body.message).toBe(
      'A autorização expirou ou não foi iniciada por você. Conecte a loja novamente.',
    );
    const stolen = await authorize();
    const refused = await connect(stolen, otherAdmin);
    expect(refused.status).toBe(400);
    expect((await connect(stolen)).status).toBe(400); // the state was spent by the refused try
  });

  it('connects the store through OAuth, registers the webhooks and keeps the token sealed', async () => {
    const grant = await authorize();
    const response = await connect(grant);
    expect(response.body.message).toBe('Integração adicionada com sucesso.');
    expect(response.status).toBe(200);
    integrationId = response.body.id;
    const token = pair.stub.store.accessToken!;
    expect(pair.stub.store.webhooks.map((w) => w.event).sort()).toEqual([
      'app/uninstalled',
      'order/cancelled',
      'order/created',
      'order/paid',
      'order/updated',
    ]);
    expect(pair.stub.store.webhooks[0].url).toBe(`${pair.test.config.publicUrl}/api/webhooks/nuvemshop`);
    const [row] = await db.query('SELECT token_ciphertext, store_id FROM company_channels WHERE id = $1', [
      integrationId,
    ]);
    expect(row.store_id).toBe(String(pair.stub.store.storeId));
    expect(row.token_ciphertext).not.toContain(token);
    expect(pair.test.app.get(TokenCipher).open(row.token_ciphertext)).toBe(token);
    const [{ clear }] = await db.query(`SELECT count(*)::int AS clear FROM events WHERE data::text LIKE $1`, [
      `%${token}%`,
    ]);
    expect(clear).toBe(0);
    // The code is single use: the stub refuses it again, and so does the command.
    const again = await command(admin, 'NewCompanyChannel', {
      channel: { id: 29 },
      data: { code: grant.code, state: (await authorize()).state },
    });
    expect(again.status).toBe(400);

    const listed = await http().get('/api/company-channels').set('X-Token', admin);
    expect(listed.body.total).toBe(1);
    expect(listed.body.data[0]).toMatchObject({
      id: integrationId,
      channel_id: 29,
      property: { integration_name: 'NuvemShop', enabled: true },
    });
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it('turns a store order into a quoted Despacho order once, however often the store notifies', async () => {
    const placed = await placeOrder({});
    await until(async () => (await ordersOfStore()).length === 1);
    const [order] = await ordersOfStore();
    expect(order.reference).toBe(String(placed.number));
    expect(order.status).not.toBe(12); // quoted like any order
    expect(order.property).toMatchObject({
      channel: 'NuvemShop',
      channel_id: 29,
      marketplace_order_number: String(placed.id),
    });

    for (const event of ['paid', 'updated', 'paid'])
      await fetch(`${pair.stubUrl}/_stub/orders/${placed.id}/notify/${event}`, { method: 'POST' });
    await until(
      async () => (await deliveries()).data.filter((d: { status: string }) => d.status === 'processed').length === 4,
    );
    expect(await ordersOfStore()).toHaveLength(1);
  });

  it('refuses a forged delivery without storing it, and answers 429 past the limit of refusals from one address', async () => {
    const body = JSON.stringify({ store_id: pair.stub.store.storeId, event: 'order/created', id: 900000001 });
    const stored = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM channel_deliveries WHERE channel_id = 29`))[0].n as number;
    const before = await stored();
    const post = (hmac?: string) => {
      const request = http().post('/api/webhooks/nuvemshop').set('content-type', 'application/json');
      return (hmac ? request.set('X-Linkedstore-HMAC-SHA256', hmac) : request).send(body);
    };
    const forged = await post(signed(body, 'outro-segredo'));
    expect(forged.status).toBe(401);
    expect((await post()).status).toBe(401);
    expect(await stored()).toBe(before);
    expect((await deliveries()).data.filter((d: { status: string }) => d.status === 'refused')).toEqual([]);

    // 60 forged posts from one address: the ones past WEBHOOK_REFUSAL_LIMIT (20 a minute) answer 429.
    const statuses: number[] = [];
    for (let i = 0; i < 58; i++) statuses.push((await post(signed(body, 'outro-segredo'))).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(pair.test.config.webhookRefusalLimit - 2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(58 - (pair.test.config.webhookRefusalLimit - 2));
    const throttled = await post(signed(body, 'outro-segredo'));
    expect(throttled.body.message).toMatch(
      /^Muitas notificações recusadas deste endereço\. Tente novamente em \d+ segundos?\.$/,
    );
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await stored()).toBe(before);
    // The store's own signed deliveries from the same address still go through.
    const placed = await placeOrder({});
    await until(async () =>
      (await ordersOfStore()).some((o: { reference: string }) => o.reference === String(placed.number)),
    );
    // Counted per channel: the other receivers still answer this address.
    expect((await http().post('/api/webhooks/tray').type('form').send('seller_id=1&scope_name=order')).status).toBe(
      401,
    );
  });

  it('logs an order it cannot import with the reason, and imports it on reprocessar once the SKU exists', async () => {
    const placed = await placeOrder({
      products: [
        {
          id: 9,
          product_id: 9,
          variant_id: 9,
          sku: 'SEM-MEDIDAS',
          name: 'Brinde',
          price: '10.00',
          quantity: 1,
          weight: null,
          width: null,
          height: null,
          depth: null,
        },
      ],
    });
    const failedOf = async () =>
      (await deliveries()).data.find(
        (d: { status: string; resource_id: string }) => d.status === 'failed' && d.resource_id === String(placed.id),
      );
    await until(async () => Boolean(await failedOf()));
    const failed = await failedOf();
    expect(failed.reason).toBe(
      'O item SEM-MEDIDAS não tem peso e medidas no canal nem um produto com esse SKU na Despacho.',
    );

    const product = await command(admin, 'NewProduct', {
      reference: 'SEM-MEDIDAS',
      description: 'Brinde',
      price: 10,
      distribution_center_id: centerId,
      width: 0.1,
      height: 0.1,
      length: 0.1,
      weight: 0.2,
      quantity: 1,
      expedition_time: 0,
      property: [],
    });
    expect(product.body).toMatchObject({ message: 'Produto cadastrado com sucesso' });
    const again = await http()
      .post(`/api/company-channels/${integrationId}/deliveries/${failed.id}/reprocess`)
      .set('X-Token', admin);
    expect(again.body.message).toBe('Notificação enviada para reprocessamento.');
    await until(async () =>
      (await ordersOfStore()).some((o: { reference: string }) => o.reference === String(placed.number)),
    );
    // Another company can neither read the log nor reprocess it.
    expect(
      (await http().get(`/api/company-channels/${integrationId}/deliveries`).set('X-Token', otherAdmin)).status,
    ).toBe(404);
    expect(
      (
        await http()
          .post(`/api/company-channels/${integrationId}/deliveries/${failed.id}/reprocess`)
          .set('X-Token', otherAdmin)
      ).status,
    ).toBe(404);
  });

  it('processes, after a restart, a delivery stored and answered but never queued', async () => {
    await sweptUnqueued('processed');
  });

  it("refuses a store order while the integration is off in its own words, not the switch's label", async () => {
    expect((await command(admin, 'ToggleIntegration', { id: integrationId, enable: false })).status).toBe(200);
    const id = await sweptUnqueued('failed');
    const refused = (await deliveries()).data.find((d: { id: string }) => d.id === id);
    expect(refused.reason).toBe('Pedido não importado: a integração está desativada.');
    expect((await command(admin, 'ToggleIntegration', { id: integrationId, enable: true })).status).toBe(200);
  });

  it('cancels the Despacho order when the store cancels it', async () => {
    const placed = await placeOrder({});
    const statusOf = async () =>
      (await ordersOfStore()).find((o: { reference: string }) => o.reference === String(placed.number))?.status;
    await until(async () => (await statusOf()) !== undefined);
    await fetch(`${pair.stubUrl}/_stub/orders/${placed.id}/cancel`, { method: 'POST' });
    await until(async () => (await statusOf()) === 9);
    // The delivery is settled after the cancellation commits.
    const log = async () =>
      (await deliveries()).data.find(
        (d: { topic: string; resource_id: string }) =>
          d.topic === 'order/cancelled' && d.resource_id === String(placed.id),
      );
    await until(async () => (await log())?.status !== 'received');
    expect(await log()).toMatchObject({ status: 'processed', reason: 'Pedido cancelado no canal e na Despacho.' });
  });

  it('pushes the mapped status and the tracking code when an order is delivered', async () => {
    const saved = await http()
      .post(`/api/company-channels/${integrationId}/situations`)
      .set('X-Token', admin)
      .send({ situation_map: { 3: 'in_transit', 5: 'delivered' } });
    expect(saved.body.message).toBe('Integração alterada com sucesso');
    const [order] = await ordersOfStore();
    const [{ tracking_code }] = await db.query('SELECT tracking_code FROM orders WHERE id = $1', [order.id]);
    expect((await command(admin, 'ConfirmShipment', { id: order.id })).status).toBe(200);
    expect((await command(admin, 'Deliver', { id: order.id })).body.message).toBe('Pedido entregue com sucesso!');
    const channelOrderId = Number(order.property.marketplace_order_number);
    // What the relay's job does for this event (the relay itself waits for the cluster's oldest open
    // transaction, which other databases on a shared server can hold for long): run its side effects.
    const [delivered] = await db.query(
      `SELECT id FROM events WHERE stream_id = $1 AND type = 'order.status-changed' ORDER BY version DESC LIMIT 1`,
      [`order-${order.id}`],
    );
    expect(await pair.test.app.get(SideEffects).applyFor(delivered.id)).toContain('push-status-to-channel');
    expect(await pair.test.app.get(SideEffects).applyFor(delivered.id)).toEqual([]); // once per event
    const [fulfill, event] = pair.stub.store.fulfillments.filter((f) => f.order_id === channelOrderId);
    expect(fulfill.body).toMatchObject({ shipping_tracking_number: tracking_code, notify_customer: true });
    expect(event.body).toMatchObject({ status: 'delivered' });
    expect(pair.stub.store.orders.get(channelOrderId)?.shipping_status).toBe('delivered');
    await until(async () =>
      (await deliveries()).data.some(
        (d: { direction: string; status: string }) => d.direction === 'out' && d.status === 'processed',
      ),
    );
  });

  it('turns the integration off when the app is uninstalled in the store', async () => {
    await fetch(`${pair.stubUrl}/_stub/uninstall`, { method: 'POST' });
    await until(async () =>
      (await deliveries()).data.some(
        (d: { topic: string; status: string }) => d.topic === 'app/uninstalled' && d.status === 'processed',
      ),
    );
    expect(
      (await http().get(`/api/company-channels/${integrationId}`).set('X-Token', admin)).body.property.enabled,
    ).toBe(false);
  });

  it('renames, toggles and removes with the spec messages; another company gets 404', async () => {
    expect((await http().get(`/api/company-channels/${integrationId}`).set('X-Token', otherAdmin)).status).toBe(404);
    expect((await command(otherAdmin, 'ToggleIntegration', { id: integrationId, enable: false })).status).toBe(404);
    expect((await command(otherAdmin, 'RemoveCompanyChannel', { company_channel: { id: integrationId } })).status).toBe(
      404,
    );
    expect((await command(admin, 'ChangeIntegrationName', { id: integrationId, name: '' })).body.message).toBe(
      'Digite um nome para a integração.',
    );
    expect(
      (await command(admin, 'ChangeIntegrationName', { id: integrationId, name: 'Minha loja' })).body.message,
    ).toBe('Nome alterado com sucesso.');
    expect((await command(admin, 'ToggleIntegration', { id: integrationId, enable: true })).body.message).toBe(
      'Integração ativada.',
    );
    expect((await command(admin, 'ToggleIntegration', { id: integrationId, enable: false })).body.message).toBe(
      'Integração inativa.',
    );
    expect(
      (await http().get(`/api/company-channels/${integrationId}`).set('X-Token', admin)).body.property,
    ).toMatchObject({ integration_name: 'Minha loja', enabled: false });
    expect((await command(admin, 'ToggleIntegration', { id: integrationId, enable: true })).body.message).toBe(
      'Integração ativada.',
    );
    expect((await command(plainUser, 'RemoveCompanyChannel', { company_channel: { id: integrationId } })).status).toBe(
      403,
    );
    expect(
      (await command(admin, 'RemoveCompanyChannel', { company_channel: { id: integrationId } })).body.message,
    ).toBe('Integração excluída com sucesso');
    expect((await http().get('/api/company-channels').set('X-Token', admin)).body.total).toBe(0);
  });
});

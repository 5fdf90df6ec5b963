import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import { MissedNotices } from '../../src/modules/integrations/adapters/inbox/missed-notices.js';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { ML_APP_ID, startMercadoLivrePair } from '../support/mercadolivre-fixture.js';
import { until } from '../support/smtp-stub.js';

const ML = 30;

describe('Mercado Livre integration: connect, notifications in, ME1 statuses out', () => {
  let pair: Awaited<ReturnType<typeof startMercadoLivrePair>>;
  let admin: string;
  let otherAdmin: string;
  let companyId: string;
  let integrationId: string;
  let db: DataSource;

  const http = () => pair.test.http();
  const command = (token: string, action: string, payload: object) =>
    http().post('/api/command').set('X-Token', token).send({ action, payload });
  const authorize = async (token = admin) => {
    const response = await http().get('/api/integrations/mercadolivre/authorize').set('X-Token', token);
    expect(response.status).toBe(200);
    const redirect = await fetch(response.body.url, { redirect: 'manual' });
    const location = new URL(redirect.headers.get('location')!);
    return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
  };
  const connect = (grant: { code: string; state: string }, token = admin) =>
    command(token, 'NewCompanyChannel', { channel: { id: ML }, data: grant });
  const ordersOfSeller = async () =>
    db.query(
      `SELECT id, reference, status, property FROM orders WHERE company_id = $1 AND property->>'channel_id' = '30' ORDER BY reference`,
      [companyId],
    );
  const stub = (path: string, body?: object) =>
    fetch(`${pair.stubUrl}/_stub${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  const placeOrder = async (over: object = {}) =>
    (await (await stub('/orders', over)).json()) as { id: number; shipping: { id: number } };
  const deliveries = async () =>
    (await http().get(`/api/company-channels/${integrationId}/deliveries?limit=25`).set('X-Token', admin)).body
      .data as { topic: string; resource_id: string; status: string; reason: string | null; direction: string }[];
  const notification = (over: object = {}) => ({
    resource: '/orders/2000000001',
    user_id: pair.stub.store.userId,
    topic: 'orders_v2',
    application_id: Number(ML_APP_ID),
    attempts: 1,
    sent: new Date().toISOString(),
    received: new Date().toISOString(),
    ...over,
  });

  beforeAll(async () => {
    pair = await startMercadoLivrePair();
    db = pair.test.app.get(DataSource);
    companyId = await givenCompany(pair.test);
    const other = await givenCompany(pair.test);
    await givenDistributionCenter(pair.test, companyId);
    await givenCarrierCoveringBrazil(pair.test, companyId);
    admin = await tokenFor(pair.test, await givenUser(pair.test, companyId, { isAdmin: true }));
    otherAdmin = await tokenFor(pair.test, await givenUser(pair.test, other, { isAdmin: true }));
  });
  afterAll(() => pair.close());

  it('offers Mercado Livre in the catalogue with its ME1 statuses', async () => {
    const response = await http().get('/api/channels?type=1').set('X-Token', admin);
    const ml = response.body.data.find((c: { id: number }) => c.id === ML);
    expect(ml).toMatchObject({ name: 'Mercado Livre', layout: 'mercadolivre', is_disabled: false });
    expect(ml.situations.map((s: { id: string }) => s.id)).toEqual([
      'shipped',
      'delivered',
      'not_delivered/returning_to_sender',
    ]);
  });

  it('connects the seller through OAuth, keeping the access and refresh tokens sealed', async () => {
    const grant = await authorize();
    expect((await connect({ ...grant, state: 'x'.repeat(32) })).status).toBe(400); // forged state
    const again = await authorize();
    const response = await connect(again);
    expect(response.body.message).toBe('Integração adicionada com sucesso.');
    integrationId = response.body.id;
    const [row] = await db.query(
      'SELECT store_id, token_ciphertext, refresh_ciphertext, token_expires_at FROM company_channels WHERE id = $1',
      [integrationId],
    );
    expect(row.store_id).toBe(String(pair.stub.store.userId));
    const cipher = pair.test.app.get(TokenCipher);
    const access = cipher.open(row.token_ciphertext);
    const refresh = cipher.open(row.refresh_ciphertext);
    expect(pair.stub.store.validToken(access)).toBe(true);
    expect(pair.stub.store.refreshTokens.get(refresh)).toEqual({ used: false });
    expect(new Date(row.token_expires_at).getTime() - Date.now()).toBeGreaterThan(5 * 3600_000); // 6 h
    const [{ clear }] = await db.query(
      `SELECT count(*)::int AS clear FROM events WHERE data::text LIKE $1 OR data::text LIKE $2`,
      [`%${access}%`, `%${refresh}%`],
    );
    expect(clear).toBe(0);
    // Another company cannot take the same seller.
    expect((await connect(await authorize(otherAdmin), otherAdmin)).body.message).toBe(
      'Esta loja já está integrada a outra conta.',
    );
  });

  it('acknowledges a notification 200 in under 500 ms and turns it into a quoted order once', async () => {
    const placed = await placeOrder();
    await until(async () => (await ordersOfSeller()).length === 1);
    const [order] = await ordersOfSeller();
    expect(order.reference).toBe(String(placed.id));
    expect(order.status).not.toBe(12);
    expect(order.property).toMatchObject({
      channel: 'Mercado Livre',
      channel_id: ML,
      marketplace: 'Mercado Livre',
      marketplace_order_number: String(placed.id),
    });
    const [first] = pair.stub.store.attempts;
    expect(first).toMatchObject({ topic: 'orders_v2', status: 200 });
    expect(first.ms).toBeLessThan(500);

    // ML repeats itself: the same pointer again changes nothing.
    const started = Date.now();
    const repeated = await http()
      .post('/api/webhooks/mercadolivre')
      .send(notification({ resource: `/orders/${placed.id}` }));
    expect(repeated.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
    await until(async () =>
      (await deliveries()).some((d) => d.resource_id === String(placed.id) && d.reason === 'Pedido já importado.'),
    );
    expect(await ordersOfSeller()).toHaveLength(1);
  });

  it('refuses another app’s notification and drops one of an unknown seller, storing neither', async () => {
    const forged = await http()
      .post('/api/webhooks/mercadolivre')
      .send(notification({ application_id: 1, resource: '/orders/999' }));
    expect(forged.status).toBe(401);
    const unknown = await http()
      .post('/api/webhooks/mercadolivre')
      .send(notification({ user_id: 1, resource: '/orders/998' }));
    expect(unknown.status).toBe(200);
    const stored = await db.query(
      `SELECT id FROM channel_deliveries WHERE channel_id = 30 AND resource_id IN ('998', '999')`,
    );
    expect(stored).toEqual([]);
  });

  it('trusts a notification with the public application_id only once the seller’s token reads its order', async () => {
    // A forger knows the app id and the seller's user_id, both public: the order it names does not exist.
    const forged = await http()
      .post('/api/webhooks/mercadolivre')
      .send(notification({ resource: '/orders/2999999999' }));
    expect(forged.status).toBe(200); // acknowledged at once, as ML asks; checked by the job
    const rows = () => db.query(`SELECT company_id, status FROM channel_deliveries WHERE resource_id = '2999999999'`);
    await until(async () => (await rows()).length === 0);
    expect((await deliveries()).some((d) => d.resource_id === '2999999999')).toBe(false);

    // A genuine one stays out of the log until ML confirmed it, then joins it and is imported.
    const placed = pair.stub.store.placeOrder({});
    const genuine = await http()
      .post('/api/webhooks/mercadolivre')
      .send(notification({ resource: `/orders/${String(placed.id)}` }));
    expect(genuine.status).toBe(200);
    await until(async () =>
      (await deliveries()).some((d) => d.resource_id === String(placed.id) && d.status === 'processed'),
    );
    const [row] = await db.query(`SELECT company_id FROM channel_deliveries WHERE resource_id = $1`, [
      String(placed.id),
    ]);
    expect(row.company_id).toBe(companyId);
  });

  it('refreshes an expired access token with the single-use refresh token, once, before reading', async () => {
    // Six hours pass: ML's tokens die, and so does the expiry Despacho knows.
    await stub('/expire-tokens');
    await db.query(`UPDATE company_channels SET token_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      integrationId,
    ]);
    const [before] = await db.query('SELECT refresh_ciphertext FROM company_channels WHERE id = $1', [integrationId]);
    // Two orders at once: two jobs need the token, only one may spend the refresh token.
    const imported = (await ordersOfSeller()).length;
    await Promise.all([placeOrder(), placeOrder()]);
    await until(async () => (await ordersOfSeller()).length === imported + 2);
    const [after] = await db.query('SELECT refresh_ciphertext, token_expires_at FROM company_channels WHERE id = $1', [
      integrationId,
    ]);
    const cipher = pair.test.app.get(TokenCipher);
    expect(cipher.open(after.refresh_ciphertext)).not.toBe(cipher.open(before.refresh_ciphertext));
    expect(pair.stub.store.refreshTokens.get(cipher.open(before.refresh_ciphertext))).toEqual({ used: true });
    expect(new Date(after.token_expires_at).getTime()).toBeGreaterThan(Date.now());
    const [{ refreshed }] = await db.query(
      `SELECT count(*)::int AS refreshed FROM events WHERE stream_id = $1 AND type = 'company-channel.token-refreshed'`,
      [`company-channel-${integrationId}`],
    );
    expect(refreshed).toBe(1);
  });

  it('cancels the Despacho order when the buyer cancels on Mercado Livre', async () => {
    const placed = await placeOrder();
    const statusOf = async () =>
      (await ordersOfSeller()).find((o: { reference: string }) => o.reference === String(placed.id))?.status;
    await until(async () => (await statusOf()) !== undefined);
    await stub(`/orders/${placed.id}/cancel`);
    await until(async () => (await statusOf()) === 9);
  });

  it('sends shipped and delivered with the tracking code to the ME1 shipment when the order is delivered', async () => {
    const saved = await http()
      .post(`/api/company-channels/${integrationId}/situations`)
      .set('X-Token', admin)
      .send({ situation_map: { 3: 'shipped', 5: 'delivered' } });
    expect(saved.body.message).toBe('Integração alterada com sucesso');
    const [order] = await ordersOfSeller();
    const [{ tracking_code }] = await db.query('SELECT tracking_code FROM orders WHERE id = $1', [order.id]);
    expect((await command(admin, 'ConfirmShipment', { id: order.id })).status).toBe(200);
    expect((await command(admin, 'Deliver', { id: order.id })).body.message).toBe('Pedido entregue com sucesso!');
    // What the relay's job does for these events: run their side effects (see integrations.e2e-spec).
    const changes = await db.query(
      `SELECT id FROM events WHERE stream_id = $1 AND type = 'order.status-changed' ORDER BY version`,
      [`order-${order.id}`],
    );
    for (const change of changes) await pair.test.app.get(SideEffects).applyFor(change.id);
    const shipmentId = pair.stub.store.orders.get(Number(order.property.marketplace_order_number))?.shipping as {
      id: number;
    };
    const sent = pair.stub.store.sellerNotifications.filter((n) => n.shipment_id === shipmentId.id);
    expect(sent.map((n) => n.body.status)).toEqual(['shipped', 'delivered']);
    expect(sent[0].body).toMatchObject({
      tracking_number: tracking_code,
      tracking_url: `${pair.test.config.publicUrl}/tracking/${tracking_code}`,
    });
    expect(pair.stub.store.shipments.get(shipmentId.id)?.status).toBe('delivered');
    // Confirming does not put the order in transit (3): 'delivered' alone was due, and the adapter sent 'shipped' first.
    const out = (await deliveries()).filter((d) => d.direction === 'out');
    expect(out.map((d) => [d.topic, d.status])).toEqual([['status/delivered', 'processed']]);
  });

  it('keeps the integration from another company: read, change and log answer 404', async () => {
    const as = (path: string) => http().get(path).set('X-Token', otherAdmin);
    expect((await as(`/api/company-channels/${integrationId}`)).status).toBe(404);
    expect((await as(`/api/company-channels/${integrationId}/deliveries`)).status).toBe(404);
    expect((await as('/api/company-channels')).body.total).toBe(0);
    expect((await command(otherAdmin, 'ToggleIntegration', { id: integrationId, enable: false })).status).toBe(404);
    expect(
      (
        await http()
          .post(`/api/company-channels/${integrationId}/situations`)
          .set('X-Token', otherAdmin)
          .send({ situation_map: { 5: 'delivered' } })
      ).status,
    ).toBe(404);
    expect((await command(otherAdmin, 'RemoveCompanyChannel', { company_channel: { id: integrationId } })).status).toBe(
      404,
    );
  });

  it('recovers the notifications ML kept in /missed_feeds through the same inbox, each once', async () => {
    const before = (await ordersOfSeller()).length;
    // An order whose every notification failed (the API was down for the hour): only in /missed_feeds.
    const missed = pair.stub.store.placeOrder({});
    expect((await stub(`/orders/${String(missed.id)}/miss`)).status).toBe(200);
    // One that did arrive but was answered late, so ML kept it too: already in the inbox.
    const [received] = await db.query(
      `SELECT body FROM channel_deliveries WHERE company_channel_id = $1 AND topic = 'orders_v2' AND status = 'processed' ORDER BY received_at LIMIT 1`,
      [integrationId],
    );
    pair.stub.store.missedFeeds.push({ _id: 'late-1', ...JSON.parse(received.body) });
    // Another seller of the app: not ours to import.
    pair.stub.store.missedFeeds.push({ _id: 'other-1', ...notification({ user_id: 123, resource: '/orders/1' }) });

    const recovery = pair.test.app.get(MissedNotices);
    expect(await recovery.recover(integrationId)).toEqual({ recovered: 1, known: 1, unknown: 1 });
    await until(async () =>
      (await deliveries()).some((d) => d.resource_id === String(missed.id) && d.status === 'processed'),
    );
    expect(await ordersOfSeller()).toHaveLength(before + 1);
    expect((await ordersOfSeller()).some((o: { reference: string }) => o.reference === String(missed.id))).toBe(true);
    // Run again (the periodic job): everything is known, nothing is stored twice.
    expect(await recovery.recover(integrationId)).toEqual({ recovered: 0, known: 2, unknown: 1 });
    expect((await deliveries()).filter((d) => d.resource_id === String(missed.id))).toHaveLength(1);
  });

  // Last: from here on this address (the stub's too, in a test) is held back on the ML receiver.
  it('answers 429 to an address past the limit of notifications ML disowned', async () => {
    const base = 2_900_000_000;
    const ids: string[] = [];
    const post = () => {
      ids.push(String(base + ids.length));
      return http()
        .post('/api/webhooks/mercadolivre')
        .send(notification({ resource: `/orders/${ids.at(-1)}` }));
    };
    // Each is acknowledged 200 at once, then disowned by ML in its job, deleted and counted against this address.
    await until(async () => (await post()).status === 429);
    expect(ids.length).toBeGreaterThanOrEqual(pair.test.config.webhookRefusalLimit - 2);
    await until(async () => {
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM channel_deliveries WHERE channel_id = 30 AND resource_id = ANY($1)`,
        [ids],
      );
      return n === 0;
    });
  });
});

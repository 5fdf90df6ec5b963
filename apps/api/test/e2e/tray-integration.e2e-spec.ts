import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { TokenCipher } from '../../src/modules/integrations/adapters/tokens/token-cipher.js';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { closeServer, listen, send, unreachableUrl } from '../support/http-stub.js';
import { until } from '../support/smtp-stub.js';
import { startTrayPair, TRAY_NOTIFICATION_SECRET } from '../support/tray-fixture.js';

type Delivery = { id: string; direction: string; topic: string; status: string; reason: string; resource_id: string };

describe('Tray integration: connect, orders in, token refresh, statuses out', () => {
  let pair: Awaited<ReturnType<typeof startTrayPair>>;
  let admin: string;
  let otherAdmin: string;
  let companyId: string;
  let integrationId: string;
  let db: DataSource;

  const http = () => pair.test.http();
  const command = (token: string, action: string, payload: object) =>
    http().post('/api/command').set('X-Token', token).send({ action, payload });
  /** ADICIONAR with the store's address, then the store's auth.php as the browser follows it: the callback's fields. */
  const authorize = async (token = admin) => {
    const response = await http()
      .get(`/api/integrations/tray/authorize?url=${encodeURIComponent(pair.stubUrl)}`)
      .set('X-Token', token);
    expect(response.status).toBe(200);
    const redirect = await fetch(response.body.url, { redirect: 'manual' });
    const callback = new URL(redirect.headers.get('location')!);
    expect(callback.pathname).toBe('/connect/tray');
    return Object.fromEntries(callback.searchParams) as Record<string, string>;
  };
  /** What /connect/tray sends: the spec's fields of Tray's callback, and our state. */
  const connect = ({ code, state, store_host, api_address, adm_user }: Record<string, string>, token = admin) =>
    command(token, 'NewCompanyChannel', {
      channel: { id: 8 },
      data: { code, state, store_host, api_address, adm_user },
    });
  const ordersOfStore = async () =>
    db.query(
      `SELECT id, reference, status, property FROM orders WHERE company_id = $1 AND property->>'channel_id' = '8' ORDER BY reference`,
      [companyId],
    );
  const stub = (path: string, body: object = {}) =>
    fetch(`${pair.stubUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
  const deliveries = async (): Promise<Delivery[]> =>
    (await http().get(`/api/company-channels/${integrationId}/deliveries?limit=25`).set('X-Token', admin)).body.data;
  const notification = (fields: Record<string, string>, secret = TRAY_NOTIFICATION_SECRET) =>
    http()
      .post(`/api/webhooks/tray?secret=${secret}`)
      .set('content-type', 'application/x-www-form-urlencoded')
      .send(
        new URLSearchParams({ scope_name: 'order', act: 'update', app_code: 'chave-de-teste', ...fields }).toString(),
      );
  const situationsUrl = () => `/api/company-channels/${integrationId}/situations`;
  const refreshes = async () =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'company-channel.token-refreshed'`,
        [`company-channel-${integrationId}`],
      )
    )[0].n as number;

  beforeAll(async () => {
    pair = await startTrayPair();
    db = pair.test.app.get(DataSource);
    companyId = await givenCompany(pair.test);
    const other = await givenCompany(pair.test);
    await givenDistributionCenter(pair.test, companyId);
    await givenCarrierCoveringBrazil(pair.test, companyId);
    admin = await tokenFor(pair.test, await givenUser(pair.test, companyId, { isAdmin: true }));
    otherAdmin = await tokenFor(pair.test, await givenUser(pair.test, other, { isAdmin: true }));
  });
  afterAll(() => pair.close());

  it('offers Tray in the catalogue and asks for the store address to start', async () => {
    const catalogue = await http().get('/api/channels?type=1').set('X-Token', admin);
    expect(catalogue.body.data.find((c: { id: number }) => c.id === 8)).toMatchObject({
      name: 'Tray',
      is_disabled: false,
    });
    const missing = await http().get('/api/integrations/tray/authorize').set('X-Token', admin);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Informe o endereço da sua loja Tray.');
    const scheme = await http().get('/api/integrations/tray/authorize?url=file:///etc/passwd').set('X-Token', admin);
    expect(scheme.status).toBe(400);
  });

  it('refuses a callback whose api_address is not the store’s, a forged state and another user’s state', async () => {
    const fields = await authorize();
    const swapped = await connect({ ...fields, api_address: 'http://10.0.0.1/web_api' });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe('Endereço da API da loja Tray inválido.');
    const forged = await connect({ ...(await authorize()), state: 'y'.repeat(32) });
    expect(forged.body.message).toBe('A autorização expirou ou não foi iniciada por você. Conecte a loja novamente.');
    expect((await connect(await authorize(), otherAdmin)).status).toBe(400);
  });

  it('never sends the app secret to a host the merchant chose: a local listener gets nothing, a 4xx in pt-BR', async () => {
    // The attacker's "store": answers like Tray's /auth would, and records what it receives.
    const received: string[] = [];
    const attacker = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(`${request.method} ${request.url} ${body}`);
        send(response, 201, 'application/json', JSON.stringify({ access_token: 'a', store_id: '666' }));
      });
    });
    const attackerUrl = await listen(attacker);
    try {
      const started = await http()
        .get(`/api/integrations/tray/authorize?url=${encodeURIComponent(`${attackerUrl}/loja`)}`)
        .set('X-Token', admin);
      const state = new URL(new URL(started.body.url).searchParams.get('callback')!).searchParams.get('state')!;
      const response = await connect({
        code: 'x',
        state,
        store_host: attackerUrl,
        api_address: `${attackerUrl}/web_api`,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Endereço da API da loja Tray inválido.');
      expect(received).toEqual([]);
    } finally {
      await closeServer(attacker);
    }
  });

  it('is no port scanner: another local port (PostgreSQL’s) answers 400, never a 5xx', async () => {
    for (const api_address of ['http://127.0.0.1:5432/web_api', `${await unreachableUrl()}/web_api`]) {
      const response = await connect({ ...(await authorize()), api_address });
      expect(response.status, api_address).toBe(400);
      expect(response.body.message).toBe('Endereço da API da loja Tray inválido.');
    }
  });

  it('connects the store: code used once, 3-hour token and refresh token sealed, api_address kept', async () => {
    const fields = await authorize();
    expect(fields).toMatchObject({ store: '391250', adm_user: 'lojista', api_address: `${pair.stubUrl}/web_api` });
    const response = await connect(fields);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Integração adicionada com sucesso.');
    integrationId = response.body.id;
    const [row] = await db.query('SELECT * FROM company_channels WHERE id = $1', [integrationId]);
    const cipher = pair.test.app.get(TokenCipher);
    expect(row).toMatchObject({
      store_id: '391250',
      api_address: `${pair.stubUrl}/web_api`,
      store_host: fields.store_host,
    });
    expect(cipher.open(row.token_ciphertext)).toBe(pair.stub.store.accessToken);
    expect(cipher.open(row.refresh_ciphertext)).toBe(pair.stub.store.refreshToken);
    const hours = (new Date(row.token_expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(2.9);
    expect(hours).toBeLessThanOrEqual(3);
    const [{ clear }] = await db.query(
      `SELECT count(*)::int AS clear FROM events WHERE data::text LIKE $1 OR data::text LIKE $2`,
      [`%${pair.stub.store.accessToken}%`, `%${pair.stub.store.refreshToken}%`],
    );
    expect(clear).toBe(0);
    // The same code again (with a fresh state) is refused by Tray, and so by the command.
    const again = await connect({ ...fields, state: (await authorize()).state });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('A Tray recusou o código de autorização');
  });

  it('POST company-channels (public-account.md §7) connects as NewCompanyChannel does: the same store, the same integration', async () => {
    const { code, state, store_host, api_address, adm_user } = await authorize();
    const body = { channel: { id: 8 }, data: { code, state, store_host, api_address, adm_user } };
    const user = await tokenFor(pair.test, await givenUser(pair.test, companyId, { permissions: ['settings'] }));
    expect((await http().post('/api/company-channels').set('X-Token', user).send(body)).status).toBe(403);
    const unknown = await http()
      .post('/api/company-channels')
      .set('X-Token', admin)
      .send({ ...body, company_id: 'x' });
    expect(unknown.status).toBe(400);
    const response = await http().post('/api/company-channels').set('X-Token', admin).send(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: integrationId, message: 'Integração adicionada com sucesso.' });
    const listed = await http().get('/api/company-channels').set('X-Token', admin);
    expect(listed.body.data.filter((row: { channel_id: number }) => row.channel_id === 8)).toHaveLength(1);
    // The callback's forged address is refused here too, with the same pt-BR 400.
    const forged = await http()
      .post('/api/company-channels')
      .set('X-Token', admin)
      .send({
        ...body,
        data: { ...body.data, state: (await authorize()).state, api_address: 'http://127.0.0.1:5432' },
      });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Endereço da API da loja Tray inválido.');
  });

  it('turns a store order into a quoted Despacho order once, however often Tray notifies', async () => {
    const placed = await stub('/_stub/orders');
    await until(async () => (await ordersOfStore()).length === 1);
    const [order] = await ordersOfStore();
    expect(order.reference).toBe(String(placed.id));
    expect(order.status).not.toBe(12);
    expect(order.property).toMatchObject({
      channel: 'Tray',
      channel_id: 8,
      marketplace: 'Tray',
      marketplace_order_number: String(placed.id),
    });
    await stub(`/_stub/orders/${placed.id}/notify/insert`);
    await stub(`/_stub/orders/${placed.id}/notify/update`);
    await until(async () => (await deliveries()).filter((d) => d.status === 'processed').length === 3);
    expect(await ordersOfStore()).toHaveLength(1);
    expect((await deliveries()).map((d) => d.topic).sort()).toEqual(['order/insert', 'order/insert', 'order/update']);
  });

  it('refuses a notification without the URL secret and drops one from a store nobody connected, storing neither', async () => {
    const stored = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM channel_deliveries WHERE channel_id = 8`))[0].n as number;
    const before = await stored();
    const forged = await notification({ seller_id: '391250', scope_id: '5001' }, 'adivinhado');
    expect(forged.status).toBe(401);
    expect((await deliveries()).find((d) => d.status === 'refused')).toBeUndefined();
    const unknown = await notification({ seller_id: '999999', scope_id: '1' });
    expect(unknown.status).toBe(200); // Tray stops retrying
    expect(unknown.body.message).toBe('Loja não integrada.');
    expect(await stored()).toBe(before);
  });

  it('lists the store’s own statuses 100 per page (settings.md §2), to another company 404', async () => {
    const detail = await http().get(`/api/company-channels/${integrationId}`).set('X-Token', admin);
    expect(detail.status).toBe(200);
    expect(detail.body.property.store_host).toBe(pair.stubUrl);
    expect(JSON.stringify(detail.body)).not.toContain(pair.stub.store.accessToken);
    const situations = situationsUrl();
    const listed = await http().get(`${situations}?limit=100&page=1`).set('X-Token', admin);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(12);
    expect(listed.body.data).toHaveLength(12);
    expect(listed.body.data).toContainEqual({ id: '7', name: 'ENTREGUE' });
    const second = await http().get(`${situations}?limit=5&page=3`).set('X-Token', admin);
    expect(second.body).toEqual({ data: listed.body.data.slice(10), total: 12 });
    expect((await http().get(`${situations}?limit=101`).set('X-Token', admin)).body.message).toBe(
      'limit deve ser no máximo 100.',
    );
    expect((await http().get(`/api/company-channels/${integrationId}`).set('X-Token', otherAdmin)).status).toBe(404);
    expect((await http().get(situations).set('X-Token', otherAdmin)).status).toBe(404);
  });

  it('renews the access token when Tray refuses it, and when it has expired by the clock', async () => {
    const before = await refreshes();
    const oldToken = pair.stub.store.accessToken;
    await stub('/_stub/expire-access'); // Tray answers 401 (error_code 1000) from now on
    const placed = await stub('/_stub/orders');
    await until(async () =>
      (await ordersOfStore()).some((o: { reference: string }) => o.reference === String(placed.id)),
    );
    expect(await refreshes()).toBe(before + 1);
    expect(pair.stub.store.accessToken).not.toBe(oldToken);
    const [row] = await db.query('SELECT token_ciphertext FROM company_channels WHERE id = $1', [integrationId]);
    expect(pair.test.app.get(TokenCipher).open(row.token_ciphertext)).toBe(pair.stub.store.accessToken);

    // Expired by the clock (3 h later): renewed before the call, no 401 needed.
    await db.query(`UPDATE company_channels SET token_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      integrationId,
    ]);
    const listed = await http().get(situationsUrl()).set('X-Token', admin);
    expect(listed.body.total).toBe(12);
    expect(await refreshes()).toBe(before + 2);
  });

  it('cancels the Despacho order when the store cancels it (Tray says only "update")', async () => {
    const placed = await stub('/_stub/orders');
    const statusOf = async () =>
      (await ordersOfStore()).find((o: { reference: string }) => o.reference === String(placed.id))?.status;
    await until(async () => (await statusOf()) !== undefined);
    await stub(`/_stub/orders/${placed.id}/cancel`);
    await until(async () => (await statusOf()) === 9);
    // The delivery is settled after the cancellation commits.
    const log = async () =>
      (await deliveries()).find((d) => d.topic === 'order/update' && d.resource_id === String(placed.id));
    await until(async () => (await log())?.status !== 'received');
    expect(await log()).toMatchObject({ status: 'processed', reason: 'Pedido cancelado no canal e na Despacho.' });
  });

  it('pushes the mapped store status and the tracking code with PUT /orders/{id}', async () => {
    const saved = await http()
      .post(`/api/company-channels/${integrationId}/situations`)
      .set('X-Token', admin)
      .send({ situation_map: { 3: '5', 5: '7' } });
    expect(saved.body.message).toBe('Integração alterada com sucesso');
    const [order] = await ordersOfStore();
    const [{ tracking_code }] = await db.query('SELECT tracking_code FROM orders WHERE id = $1', [order.id]);
    expect((await command(admin, 'ConfirmShipment', { id: order.id })).status).toBe(200);
    expect((await command(admin, 'Deliver', { id: order.id })).body.message).toBe('Pedido entregue com sucesso!');
    // What the relay's job does for this event: run its side effects (see integrations.e2e-spec.ts).
    const [delivered] = await db.query(
      `SELECT id FROM events WHERE stream_id = $1 AND type = 'order.status-changed' ORDER BY version DESC LIMIT 1`,
      [`order-${order.id}`],
    );
    expect(await pair.test.app.get(SideEffects).applyFor(delivered.id)).toContain('push-status-to-channel');
    expect(await pair.test.app.get(SideEffects).applyFor(delivered.id)).toEqual([]);
    const update = pair.stub.store.updates.find((u) => u.order_id === order.property.marketplace_order_number);
    expect(update?.body).toMatchObject({
      status_id: '7',
      sending_code: tracking_code,
      tracking_url: `${pair.test.config.publicUrl}/tracking/${tracking_code}`,
    });
    expect(pair.stub.store.orders.get(order.property.marketplace_order_number)?.status).toBe('ENTREGUE');
    await until(async () => (await deliveries()).some((d) => d.direction === 'out' && d.status === 'processed'));
  });

  it('lets no other company see, change or take over the integration', async () => {
    const id = integrationId;
    expect((await http().get(`/api/company-channels/${id}/deliveries`).set('X-Token', otherAdmin)).status).toBe(404);
    expect(
      (
        await http()
          .post(`/api/company-channels/${id}/situations`)
          .set('X-Token', otherAdmin)
          .send({ situation_map: {} })
      ).status,
    ).toBe(404);
    expect((await command(otherAdmin, 'ToggleIntegration', { id, enable: false })).status).toBe(404);
    expect((await command(otherAdmin, 'ChangeIntegrationName', { id, name: 'Minha' })).status).toBe(404);
    expect((await command(otherAdmin, 'RemoveCompanyChannel', { company_channel: { id } })).status).toBe(404);
    expect((await http().get('/api/company-channels').set('X-Token', otherAdmin)).body.total).toBe(0);
    const takeover = await connect(await authorize(otherAdmin), otherAdmin);
    expect(takeover.status).toBe(409);
    expect(takeover.body.message).toBe('Esta loja já está integrada a outra conta.');
    const [row] = await db.query('SELECT company_id, enabled FROM company_channels WHERE id = $1', [id]);
    expect(row).toEqual({ company_id: companyId, enabled: true });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { SideEffects } from '../../src/platform/queue/side-effects.js';
import { DemoStore } from '../../src/modules/integrations/jobs/demo/demo-store.js';
import {
  givenCarrier,
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startNuvemshopPair } from '../support/nuvemshop-fixture.js';
import { until } from '../support/smtp-stub.js';

const COVERING_BRAZIL =
  'cep_inicial;cep_final;uf;regiao;prazo;ate_100kg;excedente_kg\n01000000;99999999;SP;BRASIL;5;30,00;1,00';

/**
 * The three ways a Nuvemshop store reaches a company besides ADICIONAR, and what follows: the demo
 * store connected by the API itself and placing orders, the app-store landing's sid after the login,
 * and the checkout options following the company's carriers. Each test has its own stub store.
 */
describe('Nuvemshop store: demo store, sid after login, checkout options', () => {
  let pair: Awaited<ReturnType<typeof startNuvemshopPair>>;
  let db: DataSource;
  const http = () => pair.test.http();
  const command = (token: string, action: string, payload: object) =>
    http().post('/api/command').set('X-Token', token).send({ action, payload });
  const lastEvent = async (streamId: string, type: string): Promise<string> =>
    (
      await db.query(`SELECT id FROM events WHERE stream_id = $1 AND type = $2 ORDER BY version DESC LIMIT 1`, [
        streamId,
        type,
      ])
    )[0].id;
  /** A company ready to import orders: a CD, a carrier covering Brazil, an admin. */
  const givenMerchant = async () => {
    const companyId = await givenCompany(pair.test);
    await givenDistributionCenter(pair.test, companyId);
    const carrierId = await givenCarrierCoveringBrazil(pair.test, companyId);
    const admin = await tokenFor(pair.test, await givenUser(pair.test, companyId, { isAdmin: true }));
    return { companyId, carrierId, admin };
  };
  /** The integration the running test connected: released after it, even when the test failed. */
  let held: { admin: string; integrationId: string } | undefined;
  const holds = (admin: string, integrationId: string) => {
    held = { admin, integrationId };
  };
  /** The stub store freed for the next test (one store per file), so one failure does not fail the tests after it. */
  afterEach(async () => {
    if (held) {
      const { admin, integrationId } = held;
      held = undefined;
      const removed = await command(admin, 'RemoveCompanyChannel', { company_channel: { id: integrationId } });
      expect(removed.status).toBe(200);
    }
    pair.stub.store.webhooks.length = 0;
    pair.stub.shipping.carriers.length = 0;
    pair.stub.shipping.optionCalls.length = 0;
  });

  beforeAll(async () => {
    pair = await startNuvemshopPair();
    db = pair.test.app.get(DataSource);
  });
  afterAll(() => pair.close());

  it('demo store: connected through the OAuth path, one tick places an order that arrives as a quoted Despacho order', async () => {
    const { companyId, admin } = await givenMerchant();
    const demo = pair.test.app.get(DemoStore);
    const integrationId = await demo.connect(companyId);
    holds(admin, integrationId);
    expect(pair.stub.store.webhooks.map((w) => w.event)).toContain('order/created');
    // Connected again (each boot: the stub forgets): the same integration, reconnected.
    expect(await demo.connect(companyId)).toBe(integrationId);
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM company_channels WHERE company_id = $1', [
      companyId,
    ]);
    expect(count).toBe(1);

    const channelOrderId = await demo.tick();
    // Delivered as Nuvemshop does: signed, to the receiver, then inbox → job → NewOrder.
    const attempt = pair.stub.store.attempts.find(
      (a) => a.event === 'order/created' && a.body.includes(`${channelOrderId}`),
    );
    expect(attempt).toBeDefined();
    const imported = () =>
      db.query(
        `SELECT id, status, property FROM orders WHERE company_id = $1 AND property->>'marketplace_order_number' = $2`,
        [companyId, String(channelOrderId)],
      );
    await until(async () => (await imported()).length === 1);
    const [order] = await imported();
    expect(order.property).toMatchObject({
      channel: 'NuvemShop',
      channel_id: 29,
      marketplace_order_number: String(channelOrderId),
    });
    expect(order.status).not.toBe(12); // quoted like a typed order
    // The delivery is settled after NewOrder commits, so the order can be read while it is still 'received'.
    const deliveryStatus = async (): Promise<string> =>
      (
        await db.query(`SELECT status FROM channel_deliveries WHERE company_channel_id = $1 AND resource_id = $2`, [
          integrationId,
          String(channelOrderId),
        ])
      )[0].status;
    await until(async () => (await deliveryStatus()) !== 'received');
    expect(await deliveryStatus()).toBe('processed');
  });

  it('sid: the store installed from the app store connects to the company of who signs in, once', async () => {
    const { companyId, admin } = await givenMerchant();
    const installed = await fetch(`${pair.stubUrl}/apps/1001/authorize`, { redirect: 'manual' });
    const code = new URL(installed.headers.get('location')!).searchParams.get('code')!;
    const sid = (await http().post(`/api/pre-signup/nuvemshop/${code}`)).body.store_token as string;

    const connect = (data: object, token = admin) => command(token, 'NewCompanyChannel', { channel: { id: 29 }, data });
    expect((await connect({ sid: 'x'.repeat(32) })).body.message).toBe(
      'Link expirado: instale o aplicativo novamente pela loja Nuvemshop.',
    );
    expect((await connect({})).body.message).toBe('Código de autorização ausente.');
    const connected = await connect({ sid });
    expect(connected.status).toBe(200);
    holds(admin, connected.body.id);
    expect(connected.body.message).toBe('Integração adicionada com sucesso.');
    const [integration] = await db.query(
      'SELECT id, company_id, store_id, enabled FROM company_channels WHERE id = $1',
      [connected.body.id],
    );
    expect(integration).toMatchObject({
      company_id: companyId,
      store_id: String(pair.stub.store.storeId),
      enabled: true,
    });
    // Connected as ADICIONAR does: webhooks and the checkout carrier registered with the stored token.
    expect(pair.stub.store.webhooks.map((w) => w.event)).toEqual(
      expect.arrayContaining(['order/created', 'order/cancelled', 'app/uninstalled']),
    );
    expect(pair.stub.shipping.carriers).toHaveLength(1);
    const [claimed] = await db.query(
      'SELECT claimed_by_company_id, claimed_at FROM channel_pre_signups WHERE store_token = $1',
      [sid],
    );
    expect(claimed.claimed_by_company_id).toBe(companyId);
    // Spent: the same link again (or from another company) connects nothing.
    const other = await givenMerchant();
    expect((await connect({ sid }, other.admin)).body.message).toBe(
      'Link expirado: instale o aplicativo novamente pela loja Nuvemshop.',
    );
  });

  it('re-registers the checkout options when the carriers the company can price change', async () => {
    const { companyId, carrierId, admin } = await givenMerchant();
    const integrationId = await pair.test.app.get(DemoStore).connect(companyId);
    holds(admin, integrationId);
    const [carrierA] = await db.query('SELECT canonical_name FROM carriers WHERE id = $1', [carrierId]);
    const [carrier] = pair.stub.shipping.carriers;
    expect(carrier.options.map((o) => o.code)).toEqual([carrierA.canonical_name]);

    // A second carrier's table, activated: its option is added.
    const carrierB = await givenCarrier(pair.test);
    const tableB = await givenFreightTable(pair.test, companyId, carrierB.id, COVERING_BRAZIL, { active: false });
    expect((await command(admin, 'ActiveTable', { id: tableB, version: 3 })).status).toBe(200);
    const activated = await lastEvent(`freight-table-${tableB}`, 'freight-table.activated');
    // What the relay's job does for the event (the relay may also have run it: once either way).
    await pair.test.app.get(SideEffects).applyFor(activated);
    await until(() => carrier.options.length === 2);
    expect(carrier.options.map((o) => o.code).sort()).toEqual([carrierA.canonical_name, carrierB.canonicalName].sort());

    // The first carrier's table deactivated: its option is deleted.
    const [tableA] = await db.query('SELECT id FROM freight_tables WHERE company_id = $1 AND carrier_id = $2', [
      companyId,
      carrierId,
    ]);
    expect((await command(admin, 'InactiveTable', { id: tableA.id, version: 3 })).status).toBe(200);
    const deactivated = await lastEvent(`freight-table-${tableA.id}`, 'freight-table.deactivated');
    await pair.test.app.get(SideEffects).applyFor(deactivated);
    await until(() => carrier.options.length === 1);
    expect(carrier.options.map((o) => o.code)).toEqual([carrierB.canonicalName]);
    expect(pair.stub.shipping.optionCalls.map(({ method, code }) => [method, code])).toEqual([
      ['POST', carrierA.canonical_name],
      ['POST', carrierB.canonicalName],
      ['DELETE', carrierA.canonical_name],
    ]);
    // Still one carrier: the sync found its own by the callback URL.
    expect(pair.stub.shipping.carriers).toHaveLength(1);
    const log = await db.query(
      `SELECT status, body FROM channel_deliveries WHERE company_channel_id = $1 AND topic = 'checkout/options' ORDER BY received_at`,
      [integrationId],
    );
    expect(log.map((row: { status: string; body: string }) => [row.status, JSON.parse(row.body)])).toEqual([
      ['processed', { added: [carrierB.canonicalName], removed: [] }],
      ['processed', { added: [], removed: [carrierA.canonical_name] }],
    ]);
  });
});

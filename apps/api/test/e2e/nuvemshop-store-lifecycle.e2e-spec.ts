import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { DemoStore } from '../../src/modules/integrations/demo/demo-store.js';
import {
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startNuvemshopPair } from '../support/nuvemshop-fixture.js';
import { until } from '../support/smtp-stub.js';

/** The demo store: connected by the API itself through the OAuth path, placing orders on a timer. */
describe('Nuvemshop store: the demo store', () => {
  let pair: Awaited<ReturnType<typeof startNuvemshopPair>>;
  let db: DataSource;
  const http = () => pair.test.http();
  const command = (token: string, action: string, payload: object) =>
    http().post('/api/command').set('X-Token', token).send({ action, payload });
  /** A company ready to import orders: a CD, a carrier covering Brazil, an admin. */
  const givenMerchant = async () => {
    const companyId = await givenCompany(pair.test);
    await givenDistributionCenter(pair.test, companyId);
    const carrierId = await givenCarrierCoveringBrazil(pair.test, companyId);
    const admin = await tokenFor(pair.test, await givenUser(pair.test, companyId, { isAdmin: true }));
    return { companyId, carrierId, admin };
  };
  /** The stub store freed for the next test (one store per file): the integration removed, the stub's registrations cleared. */
  const releaseStore = async (admin: string, integrationId: string) => {
    expect((await command(admin, 'RemoveCompanyChannel', { company_channel: { id: integrationId } })).status).toBe(200);
    pair.stub.store.webhooks.length = 0;
    pair.stub.shipping.carriers.length = 0;
  };

  beforeAll(async () => {
    pair = await startNuvemshopPair();
    db = pair.test.app.get(DataSource);
  });
  afterAll(() => pair.close());

  it('demo store: connected through the OAuth path, one tick places an order that arrives as a quoted Despacho order', async () => {
    const { companyId, admin } = await givenMerchant();
    const demo = pair.test.app.get(DemoStore);
    const integrationId = await demo.connect(companyId);
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
    const [delivery] = await db.query(
      `SELECT status FROM channel_deliveries WHERE company_channel_id = $1 AND resource_id = $2`,
      [integrationId, String(channelOrderId)],
    );
    expect(delivery.status).toBe('processed');
    await releaseStore(admin, integrationId);
  });
});

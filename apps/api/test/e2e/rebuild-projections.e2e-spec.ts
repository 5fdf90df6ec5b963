import { migrations } from '@despacho/migrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { ProjectionRebuilder } from '../../src/platform/event-store/projection-rebuilder.js';
import { ProjectionRegistry } from '../../src/platform/event-store/projection-registry.js';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload, PARCEL } from '../support/order-fixtures.js';
import { drainUntilCaughtUp } from '../support/catch-up.js';
import { migrationScratch } from '../support/migration-scratch.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('rebuild-projections', () => {
  let test: TestApp;
  // A database of its own: the rebuild compares whole tables, and earlier files in the shared one
  // write some read models directly (fixtures), which no event would rebuild.
  const scratch = migrationScratch('rebuild', migrations[0].name);

  beforeAll(async () => {
    await scratch.migrateFrom(async () => {});
    test = await startTestApp({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await test.close();
    await scratch.drop();
  });

  it('replays the log into read models equal to the live ones', async () => {
    const companyId = await givenCompany(test);
    const admin = await tokenFor(test, await givenUser(test, companyId, { isAdmin: true }));
    const command = (action: string, payload: object) =>
      test.http().post('/api/command').set('X-Token', admin).send({ action, payload });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await command('NewUser', {
        name: `Reconstruir ${i}`,
        email: `rebuild-${i}-${companyId}@r.test`,
        password: 'segredo-123',
      });
      ids.push(body.id);
    }
    await command('UpdateUserInfo', {
      id: ids[0],
      name: 'Renomeado',
      email: `renomeado-${companyId}@r.test`,
      is_admin: true,
    });
    await command('DeleteUser', { id: ids[1] });
    await command('NewUser', { name: 'Reusa e-mail', email: `rebuild-1-${companyId}@r.test`, password: 'segredo-123' });
    // Orders whose status, alerts and deliveries move the dashboard's rows (an async projection).
    await givenDistributionCenter(test, companyId, 'CD1');
    const superAdmin = await tokenFor(test, await givenUser(test, companyId, { isSuperAdmin: true }));
    // With a carrier: an order no carrier covers would await a quote (status 12) instead.
    const carrier = await givenCarrier(test);
    const orders: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { body } = await command(
        'NewOrder',
        orderPayload({ reference: `REB-${i}`, carrier_id: carrier.id, ...(i % 2 ? { invoice_number: `${i}` } : {}) }),
      );
      orders.push(body.id);
    }
    // What GET reviews shows is kept in dashboard_orders too: a recipient renamed by an edit, a rating with its comment.
    const edit = await command('UpdateOrder', {
      ...orderPayload({
        reference: 'REB-2',
        carrier_id: carrier.id,
        to_address: { ...orderPayload().to_address, name: 'João Souza' },
      }),
      id: orders[2],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await command('ConfirmShipment', { reference: 'REB-0' });
    await command('Deliver', { reference: 'REB-0' });
    const { rating_path } = (await test.http().get(`/api/orders/${orders[0]}`).set('X-Token', admin)).body;
    await test
      .http()
      .post('/api/public/rate-delivery')
      .send({ token: rating_path.split('/')[3], review: { rate: 4, message: 'Tudo certo.' } })
      .expect(200);
    await command('CancelShipment', { reference: 'REB-1' });
    await test
      .http()
      .post('/api/command')
      .set('X-Token', superAdmin)
      .send({
        action: 'RegisterTracking',
        payload: {
          order_id: orders[3],
          code: '123',
          alert_type: 2,
          description: 'Extravio',
          occurred_at: '2026-11-21T09:30:00-03:00',
          source: 'manual',
        },
      });
    // Open orders with a deadline count in dashboard_open_deadlines (KPI PA).
    for (const reference of ['REB-2', 'REB-3'])
      await test
        .http()
        .post('/api/command')
        .set('X-Token', superAdmin)
        .send({ action: 'ChangeDeliveryDate', payload: { reference, delivery_date: '2026-12-10' } })
        .expect(200);
    // EDI carrier connections (tested offline): carrier-integrations' own copy follows credentials, toggle and removal.
    const edi = async (cnpj: string) =>
      (
        await command('NewCompanyChannel', {
          channel: { id: 104 },
          data: { credentials: { cnpj }, carrier_ids: [carrier.id] },
        })
      ).body.id as string;
    const [recredentialed, disabled, removed] = [
      await edi('11111111000111'),
      await edi('22222222000122'),
      await edi(''),
    ];
    await command('UpdateCarrierIntegration', { id: recredentialed, credentials: { cnpj: '33333333000133' } });
    await command('ToggleIntegration', { id: disabled, enable: false });
    await command('RemoveCompanyChannel', { company_channel: { id: removed } });
    // Another company's pickup (its orders leave the dashboards above alone): pickups' own copy of its
    // orders' figures follows an order removed, one edited to three volumes, the pickup performed and one delivered.
    const shipperId = await givenCompany(test);
    await givenDistributionCenter(test, shipperId, 'CD1');
    const shipper = await tokenFor(test, await givenUser(test, shipperId, { isAdmin: true }));
    const operations = await tokenFor(test, await givenUser(test, shipperId, { isSuperAdmin: true }));
    const send = (token: string, action: string, payload: object) =>
      test.http().post('/api/command').set('X-Token', token).send({ action, payload });
    const collected = (i: number, over: object = {}) =>
      orderPayload({ reference: `REB-C${i}`, carrier_id: carrier.id, invoice_number: `C${i}`, ...over });
    const inPickup: string[] = [];
    for (let i = 0; i < 3; i++) inPickup.push((await send(shipper, 'NewOrder', collected(i))).body.id);
    const pickup = await send(shipper, 'NewPickup', { order_ids: inPickup });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    for (const [token, action, payload] of [
      [shipper, 'RemoveOrderFromPickup', { reference: 'REB-C0' }],
      [shipper, 'UpdateOrder', { ...collected(2, { shipments: [{ ...PARCEL, quantity: 3 }] }), id: inPickup[2] }],
      [operations, 'ConfirmPickup', { pickup: { id: pickup.body.id } }],
      [operations, 'PerformPickup', { reference: 'REB-C1', manually: true }],
      [shipper, 'Deliver', { reference: 'REB-C1' }],
    ] as const) {
      const response = await send(token, action, payload);
      expect(response.status, `${action}: ${JSON.stringify(response.body)}`).toBe(200);
    }
    const shown = (await test.http().get(`/api/pickups/${pickup.body.id}`).set('X-Token', shipper)).body;
    expect([shown.totals, shown.volumes]).toEqual([
      { total: 2, delivered: 1, in_transit: 1 },
      { total_volumes: 4, total_weight: 4 * PARCEL.weight, cargo_value: 2 * PARCEL.cargo_value },
    ]);
    await drainUntilCaughtUp(test);

    const db = test.app.get(DataSource);
    // Every order's figures as pickups keeps them are the orders' own.
    expect(
      await db.query(`
        SELECT id, pickup_id, status, (SELECT sum((s->>'quantity')::int) FROM jsonb_array_elements(shipments) s) AS volumes,
               (SELECT sum((s->>'weight')::numeric * (s->>'quantity')::int) FROM jsonb_array_elements(shipments) s) AS weight, cargo_value
          FROM orders
        EXCEPT SELECT id, pickup_id, status, volumes, weight, cargo_value FROM pickup_orders`),
    ).toEqual([]);
    expect(await db.query('SELECT count(*)::int AS n FROM pickup_orders')).toEqual(
      await db.query('SELECT count(*)::int AS n FROM orders'),
    );
    const tables = test.app
      .get(ProjectionRegistry)
      .all()
      .flatMap((p) => p.tables);
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (table) => [table, await db.query(`SELECT * FROM ${table} t ORDER BY t::text`)] as const),
        ),
      );
    const live = await snapshot();
    expect(live.users.length).toBeGreaterThan(5);
    const dashboard = live.dashboard_daily.filter((row: { company_id: string }) => row.company_id === companyId);
    expect(dashboard.map((row: { status: number; losses: number }) => [row.status, row.losses]).sort()).toEqual([
      [1, 0],
      [2, 1],
      [5, 0],
      [9, 0],
    ]);
    // The same orders without the state (one carrier, one state here: the same rows).
    const byCarrier = live.dashboard_carrier_daily.filter(
      (row: { company_id: string }) => row.company_id === companyId,
    );
    expect(byCarrier.map((row: { status: number; losses: number }) => [row.status, row.losses]).sort()).toEqual([
      [1, 0],
      [2, 1],
      [5, 0],
      [9, 0],
    ]);
    expect(
      await db.query(
        'SELECT status, deadline::text AS deadline FROM dashboard_open_deadlines WHERE company_id = $1 ORDER BY status',
        [companyId],
      ),
    ).toEqual([
      { status: 1, deadline: '2026-12-10' },
      { status: 2, deadline: '2026-12-10' },
    ]);

    // The delivered order in its creation month (the SLA by state's monthly sums).
    expect(
      await db.query(
        'SELECT carrier_id, orders, delivery_days_count FROM dashboard_state_monthly WHERE company_id = $1',
        [companyId],
      ),
    ).toEqual([{ carrier_id: carrier.id, orders: 1, delivery_days_count: 1 }]);
    expect(tables).toContain('dashboard_state_monthly');
    expect(tables).toContain('pickup_orders');
    expect(
      await db.query(
        `SELECT reference, recipient_name, rate, review_message FROM dashboard_orders
          WHERE company_id = $1 AND reference IN ('REB-0', 'REB-2') ORDER BY reference`,
        [companyId],
      ),
    ).toEqual([
      { reference: 'REB-0', recipient_name: 'Maria da Silva', rate: 4, review_message: 'Tudo certo.' },
      { reference: 'REB-2', recipient_name: 'João Souza', rate: null, review_message: null },
    ]);

    expect(
      live.carrier_connections
        .filter((row: { company_id: string }) => row.company_id === companyId)
        .map((row: { id: string; enabled: boolean }) => [row.id, row.enabled])
        .sort(),
    ).toEqual(
      [
        [recredentialed, true],
        [disabled, false],
      ].sort(),
    );

    const { events } = await test.app.get(ProjectionRebuilder).rebuild();
    expect(events).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(live);
  });
});

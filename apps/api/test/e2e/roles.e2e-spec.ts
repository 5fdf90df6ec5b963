import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenCarrier, givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Who is the provider's staff (docs/roles.md): a company's admin is a merchant; the operations tier
// (pickups, occurrence alerts, the staff badge) is the provider's super admins.
describe('roles: a company admin is a merchant, the super admin is operations', () => {
  let test: TestApp;
  let user: string;
  let admin: string;
  let superAdmin: string;
  let carrierId: string;
  let sequence = 0;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  /** Events of the order and of its pickup: a refusal appends none. */
  const eventCount = async ({ pickupId, orderId }: { pickupId: string; orderId: string }) =>
    (
      await test.app
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM events WHERE stream_id = ANY($1)', [
          [`pickup-${pickupId}`, `order-${orderId}`],
        ])
    )[0].n as number;
  /** An order awaiting acceptance with a carrier, in a pickup of its own. */
  const givenPickup = async () => {
    const reference = `ROLE-${++sequence}`;
    const order = await command(
      user,
      'NewOrder',
      orderPayload({ reference, invoice_number: `7${sequence}`, carrier_id: carrierId }),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const pickup = await command(user, 'NewPickup', { order_ids: [order.body.id] });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    return { pickupId: pickup.body.id as string, orderId: order.body.id as string, reference };
  };
  const operationsCalls = ({
    pickupId,
    reference,
  }: {
    pickupId: string;
    reference: string;
  }): [string, object, string][] => [
    [
      'ChangeDriver',
      { reference, driver: { name: 'João Motorista', phone: '11999998888' } },
      'Apenas super administradores podem alterar o motorista de uma coleta.',
    ],
    [
      'ChangePickupDate',
      { pickup: { id: pickupId }, estimated_date: '2026-12-03' },
      'Apenas super administradores podem alterar a data de uma coleta.',
    ],
    [
      'UpdatePickup',
      { id: pickupId, integration_code: 'RDN-1' },
      'Apenas super administradores podem alterar o código de integração de uma coleta.',
    ],
    ['ConfirmPickup', { pickup: { id: pickupId } }, 'Apenas super administradores podem confirmar uma coleta.'],
    [
      'PerformPickup',
      { reference, manually: true },
      'Apenas super administradores podem marcar uma coleta como realizada.',
    ],
  ];

  beforeAll(async () => {
    test = await startTestApp();
    const company = await givenCompany(test);
    await givenDistributionCenter(test, company, 'CD1');
    carrierId = (await givenCarrier(test)).id;
    user = await tokenFor(test, await givenUser(test, company, { permissions: ['orders', 'pickups'] }));
    admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    superAdmin = await tokenFor(test, await givenUser(test, company, { isSuperAdmin: true }));
  });
  afterAll(() => test.close());

  it('refuses every pickup operation to a company admin and a user with a pt-BR 403, writing nothing', async () => {
    const pickup = await givenPickup();
    const before = await eventCount(pickup);
    for (const token of [admin, user]) {
      for (const [action, payload, message] of operationsCalls(pickup)) {
        const response = await command(token, action, payload);
        expect([action, response.status, response.body.message]).toEqual([action, 403, message]);
      }
    }
    expect(await eventCount(pickup)).toBe(before);
  });

  it('lets the super admin run every pickup operation', async () => {
    const pickup = await givenPickup();
    for (const [action, payload] of operationsCalls(pickup)) {
      const response = await command(superAdmin, action, payload);
      expect([action, response.status], JSON.stringify(response.body)).toEqual([action, 200]);
    }
    const shown = (await test.http().get(`/api/pickups/${pickup.pickupId}`).set('X-Token', admin)).body;
    expect(shown).toMatchObject({ state: { id: 3 }, driver: { name: 'João Motorista' }, integration_code: 'RDN-1' });
  });

  it('lets a company admin register an occurrence but not an alert (a chosen type or an alert code)', async () => {
    const pickup = await givenPickup();
    const { orderId } = pickup;
    const occurrence = {
      order_id: orderId,
      description: 'Cliente ausente',
      occurred_at: '2026-11-20T10:00:00-03:00',
      alert_type: null,
    };
    expect((await command(admin, 'RegisterTracking', occurrence)).body.message).toBe(
      'Ocorrência registrada com sucesso',
    );
    const before = await eventCount(pickup);
    for (const alert of [{ alert_type: 1 }, { alert_type: 4 }, { code: '126' }]) {
      const response = await command(admin, 'RegisterTracking', { ...occurrence, ...alert });
      expect([response.status, response.body.message]).toEqual([
        403,
        'Apenas super administradores podem registrar uma ocorrência com alerta.',
      ]);
    }
    expect(await eventCount(pickup)).toBe(before);
    expect((await command(superAdmin, 'RegisterTracking', { ...occurrence, alert_type: 1 })).status).toBe(200);
    const order = (await test.http().get(`/api/orders/${orderId}`).set('X-Token', admin)).body;
    expect(order.order_alert_type).toBe(1);
  });

  it("badges only the super admin's messages as the provider's staff", async () => {
    const { orderId } = await givenPickup();
    await command(admin, 'NewIssue', { order_id: orderId, message: 'Mensagem da loja' });
    await command(superAdmin, 'NewIssue', { order_id: orderId, message: 'Mensagem da Despacho' });
    const { issues } = (await test.http().get(`/api/orders/${orderId}`).set('X-Token', user)).body;
    expect(issues.map((issue: { message: string; staff: boolean }) => [issue.message, issue.staff])).toEqual([
      ['Mensagem da loja', false],
      ['Mensagem da Despacho', true],
    ]);
  });

  it('keeps marking in transit, delivered and in return with the company admin', async () => {
    const ids: string[] = [];
    for (const reference of ['ROLE-T', 'ROLE-D', 'ROLE-R']) {
      ids.push(
        (
          await command(
            user,
            'NewOrder',
            orderPayload({ reference, invoice_number: `8${ids.length}`, carrier_id: carrierId }),
          )
        ).body.id,
      );
    }
    expect(
      (await command(admin, 'BatchOrders', { action: 'inTransit', orders: ['ROLE-T'] })).body.results[0],
    ).toMatchObject({ reference: 'ROLE-T', ok: true });
    expect((await command(admin, 'Deliver', { reference: 'ROLE-D' })).body.message).toBe(
      'Pedido entregue com sucesso!',
    );
    expect((await command(admin, 'ReturnToSender', { reference: 'ROLE-R' })).status).toBe(200);
    const statuses = [];
    for (const id of ids)
      statuses.push((await test.http().get(`/api/orders/${id}`).set('X-Token', user)).body.status.id);
    expect(statuses).toEqual([3, 5, 7]);
  });
});

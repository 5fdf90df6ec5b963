import { readFileSync } from 'node:fs';
import { ORDER_STATUS } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_SEPARATOR } from '../../src/modules/orders/commands/batch-orders/batch-orders.handler.js';
import {
  givenCarrier,
  givenCarrierCoveringBrazil,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const NFE = new URL('../fixtures/nfe/35180834128745000152550010000474281920007498-nfe.xml', import.meta.url);

describe('order actions', () => {
  let test: TestApp;
  let user: string;
  let admin: string;
  let superAdmin: string;
  let other: string;
  let carrierId: string;
  let sequence = 0;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const detail = async (token: string, id: string) =>
    (await test.http().get(`/api/orders/${id}`).set('X-Token', token)).body;
  const eventCount = async (id: string) =>
    (
      await test.app
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`order-${id}`])
    )[0].n as number;
  /** A new order of company A; `invoice` makes it start at 2 (Com NF ou Aguardando aceite). */
  const newOrder = async (invoice = false) => {
    const reference = `ACT-${++sequence}`;
    const response = await command(
      user,
      'NewOrder',
      orderPayload({ reference, ...(invoice ? { invoice_number: `${sequence}` } : {}) }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { id: response.body.id as string, reference };
  };
  const expectRefused = async (
    response: { status: number; body: { message: string } },
    status: number,
    message: string,
  ) => {
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
  };

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    const b = await givenCompany(test);
    await givenCarrierCoveringBrazil(test, a);
    await givenCarrierCoveringBrazil(test, b);
    // The sample NF-e's issuer: 'Enviar nota' takes only the company's own NF-e.
    await givenDistributionCenter(test, a, 'CD1', { federal_tax_id: '34128745000152' });
    carrierId = (await givenCarrier(test)).id;
    user = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));
    admin = await tokenFor(test, await givenUser(test, a, { isAdmin: true }));
    superAdmin = await tokenFor(test, await givenUser(test, a, { isSuperAdmin: true }));
    other = await tokenFor(test, await givenUser(test, b, { isAdmin: true }));
  });
  afterAll(() => test.close());

  it('confirms a shipment awaiting its invoice (1 → 2) with the spec message, and refuses a second time', async () => {
    const order = await newOrder();
    const response = await command(user, 'ConfirmShipment', { reference: order.reference });
    expect(response.body).toEqual({ id: order.id, message: 'Remessa confirmada com sucesso!' });
    expect((await detail(user, order.id)).status).toEqual({ id: 2, description: 'Aguardando aceite' });
    await expectRefused(
      await command(user, 'ConfirmShipment', { reference: order.reference }),
      409,
      'Não é possível confirmar a remessa de um pedido Aguardando aceite.',
    );
  });

  it('lets only admins deliver and only super admins send out for delivery; a refusal appends nothing', async () => {
    const order = await newOrder(true);
    const before = await eventCount(order.id);
    await expectRefused(
      await command(user, 'Deliver', { reference: order.reference, manually: true }),
      403,
      'Apenas administradores podem marcar como entregue um pedido.',
    );
    await expectRefused(
      await command(admin, 'GoOutDelivery', { reference: order.reference }),
      403,
      'Apenas super administradores podem marcar como saiu para entrega um pedido.',
    );
    expect(await eventCount(order.id)).toBe(before);

    expect((await command(superAdmin, 'GoOutDelivery', { reference: order.reference })).body.message).toBe(
      'Pedido saiu para entrega!',
    );
    expect((await command(admin, 'Deliver', { reference: order.reference })).body.message).toBe(
      'Pedido entregue com sucesso!',
    );
    const delivered = await detail(user, order.id);
    expect(delivered.status.id).toBe(5);
    expect(delivered.delivered_at).not.toBeNull();
    expect(delivered.actions).toEqual([]);
    expect(delivered.status_transition.at(-1)).toMatchObject({ status: 5, completed: true });
  });

  it('bulk-cancels as a regular user: a line per order, a separator, and the refused order still refused', async () => {
    const [a, b, done] = [await newOrder(), await newOrder(true), await newOrder(true)];
    await command(admin, 'Deliver', { reference: done.reference });
    const response = await command(user, 'BatchOrders', {
      action: 'cancel',
      orders: [a.reference, b.reference, done.reference, 'NAO-EXISTE'],
    });
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      { reference: a.reference, ok: true, message: 'Remessa cancelada com sucesso!' },
      { reference: b.reference, ok: true, message: 'Remessa cancelada com sucesso!' },
      { reference: done.reference, ok: false, message: 'Não é possível cancelar um pedido Entregue.' },
      { reference: 'NAO-EXISTE', ok: false, message: 'Pedido não encontrado.' },
    ]);
    expect(response.body.message.split('\n')).toEqual([
      `${a.reference}: Remessa cancelada com sucesso!`,
      `${b.reference}: Remessa cancelada com sucesso!`,
      BATCH_SEPARATOR,
      `${done.reference}: Não é possível cancelar um pedido Entregue.`,
      'NAO-EXISTE: Pedido não encontrado.',
    ]);
    expect((await detail(user, a.id)).status.id).toBe(9);
    expect((await detail(user, b.id)).status.id).toBe(9);
  });

  it('lands concurrent writers on one order: each conflict is retried by the dispatcher, a batch line too', async () => {
    const order = await newOrder();
    const before = await eventCount(order.id);
    const messages = Array.from({ length: 6 }, (_, n) =>
      command(user, 'NewIssue', { order_id: order.id, message: `Mensagem ${n}` }),
    );
    const batch = command(user, 'BatchOrders', { action: 'cancel', orders: [order.reference] });
    const responses = await Promise.all([...messages, batch]);
    for (const response of responses) expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await batch).body.results).toEqual([
      { reference: order.reference, ok: true, message: 'Remessa cancelada com sucesso!' },
    ]);
    expect(await eventCount(order.id)).toBeGreaterThanOrEqual(before + 7);
    expect((await detail(user, order.id)).status.id).toBe(ORDER_STATUS.cancelled);
  });

  it('refuses a bulk verb the role may not run before touching any order, and bad payloads', async () => {
    const order = await newOrder(true);
    await expectRefused(
      await command(user, 'BatchOrders', { action: 'inTransit', orders: [order.reference] }),
      403,
      'Apenas administradores podem marcar como em trânsito um pedido.',
    );
    expect((await detail(user, order.id)).status.id).toBe(2);
    await expectRefused(
      await command(user, 'BatchOrders', { action: 'explode', orders: [order.reference] }),
      400,
      'Ação em massa inválida: use cancel, inTransit, inReturn ou deliver.',
    );
    await expectRefused(
      await command(user, 'BatchOrders', { action: 'cancel', orders: [] }),
      400,
      'Selecione ao menos um pedido.',
    );
    const many = await command(admin, 'BatchOrders', { action: 'inTransit', orders: [order.reference] });
    expect(many.body.message).toBe(`${order.reference}: Pedido marcado como em trânsito.`);
    expect((await detail(user, order.id)).status.id).toBe(3);
  });

  it('changes the delivery date for super admins only, with a real date', async () => {
    const order = await newOrder(true);
    await expectRefused(
      await command(admin, 'ChangeDeliveryDate', { reference: order.reference, delivery_date: '2026-12-10' }),
      403,
      'Apenas super administradores podem alterar a data de entrega de um pedido.',
    );
    await expectRefused(
      await command(superAdmin, 'ChangeDeliveryDate', { reference: order.reference, delivery_date: '2026-02-30' }),
      400,
      'Informe a data de entrega (AAAA-MM-DD).',
    );
    expect(
      (await command(superAdmin, 'ChangeDeliveryDate', { reference: order.reference, delivery_date: '2026-12-10' }))
        .body.message,
    ).toBe('Data de entrega alterada com sucesso');
    expect((await detail(user, order.id)).deadline).toBe('2026-12-10');
  });

  it('registers occurrences (any user; an alert only the operations tier): code 123 raises the loss alert, the timeline is newest first', async () => {
    const order = await newOrder(true);
    const occurrence = {
      order_id: order.id,
      description: 'Mercadoria em rota',
      occurred_at: '2026-11-20T10:00:00-03:00',
      source: 'manual',
      alert_type: null,
    };
    expect((await command(user, 'RegisterTracking', occurrence)).body.message).toBe(
      'Ocorrência registrada com sucesso',
    );
    const loss = { ...occurrence, code: '123', description: 'Extravio', occurred_at: '2026-11-21T09:30:00-03:00' };
    const before = await eventCount(order.id);
    await expectRefused(
      await command(admin, 'RegisterTracking', loss),
      403,
      'Apenas super administradores podem registrar uma ocorrência com alerta.',
    );
    expect(await eventCount(order.id)).toBe(before);
    expect((await command(superAdmin, 'RegisterTracking', loss)).body.message).toBe(
      'Ocorrência registrada com sucesso',
    );
    await expectRefused(
      await command(user, 'RegisterTracking', { order_id: order.id, occurred_at: '2026-11-21', alert_type: null }),
      400,
      'Informe a descrição da ocorrência.',
    );

    const shown = await detail(user, order.id);
    expect(shown.order_alert_type).toBe(2);
    expect(shown.tracker.tracking_code).toMatch(/^DS[0-9A-Z]{13}$/);
    const { body } = await test.http().get(`/api/orders/${order.id}/events`).set('X-Token', user);
    expect(body.data.map((d: { description: string; code: string | null }) => [d.description, d.code])).toEqual([
      ['Extravio', '123'],
      ['Mercadoria em rota', null],
    ]);
    expect(body.data[0]).toMatchObject({ status: 2, source: 'manual', occurred_at: '2026-11-21T12:30:00.000Z' });
  });

  it('refuses an unknown occurrence type; without one the code decides; a chosen type raises its alert', async () => {
    const order = await newOrder(true);
    const occurrence = { order_id: order.id, description: 'Caixa amassada', occurred_at: '2026-11-20T10:00:00-03:00' };
    const before = await eventCount(order.id);
    await expectRefused(
      await command(superAdmin, 'RegisterTracking', { ...occurrence, alert_type: 7 }),
      400,
      'Tipo da ocorrência inválido: use 1, 2, 3 ou 4.',
    );
    expect(await eventCount(order.id)).toBe(before);
    expect((await command(superAdmin, 'RegisterTracking', occurrence)).body.message).toBe(
      'Ocorrência registrada com sucesso',
    );
    expect((await detail(user, order.id)).order_alert_type).toBeNull();
    expect((await command(superAdmin, 'RegisterTracking', { ...occurrence, alert_type: 1 })).body.message).toBe(
      'Ocorrência registrada com sucesso',
    );
    expect((await detail(user, order.id)).order_alert_type).toBe(1);
  });

  it("keeps messages with the writer's name; only the provider's super admins carry the staff badge", async () => {
    const order = await newOrder();
    expect(
      (await command(user, 'NewIssue', { reference: order.reference, message: '  Cliente pediu urgência  ' })).body
        .message,
    ).toBe('Mensagem enviada com sucesso');
    await command(admin, 'NewIssue', { order_id: order.id, message: 'Sou o administrador da loja' });
    await command(superAdmin, 'NewIssue', { order_id: order.id, message: 'Verificando com a transportadora' });
    await expectRefused(
      await command(user, 'NewIssue', { order_id: order.id, message: '   ' }),
      400,
      'Escreva a mensagem.',
    );
    const { issues } = await detail(user, order.id);
    expect(issues.map((i: { message: string; staff: boolean }) => [i.message, i.staff])).toEqual([
      ['Cliente pediu urgência', false],
      ['Sou o administrador da loja', false],
      ['Verificando com a transportadora', true],
    ]);
    expect(issues[0].user.name).toMatch(/^Usuário /);
  });

  it('refuses messages on a tracking-only order, and an edit keeps the flag', async () => {
    const reference = `ACT-${++sequence}`;
    const created = await command(user, 'NewOrder', orderPayload({ reference, tracking_only: true }));
    const id = created.body.id as string;
    expect((await detail(user, id)).tracking_only).toBe(true);
    const before = await eventCount(id);
    await expectRefused(
      await command(user, 'NewIssue', { order_id: id, message: 'Onde está?' }),
      409,
      'Este pedido é somente de rastreio: não é possível enviar mensagens.',
    );
    expect(await eventCount(id)).toBe(before);
    const edited = await command(user, 'UpdateOrder', { ...orderPayload({ reference, invoice_number: '4321' }), id });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await detail(user, id)).tracking_only).toBe(true);
    expect((await detail(user, (await newOrder()).id)).tracking_only).toBe(false);
  });

  it("attaches the company's own uploads only", async () => {
    const order = await newOrder();
    const upload = async (token: string) =>
      (
        await test
          .http()
          .post('/api/upload')
          .set('X-Token', token)
          .attach('file', Buffer.from('%PDF-1.4 comprovante'), {
            filename: 'comprovante.pdf',
            contentType: 'application/pdf',
          })
      ).body.path as string;
    const path = await upload(user);
    const file = { name: 'Comprovante', mime: 'application/pdf', path };
    expect(
      (await command(user, 'AddAttachment', { shipment: { reference: order.reference }, file, type: 'pdf' })).body
        .message,
    ).toBe('Arquivo anexado com sucesso');
    await expectRefused(
      await command(user, 'AddAttachment', { shipment: { reference: order.reference }, file, type: 'video' }),
      400,
      'Selecione o tipo do arquivo.',
    );
    expect(
      (
        await command(user, 'AddAttachment', {
          shipment: { reference: order.reference },
          file: { ...file, path: await upload(other) },
          type: 'pdf',
        })
      ).status,
    ).toBe(404);
    expect((await detail(user, order.id)).attachments).toEqual([
      expect.objectContaining({ name: 'Comprovante', type: 'pdf', path }),
    ]);

    const download = (token: string) =>
      test.http().get('/api/download').query({ url: 1, path }).set('X-Token', token).buffer(true);
    const own = await download(user);
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toContain('comprovante.pdf');
    expect(Buffer.from(own.body).toString()).toBe('%PDF-1.4 comprovante');
    expect((await download(other)).status).toBe(404);
  });

  it('takes the invoice from an uploaded NF-e: number and key on the order, 1 → 2; a non-NF-e file is refused', async () => {
    // To the sample NF-e's recipient CEP, 30411-123.
    const created = await command(
      user,
      'NewOrder',
      orderPayload({ reference: 'NFE-1', to_address: { ...orderPayload().to_address, zip: '30411123', state: 'MG' } }),
    );
    const order = { id: created.body.id as string, reference: 'NFE-1' };
    const upload = async (content: Buffer, filename: string) =>
      (
        await test
          .http()
          .post('/api/upload')
          .set('X-Token', user)
          .attach('file', content, { filename, contentType: 'text/xml' })
      ).body.path as string;
    const bad = await command(user, 'SendInvoice', {
      reference: order.reference,
      invoice: { path: await upload(Buffer.from('<html/>'), 'pagina.xml') },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^pagina\.xml: /);
    expect((await detail(user, order.id)).status.id).toBe(1);

    const response = await command(user, 'SendInvoice', {
      reference: order.reference,
      invoice: { path: await upload(readFileSync(NFE), 'nota.xml') },
    });
    expect(response.body.message).toBe('Nota fiscal enviada com sucesso');
    const shown = await detail(user, order.id);
    expect(shown.status.id).toBe(2);
    expect(shown.invoice_key).toBe('35180834128745000152550010000474281920007498');
    expect(shown.invoice_number).toBe('47428');

    // The sample NF-e is for another recipient: validation says so, word for word.
    const validation = await test.http().get(`/api/invoices/${order.id}/validate`).set('X-Token', user);
    expect(validation.body.errors).toEqual(['O CPF/CNPJ do destinatário na nota difere do pedido.']);
    const pdf = await test.http().get(`/api/invoices/${order.id}/pdf`).set('X-Token', user).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await test.http().get(`/api/invoices/${order.id}/pdf`).set('X-Token', other)).status).toBe(404);
    expect((await test.http().get(`/api/invoices/${order.id}/validate`).set('X-Token', other)).status).toBe(404);
  });

  it('checks a typed invoice key by its check digit, and has no PDF without an NF-e file', async () => {
    const typed = await command(
      user,
      'NewOrder',
      orderPayload({ reference: 'CHAVE-1', invoice_key: '35180834128745000152550010000474281920007497' }),
    );
    expect(typed.status).toBe(200);
    const validation = await test.http().get(`/api/invoices/${typed.body.id}/validate`).set('X-Token', user);
    expect(validation.body).toEqual({ errors: ['Chave de acesso inválida: o dígito verificador não confere.'] });
    const pdf = await test.http().get(`/api/invoices/${typed.body.id}/pdf`).set('X-Token', user);
    expect(pdf.status).toBe(404);
    expect(pdf.body.message).toBe('Nenhuma nota fiscal foi enviada para este pedido.');
  });

  it('changes the carrier from a chosen quote while the goods are not handed over', async () => {
    const order = await newOrder(true);
    await expectRefused(
      await command(user, 'ChangeOrderCarrier', { reference: order.reference }),
      400,
      'Selecione uma cotacao',
    );
    const changed = await command(user, 'ChangeOrderCarrier', {
      reference: order.reference,
      carrier_id: carrierId,
      estimated_cost: 42.5,
    });
    expect(changed.body.message).toBe('Transportadora alterada com sucesso');
    const shown = await detail(user, order.id);
    expect(shown).toMatchObject({ carrier: { id: carrierId }, estimated_cost: 42.5 });

    const quotes = await test.http().get(`/api/orders/${order.id}/quotes`).set('X-Token', user);
    expect(quotes.status).toBe(200);
    expect(Array.isArray(quotes.body.data)).toBe(true);

    await command(admin, 'Deliver', { reference: order.reference });
    await expectRefused(
      await command(user, 'ChangeOrderCarrier', { id: order.id, carrier_id: carrierId }),
      409,
      'Não é possível trocar a transportadora de um pedido Entregue.',
    );
  });

  it("never reads or changes another company's order", async () => {
    const order = await newOrder(true);
    const before = await eventCount(order.id);
    for (const [action, payload] of [
      ['Deliver', { id: order.id }],
      ['CancelOrder', { id: order.id }],
      ['NewIssue', { order_id: order.id, message: 'oi' }],
      ['RegisterTracking', { order_id: order.id, description: 'x', occurred_at: '2026-11-21', alert_type: null }],
      ['BatchOrders', { action: 'deliver', orders: [order.reference] }],
    ] as const) {
      const response = await command(other, action, payload);
      if (action === 'BatchOrders')
        expect(response.body.results[0]).toEqual({
          reference: order.reference,
          ok: false,
          message: 'Pedido não encontrado.',
        });
      else expect(response.status, action).toBe(404);
    }
    expect(await eventCount(order.id)).toBe(before);
    for (const path of [
      `/api/orders/${order.id}`,
      `/api/orders/${order.id}/events`,
      `/api/orders/${order.id}/quotes`,
    ]) {
      expect((await test.http().get(path).set('X-Token', other)).status, path).toBe(404);
    }
  });
});

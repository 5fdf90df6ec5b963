import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('orders', () => {
  let test: TestApp;
  let userA: string;
  let userB: string;
  let companyB: string;
  let carrierId: string;
  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const list = (token: string, query: Record<string, string | number> = {}) =>
    test.http().get('/api/orders').query(query).set('X-Token', token);
  const create = async (token: string, over: Record<string, unknown> = {}) => {
    const response = await command(token, 'NewOrder', orderPayload(over));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.id as string;
  };
  const db = () => test.app.get(DataSource);
  const statusOf = async (token: string, id: string) =>
    (await test.http().get(`/api/orders/${id}`).set('X-Token', token)).body.status.id;

  beforeAll(async () => {
    test = await startTestApp();
    const a = await givenCompany(test);
    companyB = await givenCompany(test);
    await givenCarrierCoveringBrazil(test, a);
    await givenCarrierCoveringBrazil(test, companyB);
    await givenDistributionCenter(test, a, 'CD1');
    await givenDistributionCenter(test, a, 'CD2');
    await givenDistributionCenter(test, companyB, 'CD1');
    carrierId = (await givenCarrier(test)).id;
    userA = await tokenFor(test, await givenUser(test, a, { permissions: ['orders'] }));
    userB = await tokenFor(test, await givenUser(test, companyB, { permissions: ['orders'] }));
  });
  afterAll(() => test.close());

  it('creates an order awaiting its invoice, with the spec message, and shows it in the spec shape', async () => {
    const response = await command(
      userA,
      'NewOrder',
      orderPayload({
        reference: 'SHAPE-1',
        carrier_id: carrierId,
        estimated_cost: 35.5,
        property: { channel: 'Magalu', marketplace_order_number: 'MG-77' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Pedido cadastrado com sucesso');
    const order = (await test.http().get(`/api/orders/${response.body.id}`).set('X-Token', userA)).body;
    expect(order).toMatchObject({
      reference: 'SHAPE-1',
      status: { id: 1, description: 'Aguardando Nota' },
      invoice_number: null,
      carrier: { id: carrierId },
      to_address: {
        residential: true,
        federal_tax_id: '52998224725',
        city: 'Rio de Janeiro',
        country: 'BRA',
        street2: null,
      },
      from_address: { city: 'São Paulo' },
      distribution_center: { reference: 'CD1' },
      property: { channel: 'Magalu', marketplace_order_number: 'MG-77', channel_id: null },
      estimated_cost: 35.5,
      cargo_value: 199.9,
      total_origins: 1,
      is_drop_shipping: false,
    });
    expect(order.shipments).toEqual([
      expect.objectContaining({ volume: 1, reference: 'SKU-1', width: 0.3, weight: 2.5, from_cd_reference: 'CD1' }),
    ]);
    expect(order.status_transition.map((step: { title: string }) => step.title)).toEqual([
      'Coletado',
      'Em Trânsito',
      'Saiu para entrega',
      'Entregue',
    ]);
  });

  it('starts at status 2 when the invoice comes with the order', async () => {
    const id = await create(userA, { reference: 'NF-1', invoice_number: '123456' });
    expect(await statusOf(userA, id)).toBe(2);
  });

  it('answers every validation message of the order form', async () => {
    const response = await command(userA, 'NewOrder', {
      reference: ' ',
      from_cd_reference: '',
      to_address: {
        residential: true,
        name: '',
        federal_tax_id: '529.982.247-25',
        phone: '1234',
        email: 'nao-e-email',
        zip: '2202',
        street1: '',
        number: '',
        neighborhood: '',
        city: '',
        state: 'XX',
      },
      shipments: [{ quantity: 1, width: 0.3 }],
    });
    expect(response.status).toBe(400);
    for (const message of [
      'Digite o código do pedido',
      'Escolha de qual CD o pedido sai.',
      'Digite o nome ou razão social',
      'Digite o CNPJ ou CPF, apenas números.',
      'Digite um telefone.',
      'Digite um e-mail válido',
      'Digite um CEP válido.',
      'Digite o endereço.',
      'Digite o número.',
      'Digite o bairro.',
      'Digite a cidade.',
      'Selecione o estado.',
      'Preencha todos os dados dos volumes.',
    ]) {
      expect(response.body.message).toContain(message);
    }
    const long = await command(
      userA,
      'NewOrder',
      orderPayload({ to_address: { ...orderPayload().to_address, name: 'x'.repeat(151) } }),
    );
    expect(long.body.message).toBe('Deve ter no máximo 150 caracteres');
    const noParcel = await command(userA, 'NewOrder', orderPayload({ shipments: [] }));
    expect(noParcel.body.message).toBe('Preencha todos os dados dos volumes.');
    const multi = await command(
      userA,
      'NewOrder',
      orderPayload({
        multi_origin: true,
        from_cd_reference: undefined,
        shipments: [{ ...orderPayload().shipments[0] }],
      }),
    );
    expect(multi.body.message).toBe('Selecione a origem de cada volume!');
    const unknownCd = await command(userA, 'NewOrder', orderPayload({ from_cd_reference: 'CD9' }));
    expect(unknownCd.status).toBe(400);
    expect(unknownCd.body.message).toBe('CD de origem não encontrado: CD9.');
  });

  it('checks CPF digits for residential and CNPJ digits for commercial recipients', async () => {
    const address = orderPayload().to_address;
    const badCpf = await command(
      userA,
      'NewOrder',
      orderPayload({ to_address: { ...address, federal_tax_id: '52998224726' } }),
    );
    expect(badCpf.body.message).toBe('CPF inválido: confira os dígitos.');
    const cnpjAsResidential = await command(
      userA,
      'NewOrder',
      orderPayload({ to_address: { ...address, federal_tax_id: '11222333000181' } }),
    );
    expect(cnpjAsResidential.body.message).toBe('CPF inválido: confira os dígitos.');
    const badCnpj = await command(
      userA,
      'NewOrder',
      orderPayload({ to_address: { ...address, residential: false, federal_tax_id: '11222333000182' } }),
    );
    expect(badCnpj.body.message).toBe('CNPJ inválido: confira os dígitos.');
    await create(userA, {
      reference: 'PJ-1',
      to_address: { ...address, residential: false, name: 'Loja Cliente Ltda', federal_tax_id: '11222333000181' },
    });
  });

  it('refuses a repeated reference in the same company only, whatever the case', async () => {
    await create(userA, { reference: 'DUP-1' });
    const again = await command(userA, 'NewOrder', orderPayload({ reference: 'dup-1' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já existe um pedido com este código.');
    // The event and its row are written by one statement: the refused row took its event with it.
    const [{ events }] = await db().query(
      `SELECT count(*)::int AS events FROM events WHERE type = 'order.created' AND data->>'reference' = 'dup-1'`,
    );
    expect(events).toBe(0);
    await create(userB, { reference: 'DUP-1' });
  });

  it('keeps multi-origin volumes on their own CDs', async () => {
    const [line] = orderPayload().shipments;
    const id = await create(userA, {
      reference: 'MULTI-1',
      multi_origin: true,
      from_cd_reference: undefined,
      shipments: [
        { ...line, from_cd_reference: 'CD1' },
        { ...line, from_cd_reference: 'cd2' },
      ],
    });
    const order = (await test.http().get(`/api/orders/${id}`).set('X-Token', userA)).body;
    expect(order).toMatchObject({ total_origins: 2, is_drop_shipping: true, cargo_value: 399.8 });
    expect(
      order.shipments.map((s: { from_cd_reference: string; volume: number }) => [s.volume, s.from_cd_reference]),
    ).toEqual([
      [1, 'CD1'],
      [2, 'CD2'],
    ]);
  });

  it('updates an editable order, keeps volume ids and moves it to status 2 when the invoice arrives', async () => {
    const id = await create(userA, { reference: 'UPD-1' });
    const before = (await test.http().get(`/api/orders/${id}`).set('X-Token', userA)).body;
    const [line] = orderPayload().shipments;
    const updated = await command(userA, 'UpdateOrder', {
      ...orderPayload({ reference: 'UPD-1B', invoice_number: '998877' }),
      id,
      shipments: [
        { ...line, id: before.shipments[0].id, weight: 3 },
        { ...line, reference: 'SKU-2' },
      ],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.message).toBe('Pedido atualizado com sucesso');
    const after = (await test.http().get(`/api/orders/${id}`).set('X-Token', userA)).body;
    expect(after).toMatchObject({ reference: 'UPD-1B', invoice_number: '998877', status: { id: 2 } });
    expect(after.shipments[0]).toMatchObject({ id: before.shipments[0].id, weight: 3 });
    expect(after.shipments[1].id).not.toBe(before.shipments[0].id);
  });

  it('refuses to update a cancelled order and appends nothing', async () => {
    const id = await create(userA, { reference: 'UPD-2' });
    expect((await command(userA, 'CancelOrder', { id })).status).toBe(200);
    const events = async () =>
      (await db().query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`order-${id}`]))[0].n;
    const count = await events();
    const refused = await command(userA, 'UpdateOrder', { ...orderPayload({ reference: 'UPD-2X' }), id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Não é possível editar um pedido Cancelado.');
    expect(await events()).toBe(count);
  });

  it('cancels by id or reference, once', async () => {
    const id = await create(userA, { reference: 'CAN-1' });
    const cancelled = await command(userA, 'CancelOrder', { reference: 'can-1' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.id).toBe(id);
    expect(await statusOf(userA, id)).toBe(9);
    const twice = await command(userA, 'CancelOrder', { id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Não é possível cancelar um pedido Cancelado. O cancelamento é irreversível.');
    expect((await command(userA, 'CancelOrder', {})).body.message).toBe('Informe o id ou o código do pedido.');
  });

  it('hides an order from another company: no read, update or cancel', async () => {
    const id = await create(userA, { reference: 'PRIV-1' });
    expect((await test.http().get(`/api/orders/${id}`).set('X-Token', userB)).status).toBe(404);
    expect((await test.http().get('/api/orders/not-a-uuid').set('X-Token', userB)).status).toBe(404);
    const update = await command(userB, 'UpdateOrder', { ...orderPayload({ reference: 'PRIV-1' }), id });
    expect(update.status).toBe(404);
    expect((await command(userB, 'CancelOrder', { id })).status).toBe(404);
    expect((await command(userB, 'CancelOrder', { reference: 'PRIV-1' })).status).toBe(404);
    expect(await statusOf(userA, id)).toBe(1);
    const listed = await list(userB, { 'filters[reference]': 'PRIV-1' });
    expect(listed.body.total).toBe(0);
  });

  it('needs the orders area', async () => {
    const settingsOnly = await tokenFor(test, await givenUser(test, companyB, { permissions: ['settings'] }));
    expect((await list(settingsOnly)).status).toBe(403);
    expect((await command(settingsOnly, 'NewOrder', orderPayload())).status).toBe(403);
  });

  describe('list filters', () => {
    let company: string;
    let token: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      company = await givenCompany(test);
      await givenCarrierCoveringBrazil(test, company);
      await givenDistributionCenter(test, company, 'CD1');
      token = await tokenFor(test, await givenUser(test, company, { permissions: ['orders'] }));
      const address = orderPayload().to_address;
      ids.a = await create(token, { reference: 'LIST-A', to_address: { ...address, name: 'Joana Prado' } });
      ids.b = await create(token, { reference: 'LIST-B', invoice_number: '555123', carrier_id: carrierId });
      ids.c = await create(token, {
        reference: 'LIST-C',
        to_address: { ...address, residential: false, name: 'Mercado Central Ltda', federal_tax_id: '11222333000181' },
      });
      await command(token, 'CancelOrder', { id: ids.c });
      // Creation days in São Paulo: LIST-A two days ago at 00:30 (still "that day" there, not UTC's).
      // Backdated in the log too, so the read model stays what a replay of the log gives.
      const [{ at }] = await db().query(
        `SELECT to_json((date_trunc('day', now() AT TIME ZONE 'America/Sao_Paulo') - interval '2 days' + interval '30 minutes') AT TIME ZONE 'America/Sao_Paulo') #>> '{}' AS at`,
      );
      await db().query(
        `UPDATE events SET data = jsonb_set(data, '{created_at}', to_jsonb($2::text)) WHERE stream_id = 'order-' || $1 AND type = 'order.created'`,
        [ids.a, at],
      );
      await db().query(
        `UPDATE orders SET created_at = $2::text::timestamptz, updated_at = $2::text::timestamptz, status_history = jsonb_set(status_history, '{0,at}', to_jsonb($2::text)) WHERE id = $1`,
        [ids.a, at],
      );
    });

    it('pages newest first with the spec default of 20, and any limit from 1 to 200', async () => {
      const all = await list(token);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 3, filters_not_match: { search: [] } });
      expect(all.body.data.map((o: { reference: string }) => o.reference)).toEqual(['LIST-C', 'LIST-B', 'LIST-A']);
      const page2 = await list(token, { limit: 10, page: 1 });
      expect(page2.body.data).toHaveLength(3);
      expect((await list(token, { limit: 10, page: 2 })).body).toMatchObject({ total: 3, data: [] });
      expect((await list(token, { limit: 2 })).body).toMatchObject({
        total: 3,
        data: [{ reference: 'LIST-C' }, { reference: 'LIST-B' }],
      });
      expect(
        (await list(token, { limit: 2, page: 2 })).body.data.map((o: { reference: string }) => o.reference),
      ).toEqual(['LIST-A']);
      expect((await list(token, { limit: 15 })).body.data).toHaveLength(3);
      expect((await list(token, { limit: 201 })).body.message).toContain('limit deve ser no máximo 200.');
      expect((await list(token, { limit: 0 })).status).toBe(400);
    });

    it('searches reference, recipient, tax id (masked or not) and invoice number', async () => {
      const refs = async (search: string) =>
        (await list(token, { 'filters[search]': search })).body.data.map((o: { reference: string }) => o.reference);
      expect(await refs('list-a')).toEqual(['LIST-A']);
      expect(await refs('prado')).toEqual(['LIST-A']);
      expect(await refs('11.222.333/0001-81')).toEqual(['LIST-C']);
      expect(await refs('5551')).toEqual(['LIST-B']);
      expect(await refs('100%')).toEqual([]);
      expect(await refs('joana prado')).toEqual(['LIST-A']);
      expect(await refs('list-a prado')).toEqual([]);
    });

    it('says a single term matched nothing only when no order of the company contains it', async () => {
      const filtered = await list(token, { 'filters[search]': 'prado', 'filters[status]': '2' });
      expect(filtered.body).toMatchObject({ total: 0, filters_not_match: { search: [] } });
      expect((await list(token, { 'filters[search]': 'ninguém' })).body).toMatchObject({
        total: 0,
        filters_not_match: { search: ['ninguém'] },
      });
    });

    it('bulk-searches with | whole identifiers (reference, invoice, tax id, tracking code) and lists the lines that matched nothing', async () => {
      const response = await list(token, { 'filters[search]': 'LIST-A|NADA-1|list-b| |NADA-2' });
      expect(response.body.total).toBe(2);
      expect(response.body.filters_not_match.search).toEqual(['NADA-1', 'NADA-2']);

      const trackingCode = (await test.http().get(`/api/orders/${ids.a}`).set('X-Token', token)).body.tracker
        .tracking_code;
      const lines = [trackingCode.toLowerCase(), '555123', '11.222.333/0001-81', 'LIST', '5551'];
      const whole = await list(token, { 'filters[search]': lines.join('|') });
      expect(whole.body.data.map((o: { reference: string }) => o.reference)).toEqual(['LIST-C', 'LIST-B', 'LIST-A']);
      expect(whole.body.filters_not_match.search).toEqual(['LIST', '5551']);
    });

    it('filters by status (91 = status 2 without pickup), carrier and reference', async () => {
      const refs = async (query: Record<string, string>) =>
        (await list(token, query)).body.data.map((o: { reference: string }) => o.reference);
      expect(await refs({ 'filters[status]': '1' })).toEqual(['LIST-A']);
      expect(await refs({ 'filters[status]': '1,9' })).toEqual(['LIST-C', 'LIST-A']);
      expect(await refs({ 'filters[status]': '91' })).toEqual(['LIST-B']);
      await db().query('UPDATE orders SET pickup_id = gen_random_uuid() WHERE id = $1', [ids.b]);
      expect(await refs({ 'filters[status]': '91' })).toEqual([]);
      expect(await refs({ 'filters[status]': '2' })).toEqual(['LIST-B']);
      expect(await refs({ 'filters[no_pickup]': '1' })).toEqual(['LIST-C', 'LIST-A']);
      await db().query('UPDATE orders SET pickup_id = NULL WHERE id = $1', [ids.b]);
      expect(await refs({ 'filters[carrier]': carrierId })).toEqual(['LIST-B']);
      expect(await refs({ 'filters[reference]': 'list-c' })).toEqual(['LIST-C']);
      expect((await list(token, { 'filters[status]': '13' })).body.message).toBe('Status inválido: 13.');
    });

    it('filters by creation days of the São Paulo calendar', async () => {
      const day = (offset: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
          new Date(Date.now() + offset * 86_400_000),
        );
      const refs = async (query: Record<string, string>) =>
        (await list(token, query)).body.data.map((o: { reference: string }) => o.reference);
      expect(await refs({ 'filters[created_at_start]': day(-2), 'filters[created_at_end]': day(-2) })).toEqual([
        'LIST-A',
      ]);
      expect(await refs({ 'filters[created_at_start]': day(-1) })).toEqual(['LIST-C', 'LIST-B']);
      expect(await refs({ 'filters[created_at_end]': day(-3) })).toEqual([]);
      expect((await list(token, { 'filters[created_at_start]': '2025-02-30' })).status).toBe(400);
    });
  });
});

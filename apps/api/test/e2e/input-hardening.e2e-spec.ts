import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distributionCenterPayload,
  givenCompany,
  givenDistributionCenter,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { orderPayload } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ENGLISH = /must be|should not|property|shorter than|longer than|exceeding|Bad Request|Unexpected/;
const parcel = orderPayload().shipments[0];
const recipient = orderPayload().to_address;
const carrier = {
  name: 'Expresso Ágil',
  federal_tax_id: '11222333000181',
  city: 'Campinas',
  state: 'SP',
  phone: '1932345678',
};

/** Client errors of every kind answer 4xx with a pt-BR {message}, checked once at validation for every payload. */
describe('bad input', () => {
  let test: TestApp;
  let admin: string;
  const post = (body: unknown) =>
    test
      .http()
      .post('/api/command')
      .set('X-Token', admin)
      .send(body as object);
  const command = (action: string, payload: unknown) => post({ action, payload });
  const expectRefused = (response: { status: number; body: { message?: unknown } }, message: string | RegExp) => {
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(response.body.message).not.toMatch(ENGLISH);
  };

  beforeAll(async () => {
    test = await startTestApp();
    const company = await givenCompany(test);
    await givenDistributionCenter(test, company);
    admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
  });
  afterAll(() => test.close());

  it.each<[string, string, unknown, string]>([
    ['a NUL in a NewIssue message', 'NewIssue', { reference: 'PED-1', message: 'oi\u0000' }, 'payload.message'],
    [
      'a lone surrogate in a NewOrder reference',
      'NewOrder',
      orderPayload({ reference: 'PED-\ud800' }),
      'payload.reference',
    ],
    [
      'a NUL in a recipient name',
      'NewOrder',
      orderPayload({ to_address: { ...recipient, name: 'Maria\u0000' } }),
      'payload.to_address.name',
    ],
    ['a NUL in a carrier name', 'RegisterCarrier', { ...carrier, name: 'Expresso\u0000' }, 'payload.name'],
    [
      'a lone low surrogate in a product description',
      'NewProduct',
      { description: 'Camiseta \udc00' },
      'payload.description',
    ],
  ])('refuses %s, naming the field', async (_, action, payload, field) => {
    expectRefused(
      await command(action, payload),
      `O campo ${field} contém um caractere inválido (NUL ou Unicode incompleto).`,
    );
  });

  it('keeps a well-formed surrogate pair (an emoji)', async () => {
    expect((await command('NewOrder', orderPayload({ reference: 'PED-😀' }))).status).toBe(200);
  });

  it.each<[string, string, unknown, string]>([
    ['NewIssue', 'NewIssue', { order_id: null, message: 'oi' }, 'Informe o id ou o código do pedido.'],
    [
      'RegisterTracking',
      'RegisterTracking',
      { order_id: null, description: 'Avaria', occurred_at: '2025-01-02T10:00:00Z' },
      'Informe o id ou o código do pedido.',
    ],
    ['CancelOrder', 'CancelOrder', { id: null }, 'Informe o id ou o código do pedido.'],
    [
      'ChangeOrderCarrier',
      'ChangeOrderCarrier',
      { id: null, carrier_id: '0b7e2f4c-3c1a-4d8e-9f00-1a2b3c4d5e6f' },
      'Informe o id ou o código do pedido.',
    ],
  ])('takes a null order id on %s as no id', async (_, action, payload, message) => {
    expectRefused(await command(action, payload), message);
  });

  it.each<[string, Record<string, unknown>]>([
    ['cargo_value 1e15', { cargo_value: 1e15 }],
    ['weight 1e308', { weight: 1e308 }],
    ['width 1e308', { width: 1e308 }],
    ['quantity 1e19', { quantity: 1e19 }],
    ['weight 5e-324', { weight: 5e-324 }],
  ])('refuses an order volume with %s (the bounds of products and quotes)', async (_, over) => {
    const response = await command(
      'NewOrder',
      orderPayload({ reference: `PED-${Object.keys(over)[0]}`, shipments: [{ ...parcel, ...over }] }),
    );
    expectRefused(
      response,
      'Cada volume deve ter medidas de 0,1 cm a 10 m, peso de 1 g a 10.000 kg, de 1 a 1000 unidades e valor de no máximo R$ 100.000.000,00.',
    );
  });

  it.each<[string, string, unknown, string]>([
    [
      'an estimated cost of 5e-324 (class-validator threw on its exponent)',
      'NewOrder',
      orderPayload({ estimated_cost: 5e-324 }),
      'O frete estimado deve ser um valor em reais.',
    ],
    [
      'an estimated cost of 1e15',
      'NewOrder',
      orderPayload({ estimated_cost: 1e15 }),
      'O frete estimado deve ser de no máximo R$ 100.000.000,00.',
    ],
    ['a list as the recipient', 'NewOrder', orderPayload({ to_address: [] }), 'O campo to_address deve ser um objeto.'],
    [
      'a list as the CD address',
      'NewDistributionCenter',
      distributionCenterPayload({ address: [] }),
      'O campo address deve ser um objeto.',
    ],
  ])('refuses %s', async (_, action, payload, message) => {
    expectRefused(await command(action, payload), message);
  });

  it('refuses a quote parcel of 5e-324 kg and one of 20,000 kg like a product volume', async () => {
    const quote = (weight: number) =>
      test
        .http()
        .post('/api/quotations')
        .set('X-Token', admin)
        .send({ to: '22021001', parcels: [{ ...parcel, weight }] });
    expectRefused(await quote(5e-324), 'O peso deve ser maior que zero (no mínimo 1 g).');
    expectRefused(await quote(20_000), 'O peso deve ser de no máximo 10.000 kg.');
  });

  it('refuses an integer id past its column (2^31 and up, zero, fractions) in every payload that takes one', async () => {
    const quote = (channel_id: unknown) =>
      test
        .http()
        .post('/api/quotations')
        .set('X-Token', admin)
        .send({ to: '22021001', channel_id, parcels: [parcel] });
    for (const channel_id of [2_147_483_648, 1e20, 0, 1.5, '8'])
      expectRefused(await quote(channel_id), 'Canal de venda inválido.');
    expect((await quote(2_147_483_647)).status).toBe(200);
    expectRefused(
      await command('NewOrder', orderPayload({ property: { channel_id: 2_147_483_648 } })),
      'Canal de venda inválido.',
    );
    expectRefused(
      await command('NewCompanyChannel', { channel: { id: 2_147_483_648 }, data: { code: 'abc' } }),
      'Informe o canal.',
    );
  });

  it('refuses blank required texts after trimming, and stores trimmed texts', async () => {
    expectRefused(await command('RegisterCarrier', { ...carrier, name: '   ' }), /^Digite o nome da transportadora\.$/);
    expectRefused(
      await command('NewDistributionCenter', distributionCenterPayload({ reference: ' \t ' })),
      'Digite um código para esse CD',
    );
    expectRefused(await command('NewIssue', { reference: '  ', message: 'oi' }), 'Informe o id ou o código do pedido.');
    const created = await command(
      'NewOrder',
      orderPayload({ reference: '  PED-TRIM  ', to_address: { ...recipient, name: ' Maria ' } }),
    );
    expect(created.status).toBe(200);
    const order = await test.http().get(`/api/orders/${created.body.id}`).set('X-Token', admin);
    expect(order.body).toMatchObject({ reference: 'PED-TRIM', to_address: { name: 'Maria' } });
  });

  it('answers class-validator default messages in pt-BR', async () => {
    expectRefused(
      await command('NewOrder', orderPayload({ to_address: 'x' })),
      'O campo to_address deve ser um objeto.',
    );
    expectRefused(
      await command(
        'NewOrder',
        orderPayload({
          shipments: [
            { ...parcel, reference: 'x'.repeat(101) },
            { ...parcel, from_cd_reference: 5 },
          ],
        }),
      ),
      /O SKU deve ter no máximo 100 caracteres\. O campo shipments\.1\.from_cd_reference deve ser um texto\./,
    );
  });

  it('lists a few unknown fields, not 20,000', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`f${i}`, 1]));
    const response = await command('CancelOrder', { reference: 'PED-1', ...unknown });
    expectRefused(response, /^Os campos f0, f1, f2 e mais 19\.997 não são permitidos\.$/);
  });

  it('refuses a 5,000-deep body before walking it', async () => {
    const deep = `${'{"a":['.repeat(2500)}1${']}'.repeat(2500)}`; // 5,000 levels, written by hand: JSON.stringify would overflow here
    const raw = (body: string) =>
      test.http().post('/api/command').set('X-Token', admin).set('content-type', 'application/json').send(body);
    expectRefused(
      await raw(`{"action":"NewIssue","payload":${deep}}`),
      'O conteúdo enviado tem mais de 32 níveis de aninhamento.',
    );
    expectRefused(
      await raw(`{"action":"NewIssue","payload":{"message":${deep}}}`),
      'O conteúdo enviado tem mais de 32 níveis de aninhamento.',
    );
    expectRefused(await raw('"NewIssue"'), 'Envie um objeto JSON.');
  });

  it("answers Fastify's own errors in pt-BR", async () => {
    const badJson = await test
      .http()
      .post('/api/command')
      .set('X-Token', admin)
      .set('content-type', 'application/json')
      .send('{"action":');
    expectRefused(badJson, 'O corpo da requisição não é um JSON válido.');
    const longParam = await test
      .http()
      .get(`/api/orders/${'x'.repeat(500)}`)
      .set('X-Token', admin);
    expect(longParam.status).toBe(414);
    expect(longParam.body).toEqual({ message: 'O endereço pedido é longo demais.' });
    const large = await command('NewIssue', { message: 'x'.repeat(2_000_000) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: 'O conteúdo enviado é grande demais.' });
  });

  describe('one message per field, the most specific one (28.7)', () => {
    let center: string;
    beforeAll(async () => {
      const [row] = await test.app
        .get(DataSource)
        .query(`SELECT id FROM distribution_centers WHERE company_id = (SELECT company_id FROM users WHERE id = $1)`, [
          (await test.http().get('/api/me').set('X-Token', admin)).body.id,
        ]);
      center = row.id;
    });
    const product = (over: Record<string, unknown>) => ({
      reference: 'CAMISETA-P',
      description: 'Camiseta',
      price: 49.9,
      distribution_center_id: center,
      width: 0.25,
      height: 0.03,
      length: 0.3,
      weight: 0.18,
      quantity: 1,
      ...over,
    });

    it('asks for a missing action instead of measuring its length', async () => {
      expectRefused(await post({ payload: {} }), /^Informe a ação\.$/);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a weight sent as text', { weight: '1' }, 'Digite o peso'],
      ['no weight', { weight: undefined }, 'Digite o peso'],
      ['a weight of zero', { weight: 0 }, 'O peso deve ser maior que zero (no mínimo 1 g)'],
      ['a SKU of blanks', { reference: '   ' }, 'Digite o SKU do produto'],
      ['a fractional quantity', { quantity: 1.5 }, 'Digite a quantidade de volumes'],
    ])('NewProduct with %s says only what is wrong', async (_, change, message) => {
      const response = await command('NewProduct', product(change));
      expectRefused(response, message);
      expect(response.body.message).toBe(message);
    });

    it('a quote parcel weighing "1" (text) says only that the weight is missing', async () => {
      const response = await test
        .http()
        .post('/api/quotations')
        .set('X-Token', admin)
        .send({ to: '22021001', parcels: [{ ...parcel, weight: '1' }] });
      expectRefused(response, /^Informe o peso em kg\.$/);
    });

    it('names the unknown permission on NewUser and UpdateUserInfo', async () => {
      const user = { name: 'Ana', email: 'ana.permissoes@example.com', password: 'segredo-123' };
      expectRefused(
        await command('NewUser', { ...user, permissions: ['orders', 'voar', 7] }),
        /^Permissão desconhecida: voar, 7\.$/,
      );
      expectRefused(
        await command('UpdateUserInfo', {
          ...user,
          id: '0b7e2f4c-3c1a-4d8e-9f00-1a2b3c4d5e6f',
          password: undefined,
          permissions: ['pilotar'],
        }),
        /^Permissão desconhecida: pilotar\.$/,
      );
    });
  });

  it("answers a query string too long for the HTTP parser 431 in pt-BR, not Fastify's English", async () => {
    const response = await test
      .http()
      .get(`/api/orders?q=${'x'.repeat(20_000)}`)
      .set('X-Token', admin);
    expect(response.status).toBe(431);
    expect(response.body).toEqual({ message: 'O endereço ou os cabeçalhos da requisição são longos demais.' });
  });

  it('keeps a plain X-Correlation-Id and replaces one that is not an id (it goes into logs and 500 bodies)', async () => {
    const correlationOf = async (header: string) => {
      const response = await command('RegisterCarrier', { ...carrier, name: `Expresso ${Math.random()}` }).set(
        'X-Correlation-Id',
        header,
      );
      expect(response.status).toBe(200);
      const [event] = await test.app
        .get(DataSource)
        .query(`SELECT metadata->>'correlation_id' AS id FROM events WHERE stream_id = $1`, [
          `carrier-${response.body.id}`,
        ]);
      return event.id as string;
    };
    expect(await correlationOf('pedido-123.abc')).toBe('pedido-123.abc');
    const replaced = await correlationOf('<script>alert(1)</script>');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(await correlationOf('x'.repeat(65))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { givenCompany, givenDistributionCenter, givenUser, tokenFor } from '../support/fixtures.js';
import { startNuvemshopPair } from '../support/nuvemshop-fixture.js';
import { until } from '../support/smtp-stub.js';

interface Row {
  id: string;
  sku: string | null;
  name: string;
  price: number;
  in_despacho: boolean;
}

describe('Integration listings, product sync and filters (Nuvemshop stub)', () => {
  let pair: Awaited<ReturnType<typeof startNuvemshopPair>>;
  let admin: string;
  let otherAdmin: string;
  let companyId: string;
  let centerId: string;
  let integrationId: string;
  let db: DataSource;

  const http = () => pair.test.http();
  const listing = (query: Record<string, string | number>, token = admin) =>
    http().get(`/api/company-channels/${integrationId}/products`).query(query).set('X-Token', token);
  const sync = (body: object, token = admin) =>
    http().post(`/api/company-channels/${integrationId}/products/sync`).set('X-Token', token).send(body);
  const products = async () =>
    db.query(
      `SELECT reference, description, price::float, width::float, height::float, length::float, weight::float
         FROM products WHERE company_id = $1 ORDER BY reference`,
      [companyId],
    );
  const productEvents = async () =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'product-%' AND data->>'company_id' = $1`,
        [companyId],
      )
    )[0].n as number;
  /** Starts a sync and waits for its background task to end; answers the task as GET background-tasks shows it. */
  const syncAndWait = async (body: object) => {
    const started = await sync(body);
    expect(started.status).toBe(200);
    let task:
      { end_at: string | null; progress: number; property: Record<string, unknown>; error: string | null } | undefined;
    await until(async () => {
      const list = await http()
        .get('/api/background-tasks')
        .query({ task_type: 'SyncChannelProducts' })
        .set('X-Token', admin);
      task = list.body.data.find((candidate: { id: string }) => candidate.id === started.body.id);
      return !!task?.end_at || !!task?.error;
    }, 20_000);
    expect(task!.error).toBeNull();
    expect(task!.progress).toBe(100);
    return task!;
  };

  beforeAll(async () => {
    pair = await startNuvemshopPair();
    db = pair.test.app.get(DataSource);
    companyId = await givenCompany(pair.test);
    const other = await givenCompany(pair.test);
    centerId = await givenDistributionCenter(pair.test, companyId);
    admin = await tokenFor(pair.test, await givenUser(pair.test, companyId, { isAdmin: true }));
    otherAdmin = await tokenFor(pair.test, await givenUser(pair.test, other, { isAdmin: true }));
    const authorize = await http().get('/api/integrations/nuvemshop/authorize').set('X-Token', admin);
    const location = new URL((await fetch(authorize.body.url, { redirect: 'manual' })).headers.get('location')!);
    const connected = await http()
      .post('/api/command')
      .set('X-Token', admin)
      .send({
        action: 'NewCompanyChannel',
        payload: {
          channel: { id: 29 },
          data: { code: location.searchParams.get('code'), state: location.searchParams.get('state') },
        },
      });
    integrationId = connected.body.id;
    // 12 more products: 15 in the store, so paging has a second and third page.
    for (let n = 1; n <= 12; n++) {
      const sku = `LIVRO-${String(n).padStart(2, '0')}`;
      pair.stub.store.addProduct(`Livro ${String(n).padStart(2, '0')}`, [
        { sku, price: `${10 + n}.00`, weight: '0.500', width: '14.00', height: '3.00', depth: '21.00' },
      ]);
    }
  });
  afterAll(() => pair.close());

  it("lists the store's products from the channel: columns, rows per variant, total, 10 by default", async () => {
    const first = await listing({});
    expect(first.status).toBe(200);
    expect(first.body.type_translate).toBe('Produtos');
    expect(first.body.import_ids).toBe(true);
    expect(first.body.columns.map((c: { field: string }) => c.field)).toEqual([
      'sku',
      'name',
      'price',
      'weight',
      'width',
      'height',
      'depth',
      'in_despacho',
    ]);
    expect(first.body.total).toBe(15);
    // 10 products; the Camiseta has two variants, so 11 rows.
    expect(first.body.data).toHaveLength(11);
    expect(first.body.data[0]).toMatchObject({
      sku: 'CAMISETA-P',
      name: 'Camiseta (P)',
      price: 59.9,
      weight: 0.3,
      width: 20,
      height: 4,
      depth: 30,
      in_despacho: false,
    });
    const third = await listing({ limit: 5, page: 3 });
    expect(third.body.data.map((row: Row) => row.sku)).toEqual([
      'LIVRO-08',
      'LIVRO-09',
      'LIVRO-10',
      'LIVRO-11',
      'LIVRO-12',
    ]);
    expect((await listing({ limit: 7 })).body.message).toBe('limit deve ser 5, 10 ou 25.');
  });

  it('sorts by name and price through the channel, and refuses other columns', async () => {
    const byPriceDesc = await listing({ limit: 5, 'sort[price]': 'desc' });
    expect(byPriceDesc.body.data.map((row: Row) => row.price)).toEqual([70, 59.9, 59.9, 22, 21, 20]);
    const byName = await listing({ limit: 5, 'sort[name]': 'asc' });
    expect(byName.body.data[0].name).toBe('Adesivo');
    const refused = await listing({ 'sort[sku]': 'asc' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('O campo sort.sku não é permitido.');
    expect((await listing({ 'sort[name]': 'up' })).body.message).toBe('sort[name] deve ser asc ou desc.');
    const both = await listing({ 'sort[name]': 'asc', 'sort[price]': 'asc' });
    expect(both.body.message).toBe('Ordene por uma coluna ordenável (nome ou preço) com asc ou desc.');
  });

  it('syncs the chosen rows into Despacho products by SKU, in metres', async () => {
    const rows: Row[] = (await listing({})).body.data;
    const caneca = rows.find((row) => row.sku === 'CANECA')!;
    const task = await syncAndWait({ ids: [caneca.id] });
    expect(task.property).toMatchObject({ company_channel_id: integrationId, created: 1, updated: 0, skipped: 0 });
    expect(await products()).toEqual([
      { reference: 'CANECA', description: 'Caneca', price: 70, width: 0.12, height: 0.12, length: 0.12, weight: 0.6 },
    ]);
    expect((await listing({ 'filters[ids]': caneca.id })).body.data).toEqual([
      expect.objectContaining({ sku: 'CANECA', in_despacho: true }),
    ]);
  });

  it('syncs the whole base: creates the new, leaves the same alone, skips what lacks measures; twice is idempotent', async () => {
    const first = await syncAndWait({});
    expect(first.property).toMatchObject({ created: 14, updated: 0, unchanged: 1, skipped: 1 });
    expect(first.property.skips).toEqual([
      { sku: 'ADESIVO', name: 'Adesivo', reason: 'Sem peso e medidas no canal: cadastre-os na loja ou na Despacho.' },
    ]);
    expect((await products()).map((p: { reference: string }) => p.reference)).toContain('CAMISETA-M');
    const events = await productEvents();
    const again = await syncAndWait({});
    expect(again.property).toMatchObject({ created: 0, updated: 0, unchanged: 15, skipped: 1 });
    expect(await productEvents()).toBe(events);
  });

  it('updates a product whose measures changed in the store, keeping what the store lacks', async () => {
    const caneca = [...pair.stub.store.products.values()].find(
      (p) => (p.variants as { sku: string }[])[0].sku === 'CANECA',
    )!;
    await fetch(`${pair.stubUrl}/_stub/products/${caneca.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variants: [{ price: '75.50', weight: '0.650', depth: null }] }),
    });
    const task = await syncAndWait({});
    expect(task.property).toMatchObject({ created: 0, updated: 1, unchanged: 14 });
    const [product] = (await products()).filter((p: { reference: string }) => p.reference === 'CANECA');
    expect(product).toMatchObject({ price: 75.5, weight: 0.65, length: 0.12 });
  });

  it('lists, validates and saves the order filters', async () => {
    const list = await http().get(`/api/company-channels/${integrationId}/filters`).set('X-Token', admin);
    expect(list.status).toBe(200);
    expect(list.body.filter_map).toEqual({});
    expect(list.body.data.map((f: { id: string; type: string }) => `${f.id}:${f.type}`)).toEqual([
      'payment_status:select',
      'created_at_min:date',
      'min_total:integer',
      'shipping_option:string',
      'distribution_center:relation',
    ]);
    const relation = list.body.data.find((f: { id: string }) => f.id === 'distribution_center');
    expect(relation.options).toEqual([{ id: centerId, name: expect.stringContaining('CD1') }]);
    const save = (filter_map: object, token = admin) =>
      http().post(`/api/company-channels/${integrationId}/filters`).set('X-Token', token).send({ filter_map });
    expect((await save({ payment_status: ['pago'] })).body.message).toBe(
      'Importar pedidos com pagamento: opção inválida (pago).',
    );
    expect((await save({ min_total: 'dez' })).body.message).toBe(
      'Valor mínimo do pedido (R$): digite um número inteiro não negativo.',
    );
    expect((await save({ created_at_min: '2026-02-30' })).body.message).toBe(
      'Importar pedidos criados a partir de: informe uma data válida (AAAA-MM-DD).',
    );
    expect((await save({ distribution_center: '00000000-0000-4000-8000-000000000000' })).body.message).toBe(
      'CD de origem dos pedidos: CD não encontrado nesta empresa.',
    );
    expect((await save({ nope: 1 })).body.message).toBe('Filtro desconhecido: nope.');
    const saved = await save({
      payment_status: ['paid', 'paid'],
      min_total: 100,
      shipping_option: '',
      distribution_center: centerId,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Salvo com sucesso');
    const after = await http().get(`/api/company-channels/${integrationId}`).set('X-Token', admin);
    expect(after.body.property.filter_map).toEqual({
      payment_status: ['paid'],
      min_total: 100,
      distribution_center: centerId,
    });
  });

  it('imports only the orders the filters let in', async () => {
    const place = async (over: object) =>
      (await (
        await fetch(`${pair.stubUrl}/_stub/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(over),
        })
      ).json()) as { id: number };
    const cheap = await place({ total: '50.00' });
    const pending = await place({ payment_status: 'pending' });
    const deliveries = async () =>
      (await http().get(`/api/company-channels/${integrationId}/deliveries?limit=25`).set('X-Token', admin)).body
        .data as { resource_id: string; status: string; reason: string | null }[];
    await until(async () => (await deliveries()).filter((d) => d.status === 'processed').length >= 2, 15_000);
    const byOrder = new Map((await deliveries()).map((d) => [d.resource_id, d.reason]));
    expect(byOrder.get(String(cheap.id))).toBe(
      'Pedido fora dos filtros da integração (valor abaixo de R$ 100): não importado.',
    );
    expect(byOrder.get(String(pending.id))).toBe(
      'Pedido fora dos filtros da integração (pagamento pending): não importado.',
    );
    const [{ n }] = await db.query(
      `SELECT count(*)::int AS n FROM orders WHERE company_id = $1 AND property->>'channel_id' = '29'`,
      [companyId],
    );
    expect(n).toBe(0);
  });

  it("answers 404 to another company's admin on listings, sync and filters", async () => {
    expect((await listing({}, otherAdmin)).status).toBe(404);
    expect((await sync({}, otherAdmin)).status).toBe(404);
    expect((await http().get(`/api/company-channels/${integrationId}/filters`).set('X-Token', otherAdmin)).status).toBe(
      404,
    );
    const save = await http()
      .post(`/api/company-channels/${integrationId}/filters`)
      .set('X-Token', otherAdmin)
      .send({ filter_map: { min_total: 1 } });
    expect(save.status).toBe(404);
    expect((await http().get(`/api/company-channels/${integrationId}/orders`).set('X-Token', admin)).status).toBe(404);
  });

  it('lands a merchant from the app store: the code becomes a store token, then a validated contact request staff can list', async () => {
    const installed = await fetch(`${pair.stubUrl}/apps/1001/authorize`, { redirect: 'manual' });
    const code = new URL(installed.headers.get('location')!).searchParams.get('code')!;
    expect((await http().post('/api/pre-signup/nuvemshop/a%20b')).body.message).toBe('Código de autorização inválido.');
    const unknown = await http().post('/api/pre-signup/nuvemshop/abc123');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Link expirado: instale o aplicativo novamente pela loja Nuvemshop.');
    const landed = await http().post(`/api/pre-signup/nuvemshop/${code}`);
    expect(landed.status).toBe(200);
    const token = landed.body.store_token as string;
    expect(token).toMatch(/^[\w-]{32}$/);
    const [row] = await db.query('SELECT store_id, token_ciphertext FROM channel_pre_signups WHERE store_token = $1', [
      token,
    ]);
    expect(row.store_id).toBe(String(pair.stub.store.storeId));
    expect(row.token_ciphertext).not.toContain(pair.stub.store.accessToken);
    // The code was spent: the page reloaded answers the expired message, not a second token.
    expect((await http().post(`/api/pre-signup/nuvemshop/${code}`)).status).toBe(400);

    const contact = (body: object, storeToken = token) =>
      http().post('/api/allow-contact/nuvemshop').query({ token: storeToken }).send(body);
    expect((await contact({ name: 'Ana', email: 'ana@', phone: '11987654321' })).body.message).toBe(
      'Digite um e-mail válido',
    );
    expect((await contact({ name: 'Ana', email: 'ana@loja.test', phone: '123' })).body.message).toBe(
      'Digite um telefone com DDD (10 ou 11 dígitos)',
    );
    expect((await contact({ name: 'Ana', email: 'ana@loja.test', phone: '11987654321' }, 'x'.repeat(32))).status).toBe(
      404,
    );
    const asked = await contact({ name: ' Ana Lojista ', email: 'ana@loja.test', phone: '(11) 98765-4321' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Pronto! Nossa equipe entrará em contato em breve.');

    const staff = await tokenFor(pair.test, await givenUser(pair.test, companyId, { isSuperAdmin: true }));
    const list = await http().get('/api/channel-contact-requests').set('X-Token', staff);
    expect(list.body.data[0]).toMatchObject({
      channel: 'NuvemShop',
      store_id: String(pair.stub.store.storeId),
      name: 'Ana Lojista',
      email: 'ana@loja.test',
      phone: '11987654321',
    });
    expect((await http().get('/api/channel-contact-requests').set('X-Token', admin)).status).toBe(403);
  });
});

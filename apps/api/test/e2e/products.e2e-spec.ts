import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PricingIndex } from '../../src/modules/pricing/queries/quotes/pricing-index.js';
import { distributionCenterPayload, givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CENTER = (reference: string) => distributionCenterPayload({ reference, name: `CD ${reference}` });

const CSV_HEADER =
  'sku;titulo;preco;cd;prazo_expedicao;largura_cm;altura_cm;comprimento_cm;peso_kg;quantidade;volumes_extras';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`tempo esgotado; último valor: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('products', () => {
  let test: TestApp;
  let companyA: string;
  let companyB: string;
  let userA: string;
  let adminB: string;
  let quoterA: string;
  let centerA: string;
  let centerA2: string;
  let centerB: string;

  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const get = (token: string, url: string) => test.http().get(url).set('X-Token', token);
  const product = (over: Record<string, unknown> = {}) => ({
    reference: 'CAMISETA-P-AZUL',
    description: 'Camiseta básica P azul',
    price: 49.9,
    distribution_center_id: centerA,
    expedition_time: 2,
    width: 0.25,
    height: 0.03,
    length: 0.3,
    weight: 0.18,
    quantity: 1,
    property: [],
    ...over,
  });
  const upload = (token: string, content: string | Buffer, filename = 'produtos.csv') =>
    test
      .http()
      .post('/api/upload')
      .set('X-Token', token)
      .attach('file', Buffer.from(content), { filename, contentType: 'text/csv' });
  const importStatus = (token: string, id: string) => get(token, `/api/products/import/${id}`);
  const importCsv = async (token: string, content: string) => {
    const { body } = await upload(token, content);
    const started = await command(token, 'CreateProductsFromCSV', { csv: { path: body.path } });
    expect(started.status).toBe(200);
    const finished = await until(
      () => importStatus(token, started.body.id),
      (r) => ['done', 'failed'].includes(r.body.status),
    );
    return finished.body;
  };

  beforeAll(async () => {
    // Workers on: CreateProductsFromCSV runs as a BullMQ job.
    test = await startTestApp({ runWorkers: true });
    companyA = await givenCompany(test);
    companyB = await givenCompany(test);
    const adminA = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['settings'] }));
    quoterA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['quotation'] }));
    adminB = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
    centerA = (await command(adminA, 'NewDistributionCenter', CENTER('CD1'))).body.id;
    centerA2 = (await command(adminA, 'NewDistributionCenter', CENTER('CD2'))).body.id;
    centerB = (await command(adminB, 'NewDistributionCenter', CENTER('CD1'))).body.id;
  });
  afterAll(() => test.close());

  it('creates, reads, updates and deletes a product with the spec messages (settings permission, not admin)', async () => {
    const volumes = [{ width: 0.62, height: 0.2, length: 0.62, weight: 6.3, quantity: 2 }];
    const created = await command(userA, 'NewProduct', product({ reference: 'CADEIRA-GAMER', property: volumes }));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Produto cadastrado com sucesso');
    const read = await get(userA, `/api/products/${created.body.id}`);
    expect(read.body).toMatchObject({
      id: created.body.id,
      reference: 'CADEIRA-GAMER',
      price: 49.9,
      distribution_center_id: centerA,
      distribution_center: { id: centerA, reference: 'CD1', name: 'CD CD1' },
      expedition_time: 2,
      width: 0.25,
      height: 0.03,
      length: 0.3,
      weight: 0.18,
      quantity: 1,
      property: volumes,
    });

    const updated = await command(userA, 'UpdateProduct', {
      ...product({
        reference: 'CADEIRA-GAMER',
        price: 1299.9,
        distribution_center_id: centerA2,
        expedition_time: null,
        property: [],
      }),
      id: created.body.id,
    });
    expect(updated.body).toEqual({ id: created.body.id, message: 'Produto atualizado com sucesso' });
    expect((await get(userA, `/api/products/${created.body.id}`)).body).toMatchObject({
      price: 1299.9,
      distribution_center: { reference: 'CD2' },
      expedition_time: 0,
      property: [],
    });

    const removed = await command(userA, 'DeleteProduct', { id: created.body.id });
    expect(removed.body).toEqual({ id: created.body.id, message: 'Produto excluído com sucesso' });
    expect((await get(userA, `/api/products/${created.body.id}`)).status).toBe(404);
    expect((await command(userA, 'DeleteProduct', { id: created.body.id })).status).toBe(404);
  });

  it('refuses incomplete or out-of-range products with precise messages', async () => {
    const empty = await command(userA, 'NewProduct', {});
    expect(empty.status).toBe(400);
    for (const message of [
      'Digite o SKU do produto',
      'Digite o título do produto',
      'Digite o preço do produto',
      'Selecione o CD de saída',
      'Digite a largura',
      'Digite a altura',
      'Digite o comprimento',
      'Digite o peso',
      'Digite a quantidade de volumes',
    ]) {
      expect(empty.body.message).toContain(message);
    }
    const wrong = await command(
      userA,
      'NewProduct',
      product({
        reference: 'A,B',
        width: 0,
        length: 10.5,
        weight: -1,
        quantity: 1.5,
        expedition_time: 366,
        price: -1,
        property: [{ width: 0.1, height: 0.1, length: 0.1, weight: 1, quantity: 0 }],
      }),
    );
    expect(wrong.status).toBe(400);
    for (const message of [
      'O SKU não pode conter vírgula',
      'A largura deve ser maior que zero',
      'O comprimento deve ser de no máximo 10 m (1000 cm)',
      'O peso deve ser maior que zero',
      'Digite a quantidade de volumes',
      'O prazo de expedição deve ser de 0 a 365 dias',
      'O preço não pode ser negativo',
      'Volume extra: a quantidade de volumes deve ser um número inteiro de 1 a 1000',
    ]) {
      expect(wrong.body.message).toContain(message);
    }
    const foreignCenter = await command(
      userA,
      'NewProduct',
      product({ reference: 'X-1', distribution_center_id: centerB }),
    );
    expect(foreignCenter.status).toBe(400);
    expect(foreignCenter.body.message).toBe('CD de saída não encontrado: selecione um CD desta empresa.');
  });

  it('answers 409 for a SKU the company already has, whatever its case', async () => {
    expect((await command(userA, 'NewProduct', product({ reference: 'TENIS-CORRIDA-42' }))).status).toBe(200);
    const other = await command(userA, 'NewProduct', product({ reference: 'TENIS-CORRIDA-43' }));
    const duplicate = await command(userA, 'NewProduct', product({ reference: ' tenis-corrida-42 ' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Já existe um produto com o SKU tenis-corrida-42.');
    const renamed = await command(userA, 'UpdateProduct', {
      ...product({ reference: 'Tenis-Corrida-42' }),
      id: other.body.id,
    });
    expect(renamed.status).toBe(409);
    // Another company may use the same SKU.
    expect(
      (await command(adminB, 'NewProduct', product({ reference: 'TENIS-CORRIDA-42', distribution_center_id: centerB })))
        .status,
    ).toBe(200);
  });

  it('lists with the SKU list, id, search and without-origin filters, 10 per page by default', async () => {
    const company = await givenCompany(test);
    const admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    const center = (await command(admin, 'NewDistributionCenter', CENTER('CDX'))).body.id;
    const keep = (await command(admin, 'NewDistributionCenter', CENTER('CDY'))).body.id;
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const sku = `SKU-${String(i).padStart(2, '0')}`;
      ids.push(
        (
          await command(
            admin,
            'NewProduct',
            product({ reference: sku, distribution_center_id: i <= 2 ? center : keep }),
          )
        ).body.id,
      );
    }
    const list = (query: string) => get(admin, `/api/products${query}`).then((r) => r.body);

    const firstPage = await list('');
    expect(firstPage.total).toBe(12);
    expect(firstPage.data).toHaveLength(10);
    expect(firstPage.data[0].reference).toBe('SKU-12');
    expect((await list('?page=2')).data.map((p: { reference: string }) => p.reference)).toEqual(['SKU-02', 'SKU-01']);
    expect((await list('?limit=150')).data).toHaveLength(12);

    const byList = await list('?filters[reference]=sku-03, SKU-07 ,NOPE');
    expect(byList.data.map((p: { reference: string }) => p.reference).sort()).toEqual(['SKU-03', 'SKU-07']);
    expect((await list(`?filters[id]=${ids[4]}`)).data.map((p: { id: string }) => p.id)).toEqual([ids[4]]);
    expect((await list('?filters[search]=u-1')).total).toBe(3);
    expect((await list('?filters[search]=%25')).total).toBe(0);

    // Removing a CD leaves its products without origin.
    expect((await list('?filters[without_origin]=1')).total).toBe(0);
    await command(admin, 'RemoveDistributionCenter', { reference: 'CDX' });
    const orphans = await list('?filters[without_origin]=1');
    expect(
      orphans.data.map((p: { reference: string; distribution_center: unknown }) => [
        p.reference,
        p.distribution_center,
      ]),
    ).toEqual([
      ['SKU-02', null],
      ['SKU-01', null],
    ]);
    expect((await get(admin, '/api/products?filters[id]=nope')).status).toBe(400);
  });

  it('lets any signed-in user read products but only the settings permission change them', async () => {
    const created = await command(userA, 'NewProduct', product({ reference: 'CANECA-300ML' }));
    expect((await get(quoterA, '/api/products?filters[reference]=caneca-300ml')).body.total).toBe(1);
    expect((await command(quoterA, 'NewProduct', product({ reference: 'OUTRO' }))).status).toBe(403);
    expect((await command(quoterA, 'DeleteProduct', { id: created.body.id })).status).toBe(403);
    expect((await get(quoterA, '/api/csv/products')).status).toBe(403);
  });

  it("never shows or changes another company's product", async () => {
    const created = await command(userA, 'NewProduct', product({ reference: 'SO-DA-EMPRESA-A' }));
    const id = created.body.id;
    expect((await get(adminB, `/api/products/${id}`)).status).toBe(404);
    expect((await get(adminB, `/api/products?filters[id]=${id}`)).body.total).toBe(0);
    expect((await get(adminB, '/api/products?filters[reference]=SO-DA-EMPRESA-A')).body.total).toBe(0);
    const update = await command(adminB, 'UpdateProduct', {
      ...product({ reference: 'ROUBADO', distribution_center_id: centerB }),
      id,
    });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('Produto não encontrado.');
    expect((await command(adminB, 'DeleteProduct', { id })).status).toBe(404);
    expect((await get(userA, `/api/products/${id}`)).body.reference).toBe('SO-DA-EMPRESA-A');
  });

  it('downloads the products as CSV in the import format', async () => {
    const company = await givenCompany(test);
    const admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    const center = (await command(admin, 'NewDistributionCenter', CENTER('CD9'))).body.id;
    await command(
      admin,
      'NewProduct',
      product({
        reference: 'MESA-120',
        description: 'Mesa; escritório',
        price: 1649.5,
        distribution_center_id: center,
        width: 0.62,
        length: 1.25,
        weight: 21,
        property: [{ width: 0.15, height: 0.1, length: 0.75, weight: 4.4, quantity: 2 }],
      }),
    );
    const response = await get(admin, '/api/csv/products');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('produtos.csv');
    expect(response.text).toBe(
      `\uFEFF${CSV_HEADER}\nMESA-120;"Mesa; escritório";1649,50;CD9;2;62;3;125;21;1;15x10x75x4,4x2\n`,
    );
  });

  it("downloads formula-like texts neutralised ('=…), and importing the download back updates the same products", async () => {
    const company = await givenCompany(test);
    const admin = await tokenFor(test, await givenUser(test, company, { isAdmin: true }));
    const center = (await command(admin, 'NewDistributionCenter', CENTER('CD9'))).body.id;
    const created = await command(
      admin,
      'NewProduct',
      product({
        reference: '-CMD',
        description: '=HYPERLINK("http://x.test";"Clique")',
        distribution_center_id: center,
      }),
    );
    expect(created.body.message).toBe('Produto cadastrado com sucesso');
    const download = (await get(admin, '/api/csv/products')).text;
    expect(download.split('\n')[1]).toBe(
      `'-CMD;"'=HYPERLINK(""http://x.test"";""Clique"")";49,90;CD9;2;25;3;30;0,18;1;`,
    );
    const result = await importCsv(admin, download);
    expect(result).toMatchObject({ status: 'done', created: 0, updated: 1, failed: 0 });
    expect((await get(admin, `/api/products/${created.body.id}`)).body).toMatchObject({
      reference: '-CMD',
      description: '=HYPERLINK("http://x.test";"Clique")',
    });
  });

  it('imports a CSV in a job: good rows created or updated, bad rows reported with row number and reason', async () => {
    const existing = await command(userA, 'NewProduct', product({ reference: 'IMPORT-EXISTENTE', price: 10 }));
    const csv = [
      CSV_HEADER,
      'IMPORT-NOVO;Luminária LED;139,90;cd2;3;18;45;18;1,2;1;',
      'import-existente;Produto atualizado;1.299,90;;;70;35;72;14,2;1;62x20x62x6,3x1',
      'IMPORT-RUIM;;abc;CD1;;0;10;10;1;1;',
      'IMPORT-SEM-CD;Sem CD;10;CD-NAO-EXISTE;;10;10;10;1;1;',
      'IMPORT-NOVO;Repetido;10;;;10;10;10;1;1;',
    ].join('\n');
    const result = await importCsv(userA, csv);
    expect(result).toMatchObject({
      status: 'done',
      total: 5,
      processed: 5,
      created: 1,
      updated: 1,
      failed: 3,
      message: null,
    });
    expect(result.errors).toEqual([
      {
        row: 4,
        message:
          "Preço inválido: 'abc'. Digite o título do produto. A largura deve ser maior que zero (no mínimo 0,1 cm).",
      },
      { row: 5, message: "CD 'CD-NAO-EXISTE' não encontrado: use o código de um CD da empresa." },
      { row: 6, message: 'SKU repetido no arquivo: já aparece na linha 2.' },
    ]);
    const imported = await get(userA, '/api/products?filters[reference]=IMPORT-NOVO,IMPORT-EXISTENTE');
    const bySku = Object.fromEntries(imported.body.data.map((p: { reference: string }) => [p.reference, p]));
    expect(bySku['IMPORT-NOVO']).toMatchObject({
      price: 139.9,
      distribution_center_id: centerA2,
      expedition_time: 3,
      width: 0.18,
      height: 0.45,
      weight: 1.2,
    });
    expect(bySku['import-existente']).toMatchObject({
      id: existing.body.id,
      description: 'Produto atualizado',
      price: 1299.9,
      distribution_center_id: null,
      width: 0.7,
      property: [{ width: 0.62, height: 0.2, length: 0.62, weight: 6.3, quantity: 1 }],
    });
  });

  it('fails the whole import with the reason when the file cannot be read', async () => {
    const result = await importCsv(userA, 'sku;titulo;cor\nA;B;azul\n');
    expect(result.status).toBe('failed');
    expect(result.message).toBe(
      'Coluna desconhecida no cabeçalho: cor. Colunas aceitas: sku, titulo, preco, cd, prazo_expedicao, largura_cm, altura_cm, comprimento_cm, peso_kg, quantidade, volumes_extras.',
    );
    expect(result.created).toBe(0);
  });

  it("keeps uploads per company: another company's path, a forged path and another company's import are not found", async () => {
    const uploaded = await upload(userA, `${CSV_HEADER}\nA;B;1;;;1;1;1;1;1;\n`, '../../etc/Produtos Março.csv');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.path).toMatch(new RegExp(`^${companyA}/[0-9a-f-]{36}/Produtos_Marco\\.csv$`));

    const stolen = await command(adminB, 'CreateProductsFromCSV', { csv: { path: uploaded.body.path } });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('Arquivo não encontrado.');
    const forged = `${companyB}/../${uploaded.body.path}`;
    expect((await command(adminB, 'CreateProductsFromCSV', { csv: { path: forged } })).status).toBe(404);
    expect(
      (
        await command(userA, 'CreateProductsFromCSV', {
          csv: { path: `${companyA}/00000000-0000-4000-8000-000000000000/x.csv` },
        })
      ).status,
    ).toBe(404);
    expect((await command(userA, 'CreateProductsFromCSV', { csv: {} })).body.message).toContain('Envie o arquivo CSV.');

    const started = await command(userA, 'CreateProductsFromCSV', { csv: { path: uploaded.body.path } });
    expect((await importStatus(adminB, started.body.id)).status).toBe(404);
    expect((await importStatus(userA, started.body.id)).status).toBe(200);
  });

  it('refuses an upload that is not a file or is empty', async () => {
    expect((await test.http().post('/api/upload').set('X-Token', userA).send({ path: 'x' })).body.message).toBe(
      'Envie o arquivo como multipart/form-data.',
    );
    const empty = await upload(userA, '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('O arquivo enviado está vazio.');
    expect((await test.http().post('/api/upload').attach('file', Buffer.from('x'), 'a.csv')).status).toBe(401);
  });

  it("'Sincronizar' drops the company's compiled quotation index", async () => {
    const index = test.app.get(PricingIndex);
    const before = index.forCompany(companyA);
    expect(index.forCompany(companyA)).toBe(before);
    const response = await command(userA, 'SynchronizeQuotation', {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Atualizado com sucesso!' });
    expect(index.forCompany(companyA)).not.toBe(before);
    expect((await command(userA, 'SynchronizeQuotation', { force: true })).status).toBe(400);
  });

  it("gives quotes the SKUs' expedition times, refreshed when a product changes", async () => {
    const index = test.app.get(PricingIndex);
    await command(userA, 'NewProduct', product({ reference: 'PRAZO-5', expedition_time: 5 }));
    const created = await command(userA, 'NewProduct', product({ reference: 'PRAZO-1', expedition_time: 1 }));
    await expect.poll(async () => (await index.forCompany(companyA)).skuDays.get('prazo-5')).toBe(5);
    expect((await index.forCompany(companyA)).skuDays.get('prazo-1')).toBe(1);
    expect((await index.forCompany(companyB)).skuDays.get('prazo-5')).toBeUndefined();
    await command(userA, 'UpdateProduct', product({ id: created.body.id, reference: 'PRAZO-1', expedition_time: 0 }));
    await expect.poll(async () => (await index.forCompany(companyA)).skuDays.has('prazo-1')).toBe(false);
  });
});

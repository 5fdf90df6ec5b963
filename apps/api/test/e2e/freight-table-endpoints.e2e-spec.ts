import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenCarrier,
  givenCompany,
  givenDistributionCenter,
  givenFreightTable,
  givenUser,
  tokenFor,
} from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const EXAMPLE = readFileSync(new URL('../../../../docs/examples/tabela-frete-v3.csv', import.meta.url), 'utf8');
const SMALL = 'cep_inicial;cep_final;uf;regiao;prazo;ate_10kg\n01000000;05999999;SP;CAPITAL;2;25,00';

describe('freight table endpoints: one table, CSV download, reuse for another company', () => {
  let test: TestApp;
  let db: DataSource;
  let companyA: string;
  let client: string;
  let superA: string;
  let adminA: string;
  let userA: string;
  let adminB: string;
  let carrierId: string;
  let tableA: string;
  let tableB: string;
  let clientTable: string;

  const get = (token: string, url: string) => test.http().get(url).set('X-Token', token);
  const upload = (token: string, csv: string, fields: Record<string, string> = {}) => {
    const request = test.http().post('/api/admin/import-freight-table/v3').set('X-Token', token);
    for (const [name, value] of Object.entries({ carrier: carrierId, region: 'SP', ...fields }))
      request.field(name, value);
    return request.attach('file', Buffer.from(csv, 'utf8'), {
      filename: 'Tabela São Paulo.csv',
      contentType: 'text/csv',
    });
  };
  const reuse = (token: string, fields: Record<string, string>) => {
    const request = test.http().post('/api/admin/reuse-freight-table/v3').set('X-Token', token);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    return request;
  };
  const routesOf = async (tableId: string) =>
    (await db.query('SELECT routes FROM freight_table_routes WHERE table_id = $1', [tableId]))[0]?.routes;

  beforeAll(async () => {
    test = await startTestApp();
    db = test.app.get(DataSource);
    companyA = await givenCompany(test);
    client = await givenCompany(test);
    const companyB = await givenCompany(test);
    superA = await tokenFor(test, await givenUser(test, companyA, { isSuperAdmin: true }));
    adminA = await tokenFor(test, await givenUser(test, companyA, { isAdmin: true }));
    userA = await tokenFor(test, await givenUser(test, companyA, { permissions: ['settings'] }));
    adminB = await tokenFor(test, await givenUser(test, companyB, { isAdmin: true }));
    carrierId = (await givenCarrier(test)).id;
    const imported = await upload(superA, EXAMPLE);
    expect(imported.status).toBe(200);
    tableA = imported.body.id;
    tableB = await givenFreightTable(test, companyB, carrierId, SMALL);
    // The client's table serves one of the client's CDs, which the copy cannot keep.
    const superClient = await tokenFor(test, await givenUser(test, client, { isSuperAdmin: true }));
    const clientCenter = await givenDistributionCenter(test, client);
    const clientUpload = await upload(superClient, EXAMPLE, {
      cd: clientCenter,
      cubage: '250',
      tipo: 'aereo',
      applyIcms: 'false',
      readjustment: '5',
    });
    expect(clientUpload.status).toBe(200);
    clientTable = clientUpload.body.id;
  });
  afterAll(() => test.close());

  describe('GET freight-tables/{id}', () => {
    it('answers the same row as the list', async () => {
      const list = await get(adminA, '/api/freight-tables');
      const response = await get(adminA, `/api/freight-tables/${tableA}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(list.body.data.find((t: { id: string }) => t.id === tableA));
      expect(response.body).toMatchObject({
        name: 'Tabela São Paulo',
        version: 3,
        active: 0,
        routes_count: 32,
        distribution_centers: [],
      });
    });

    it("answers 404 for another company's table or a malformed id, 403 without admin", async () => {
      expect((await get(adminB, `/api/freight-tables/${tableA}`)).status).toBe(404);
      expect((await get(adminA, `/api/freight-tables/${tableB}`)).body.message).toBe('Tabela de frete não encontrada.');
      expect((await get(adminA, '/api/freight-tables/123')).status).toBe(404);
      expect((await get(userA, `/api/freight-tables/${tableA}`)).status).toBe(403);
    });
  });

  describe('GET freight-tables/{id}.csv', () => {
    it('downloads a CSV in the documented format that imports back into identical routes', async () => {
      const response = await get(superA, `/api/freight-tables/${tableA}.csv`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Tabela Sao Paulo.csv"; filename*=UTF-8''Tabela%20S%C3%A3o%20Paulo.csv`,
      );
      const [header, first] = response.text.replace(/^\uFEFF/, '').split('\n');
      expect(header).toBe(EXAMPLE.split('\n')[0].trim());
      expect(first).toBe(
        '01000000;05999999;SP;CAPITAL;1;33,15;38,92;50,15;63,73;84,55;0,84;0,1;1,55;10.000,00;0,23;0,316;4,37;6,46;cte;0;0,00;0,00;0,00;0',
      );

      const again = await upload(superA, response.text);
      expect(again.status).toBe(200);
      expect(await routesOf(again.body.id)).toEqual(await routesOf(tableA));
      expect((await get(superA, `/api/freight-tables/${again.body.id}.csv`)).text).toBe(response.text);
    });

    it('is for super admins, and only for tables of their current company', async () => {
      expect((await get(adminA, `/api/freight-tables/${tableA}.csv`)).status).toBe(403);
      expect((await get(superA, `/api/freight-tables/${tableB}.csv`)).status).toBe(404);
      expect((await get(superA, `/api/freight-tables/${clientTable}.csv`)).status).toBe(404);
    });
  });

  describe('client lists for the reuse screen', () => {
    it("lets a super admin list a client's companies and tables (up to 1000 at once)", async () => {
      // Every company, page by page: the other test files add theirs to the same database.
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const { body } = await get(superA, `/api/companies?limit=100&page=${page}`);
        ids.push(...body.data.map((c: { id: string }) => c.id));
        if (body.data.length < 100) break;
      }
      expect(ids).toEqual(expect.arrayContaining([companyA, client]));
      const tables = await get(superA, `/api/freight-tables?company_id=${client}&limit=1000&page=1`);
      expect(tables.status).toBe(200);
      expect(tables.body).toMatchObject({ total: 1, data: [{ id: clientTable, version: 3 }] });
    });

    it("never shows another company's tables to anyone else", async () => {
      const response = await get(adminA, `/api/freight-tables?company_id=${client}`);
      expect(response.status).toBe(403);
      expect(
        (await get(adminA, `/api/freight-tables?company_id=${companyA}`)).body.data.map((t: { id: string }) => t.id),
      ).toContain(tableA);
      expect((await get(adminA, '/api/freight-tables?limit=1000')).body.data.length).toBeLessThanOrEqual(100);
    });
  });

  describe('POST admin/reuse-freight-table/v3', () => {
    it('checks the client first, then the table', async () => {
      const none = await reuse(superA, {});
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Selecione o Cliente');
      expect((await reuse(superA, { company_id: client })).body.message).toBe('Selecione a tabela de frete');
      expect((await reuse(superA, { company_id: client, freight_table_id: '' })).body.message).toBe(
        'Selecione a tabela de frete',
      );
    });

    it('copies the client table into the current company as a new inactive table serving every CD', async () => {
      const response = await reuse(superA, { company_id: client, freight_table_id: clientTable });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(String),
        routes: 32,
        message: 'Tabela de frete copiada. Ative-a na lista de tabelas de frete.',
      });
      const copy = response.body.id;
      expect(copy).not.toBe(clientTable);

      const row = (await get(adminA, `/api/freight-tables/${copy}`)).body;
      const original = (await get(superA, `/api/freight-tables?company_id=${client}`)).body.data[0];
      expect(original.distribution_centers).toHaveLength(1);
      expect(row).toMatchObject({
        active: 0,
        distribution_centers: [],
        name: original.name,
        origin: 'SP',
        modal: 'aereo',
        cubage: 250,
      });
      expect(row).toMatchObject({
        apply_icms: false,
        readjustment_percent: 5,
        version: 3,
        carrier: original.carrier,
        main_destinations: original.main_destinations,
      });
      expect(await routesOf(copy)).toEqual(await routesOf(clientTable));

      const [event] = await db.query(
        `SELECT type, data->'cloned_from' AS cloned_from FROM events WHERE stream_id = $1`,
        [`freight-table-${copy}`],
      );
      expect(event).toEqual({
        type: 'freight-table.cloned',
        cloned_from: { table_id: clientTable, company_id: client },
      });
      // The client keeps its own table untouched.
      expect((await get(superA, `/api/freight-tables?company_id=${client}`)).body.total).toBe(1);
    });

    it('also takes the fields as JSON', async () => {
      const response = await test
        .http()
        .post('/api/admin/reuse-freight-table/v3')
        .set('X-Token', superA)
        .send({ company_id: client, freight_table_id: clientTable });
      expect(response.status).toBe(200);
      expect(response.body.routes).toBe(32);
    });

    it('answers 404 when the table is not of that client', async () => {
      const response = await reuse(superA, { company_id: client, freight_table_id: tableB });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Tabela de frete não encontrada para este cliente.');
      expect((await reuse(superA, { company_id: client, freight_table_id: companyA })).status).toBe(404);
    });

    it("refuses a table whose carrier is the client's own", async () => {
      const ownCarrier = await givenCarrier(test, client);
      const table = await givenFreightTable(test, client, ownCarrier.id, SMALL);
      const response = await reuse(superA, { company_id: client, freight_table_id: table });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'A transportadora desta tabela é exclusiva do cliente e não pode ser usada nesta empresa.',
      );
    });

    it('is for super admins only', async () => {
      const before = (await get(adminA, '/api/freight-tables')).body.total;
      expect((await reuse(adminA, { company_id: client, freight_table_id: clientTable })).status).toBe(403);
      expect((await get(adminA, '/api/freight-tables')).body.total).toBe(before);
    });
  });

  describe('NewFreightTable (settings.md §7): the v3 upload as an action', () => {
    const uploaded = async (token: string, csv: string) =>
      (
        await test
          .http()
          .post('/api/upload')
          .set('X-Token', token)
          .attach('file', Buffer.from(csv, 'utf8'), { filename: 'Tabela Nordeste.csv', contentType: 'text/csv' })
      ).body.path as string;
    const newTable = (token: string, payload: object) =>
      test.http().post('/api/command').set('X-Token', token).send({ action: 'NewFreightTable', payload });

    it('registers the uploaded CSV as an inactive table with the fields of the v3 upload', async () => {
      const path = await uploaded(superA, EXAMPLE);
      const created = await newTable(superA, {
        carrier: carrierId,
        region: 'Nordeste',
        cubage: 250,
        tipo: 'aereo',
        applyIcms: false,
        readjustment: 5,
        csv: { path },
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.any(String),
        routes: EXAMPLE.trim().split('\n').length - 1,
        message: 'Tabela de frete cadastrada. Ative-a na lista de tabelas de frete.',
      });
      const [row] = await db.query(
        'SELECT company_id, name, origin, modal, cubage::float8 AS cubage, apply_icms, readjustment_percent::float8 AS readjustment, active FROM freight_tables WHERE id = $1',
        [created.body.id],
      );
      expect(row).toEqual({
        company_id: companyA,
        name: 'Tabela_Nordeste',
        origin: 'Nordeste',
        modal: 'aereo',
        cubage: 250,
        apply_icms: false,
        readjustment: 5,
        active: false,
      });
      // The same routes as the multipart upload of the same file with the same fields.
      expect(await routesOf(created.body.id)).toEqual(await routesOf(clientTable));
    });

    it("answers the v3 upload's refusals, another company's file as not found, and is for super admins only", async () => {
      const path = await uploaded(superA, EXAMPLE);
      const bad = await newTable(superA, {
        carrier: carrierId,
        region: 'SP',
        csv: { path: await uploaded(superA, 'x;y\n1;2') },
      });
      expect([bad.status, bad.body]).toEqual([400, { message: 'Cabeçalho: falta a coluna "cep_inicial".' }]);
      expect((await newTable(superA, { carrier: 'x', region: 'SP', csv: { path } })).body).toEqual({
        message: 'Selecione a transportadora',
      });
      const foreign = await newTable(adminB, { carrier: carrierId, region: 'SP', csv: { path } });
      expect(foreign.status).toBe(403);
      const superB = await tokenFor(test, await givenUser(test, await givenCompany(test), { isSuperAdmin: true }));
      expect((await newTable(superB, { carrier: carrierId, region: 'SP', csv: { path } })).body).toEqual({
        message: 'Arquivo não encontrado.',
      });
      expect((await newTable(adminA, { carrier: carrierId, region: 'SP', csv: { path } })).status).toBe(403);
    });
  });

  describe('POST admin/refresh-cache/{id} (settings.md §7)', () => {
    it("drops the company's compiled quotation cache, so a change made behind it is quoted at once", async () => {
      const company = await givenCompany(test);
      const staff = await tokenFor(test, await givenUser(test, company, { isSuperAdmin: true, isAdmin: true }));
      await givenDistributionCenter(test, company);
      const table = await givenFreightTable(test, company, carrierId, SMALL, { active: true });
      const quotes = async () =>
        (
          await test
            .http()
            .post('/api/quotations')
            .set('X-Token', staff)
            .send({ to: '01310100', parcels: [{ width: 0.1, height: 0.1, length: 0.1, weight: 1 }] })
        ).body.data.length;
      expect(await quotes()).toBe(1);
      // A change the cache is not told about (no event, no NOTIFY): the compiled index still quotes it.
      await db.query('UPDATE freight_tables SET active = false WHERE id = $1', [table]);
      expect(await quotes()).toBe(1);

      const refreshed = await test.http().post(`/api/admin/refresh-cache/${company}`).set('X-Token', staff);
      expect([refreshed.status, refreshed.body]).toEqual([200, { message: 'Atualizado com sucesso!' }]);
      expect(await quotes()).toBe(0);
    });

    it('answers 404 for a company that does not exist, 403 to anyone but the super admins', async () => {
      // A fresh id: the client's id with its first character changed was that id itself when it began with 'f'.
      const missing = await test.http().post(`/api/admin/refresh-cache/${randomUUID()}`).set('X-Token', superA);
      expect([missing.status, missing.body]).toEqual([404, { message: 'Empresa não encontrada.' }]);
      expect((await test.http().post('/api/admin/refresh-cache/nao-e-id').set('X-Token', superA)).status).toBe(404);
      expect((await test.http().post(`/api/admin/refresh-cache/${companyA}`).set('X-Token', adminA)).status).toBe(403);
    });
  });
});

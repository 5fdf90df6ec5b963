import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductWriter } from '../../src/modules/products/commands/shared/product-writer.js';
import { SLICE_ROWS } from '../../src/modules/products/jobs/product-import.runner.js';
import { givenCompany, givenUser, tokenFor } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CSV_HEADER =
  'sku;titulo;preco;cd;prazo_expedicao;largura_cm;altura_cm;comprimento_cm;peso_kg;quantidade;volumes_extras';
const row = (sku: string) => `${sku};Produto ${sku};10;;;10;10;10;1;1;`;

/**
 * Product CSV imports as background jobs: one worker slot only, so a small import of company B can
 * finish before company A's big one only because A's import goes back to the queue slice by slice.
 */
describe('product import jobs', () => {
  let test: TestApp;
  let userA: string;
  let userB: string;

  const command = (token: string, action: string, payload: object) =>
    test.http().post('/api/command').set('X-Token', token).send({ action, payload });
  const status = async (token: string, id: string) =>
    (await test.http().get(`/api/products/import/${id}`).set('X-Token', token)).body;
  const startImport = async (token: string, content: string | Buffer, filename = 'produtos.csv') => {
    const uploaded = await test
      .http()
      .post('/api/upload')
      .set('X-Token', token)
      .attach('file', Buffer.from(content), { filename, contentType: 'text/csv' });
    const started = await command(token, 'CreateProductsFromCSV', { csv: { path: uploaded.body.path } });
    expect(started.status).toBe(200);
    return started.body.id as string;
  };
  const finished = async (token: string, id: string) => {
    await expect
      .poll(async () => (await status(token, id)).status, { timeout: 60_000, interval: 50 })
      .toMatch(/^(done|failed)$/);
    return status(token, id);
  };

  beforeAll(async () => {
    test = await startTestApp({ runWorkers: true, jobConcurrency: 1 });
    userA = await tokenFor(test, await givenUser(test, await givenCompany(test), { permissions: ['settings'] }));
    userB = await tokenFor(test, await givenUser(test, await givenCompany(test), { permissions: ['settings'] }));
  });
  afterAll(() => test.close());

  it("finishes company B's one-row import while company A's big import is still running, and A's import is whole", async () => {
    const total = SLICE_ROWS + 200;
    const rowsA = Array.from({ length: total }, (_, i) => row(`A-${i}`));
    // The SKU of row 2 again in the second slice: still refused as repeated across slices.
    rowsA[total - 1] = row('A-0');
    const importA = await startImport(userA, `${CSV_HEADER}\n${rowsA.join('\n')}\n`);
    await expect
      .poll(async () => (await status(userA, importA)).processed, { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(0);

    const importB = await startImport(userB, `${CSV_HEADER}\n${row('B-1')}\n`);
    const resultB = await finished(userB, importB);
    expect(resultB).toMatchObject({ status: 'done', created: 1 });
    const whileB = await status(userA, importA);
    expect(whileB.status).toBe('running');
    expect(whileB.processed).toBeLessThan(total);

    const resultA = await finished(userA, importA);
    expect(resultA).toMatchObject({
      status: 'done',
      total,
      processed: total,
      created: total - 1,
      updated: 0,
      failed: 1,
    });
    expect(resultA.errors).toEqual([{ row: total + 1, message: 'SKU repetido no arquivo: já aparece na linha 2.' }]);
  }, 120_000);

  it('refuses a CSV with a NUL in its header, or a zip renamed .csv, at once with the reason and no retry', async () => {
    const cases: [Buffer, string][] = [
      [
        Buffer.from(`sku\u0000;titulo;preco\nA;B;1\n`),
        'O arquivo não é um CSV de texto: ele contém caracteres binários (NUL). Salve a planilha como CSV e envie de novo.',
      ],
      [
        Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.from('[Content_Types].xml')]),
        "O arquivo é um arquivo compactado (ZIP ou planilha .xlsx), não um CSV: salve a planilha como CSV (separado por ';') e envie de novo.",
      ],
    ];
    for (const [content, message] of cases) {
      const started = Date.now();
      const result = await finished(userA, await startImport(userA, content));
      // A retry would wait 2 s (the queue's first backoff) and end with 'Erro inesperado'.
      expect(Date.now() - started).toBeLessThan(1500);
      expect(result).toMatchObject({ status: 'failed', message, created: 0 });
    }
  });

  it("reports a row PostgreSQL refuses as that row's error and imports every other row", async () => {
    const writer = test.app.get(ProductWriter);
    const register = writer.register.bind(writer);
    // The row of SKU RUIM meets a real refusal of PostgreSQL (an integer out of range) when it is stored.
    vi.spyOn(writer, 'register').mockImplementation(async (companyId, data, context) => {
      if (data.reference === 'RUIM') await test.app.get(DataSource).query('SELECT $1::int', [2 ** 31]);
      return register(companyId, data, context);
    });
    vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const id = await startImport(userB, `${CSV_HEADER}\n${row('BOM-1')}\n${row('RUIM')}\n${row('BOM-2')}\n`);
    const result = await finished(userB, id);
    vi.restoreAllMocks();
    expect(result).toMatchObject({
      status: 'done',
      created: 2,
      failed: 1,
      errors: [
        {
          row: 3,
          message: 'Linha não gravada: um dos seus valores não pôde ser armazenado. Confira a linha e envie de novo.',
        },
      ],
    });
  });
});

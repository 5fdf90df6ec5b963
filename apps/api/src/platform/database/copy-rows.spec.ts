import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../../../test/support/test-env.js';
import { createDataSource } from './database.provider.js';
import { CopyRows, copyField, copyIn, LINE_END, TAB } from './copy-rows.js';

const COPY = 'COPY copy_rows_spec (n, label, doc) FROM STDIN';

/** One row of text fields, written as the history's writer writes its rows. */
function add(rows: CopyRows, fields: string[]): void {
  const row = rows.row(fields.reduce((most, field) => most + field.length * 3 + 1, 0));
  fields.forEach((field, i) => (i > 0 ? row.byte(TAB) : row).utf8(field));
  rows.commit(row.byte(LINE_END));
}

describe('CopyRows on PostgreSQL', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = await createDataSource({ databaseUrl: TEST_DATABASE_URL }).initialize();
    await db.query('CREATE TABLE IF NOT EXISTS copy_rows_spec (n int, label text, doc jsonb)');
  });
  afterAll(async () => {
    await db.query('DROP TABLE copy_rows_spec');
    await db.destroy();
  });

  /** Sends `rows` through COPY and reads them back in order. */
  async function roundTrip(rows: CopyRows, sent: number): Promise<{ n: number; label: string | null; doc: unknown }[]> {
    await db.query('TRUNCATE copy_rows_spec');
    expect(rows.count).toBe(sent);
    const chunks = rows.take();
    expect(rows.count).toBe(0);
    await copyIn(db, COPY, chunks);
    rows.reuse(chunks);
    return db.query('SELECT n, label, doc FROM copy_rows_spec ORDER BY n');
  }

  it('keeps every character of a text and of a JSON document, and null as null', async () => {
    const label = 'barra \\ tab \t linha \n retorno \r aspas " acentuação ç 🚚 \\N';
    const doc = { reference: 'SKU\\1\t"x"\n', nome: 'Pão de açúcar', vazio: null, numero: 12.5 };
    const rows = new CopyRows();
    add(rows, [copyField(1), copyField(label), copyField(JSON.stringify(doc))]);
    add(rows, [copyField(2), copyField(null), copyField(JSON.stringify([]))]);
    expect(await roundTrip(rows, 2)).toEqual([
      { n: 1, label, doc },
      { n: 2, label: null, doc: [] },
    ]);
  });

  it('sends rows across many chunks, and a row larger than a chunk, in their order, reusing the chunks', async () => {
    const rows = new CopyRows();
    const text = (n: number) => `linha ${n} ${'é'.repeat(1500)}`;
    for (let n = 0; n < 1000; n++) add(rows, [copyField(n), copyField(text(n)), copyField('{}')]);
    const huge = 'x'.repeat(400 * 1024);
    add(rows, [copyField(1000), copyField(huge), copyField('{"grande": true}')]);
    const read = await roundTrip(rows, 1001);
    expect(read).toHaveLength(1001);
    expect(read.slice(0, 1000).every((row, n) => row.n === n && row.label === text(n))).toBe(true);
    expect(read[1000]).toEqual({ n: 1000, label: huge, doc: { grande: true } });

    // The next batch writes into the chunks of the first.
    for (let n = 0; n < 3; n++) add(rows, [copyField(n), copyField(`de novo ${n}`), copyField('null')]);
    expect((await roundTrip(rows, 3)).map((row) => row.label)).toEqual(['de novo 0', 'de novo 1', 'de novo 2']);
  });
});

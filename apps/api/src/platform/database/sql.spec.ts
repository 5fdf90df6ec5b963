import { describe, expect, it } from 'vitest';
import { assignments, insertInto, join, raw, runSql, sql, unnest } from './sql.js';

describe('sql', () => {
  it('turns each interpolated value into a numbered parameter', () => {
    const query = sql`SELECT * FROM orders WHERE company_id = ${'c-1'} AND status = ${2}`;
    expect(query.text).toBe('SELECT * FROM orders WHERE company_id = $1 AND status = $2');
    expect(query.values).toEqual(['c-1', 2]);
  });

  it('splices a fragment with its values, numbering the whole statement once', () => {
    const where = sql`o.company_id = ${'c-1'} AND o.status = ${2}`;
    const page = sql`SELECT 1 FROM orders o WHERE ${where} LIMIT ${20} OFFSET ${40}`;
    expect(page.text).toBe('SELECT 1 FROM orders o WHERE o.company_id = $1 AND o.status = $2 LIMIT $3 OFFSET $4');
    expect(page.values).toEqual(['c-1', 2, 20, 40]);
    // The fragment itself is unchanged and still reads from $1.
    expect(where.text).toBe('o.company_id = $1 AND o.status = $2');
  });

  it('keeps a fragment at the start or the end of the template, and nested ones', () => {
    const inner = sql`${1} + ${2}`;
    const outer = sql`${inner}`;
    expect(sql`${outer} = ${sql`${3}`}`.text).toBe('$1 + $2 = $3');
    expect(sql`${outer} = ${sql`${3}`}`.values).toEqual([1, 2, 3]);
  });

  it('passes a value as it is, whatever it holds (a list, an object, null, a dollar sign)', () => {
    const query = sql`SELECT ${[1, 2]}, ${{ a: 1 }}, ${null}, ${'$1'}`;
    expect(query.text).toBe('SELECT $1, $2, $3, $4');
    expect(query.values).toEqual([[1, 2], { a: 1 }, null, '$1']);
  });

  it('reads raw text as text and joins fragments with a separator', () => {
    expect(sql`SELECT ${raw('id, name')} FROM t`.text).toBe('SELECT id, name FROM t');
    const likes = join(
      ['%a%', '%b%'].map((pattern) => sql`s LIKE ${pattern}`),
      ' AND ',
    );
    expect(sql`WHERE c = ${'x'} AND ${likes}`.text).toBe('WHERE c = $1 AND s LIKE $2 AND s LIKE $3');
    expect(join([]).text).toBe('');
  });

  it('writes an INSERT from a column → value record, in the order of the record', () => {
    const query = insertInto('orders', { id: 'o-1', status: 2, status_history: sql`${'[]'}::jsonb` });
    expect(query.text).toBe('INSERT INTO orders (id, status, status_history) VALUES ($1, $2, $3::jsonb)');
    expect(query.values).toEqual(['o-1', 2, '[]']);
  });

  it('writes the assignments of an UPDATE', () => {
    const query = sql`UPDATE orders SET ${assignments({ reference: 'R-1', deadline: null })} WHERE id = ${'o-1'}`;
    expect(query.text).toBe('UPDATE orders SET reference = $1, deadline = $2 WHERE id = $3');
    expect(query.values).toEqual(['R-1', null, 'o-1']);
  });

  it('refuses a column or table name that is not a plain identifier', () => {
    expect(() => insertInto('orders; DROP TABLE x', { id: 1 })).toThrow('Not a plain SQL identifier');
    expect(() => assignments({ 'id = 1 --': 1 })).toThrow('Not a plain SQL identifier');
  });

  it('unnests one typed array per column, the types checked as identifiers', () => {
    const query = sql`SELECT * FROM ${unnest(
      [
        ['a', 'b'],
        [1, 2],
      ],
      ['uuid', 'int'],
    )}`;
    expect(query.text).toBe('SELECT * FROM unnest($1::uuid[], $2::int[])');
    expect(query.values).toEqual([
      ['a', 'b'],
      [1, 2],
    ]);
    expect(() => unnest([[1]], ['int[]); --'])).toThrow('Not a plain SQL identifier');
  });

  it('runs a statement with its text and values together', async () => {
    const calls: unknown[][] = [];
    const db = { query: async (...args: unknown[]) => (calls.push(args), [{ id: 'o-1' }]) };
    expect(await runSql(db, sql`SELECT id FROM orders WHERE id = ${'o-1'}`)).toEqual([{ id: 'o-1' }]);
    expect(calls).toEqual([['SELECT id FROM orders WHERE id = $1', ['o-1']]]);
  });
});

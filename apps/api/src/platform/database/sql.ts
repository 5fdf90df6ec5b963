/**
 * A piece of SQL whose values travel beside its text. Placeholders are numbered only when the
 * whole statement is read (`text`), so fragments compose (a WHERE built in one place, a CTE wrapped
 * around another statement) without anyone keeping `$n` lists in step by hand.
 *
 * `parts` always holds one more string than `values`: the text is parts[0], placeholder 1, parts[1], …
 */
export class Sql {
  private constructor(
    private readonly parts: readonly string[],
    readonly values: unknown[],
  ) {}

  /** The text with `$1…$n` in the order of `values`, as `query(text, values)` takes it. */
  get text(): string {
    let text = this.parts[0];
    for (let index = 1; index < this.parts.length; index++) text += `$${index}${this.parts[index]}`;
    return text;
  }

  /** Template pieces and values; a value that is itself `Sql` is spliced in (its text and its values). */
  static of(strings: readonly string[], values: readonly unknown[]): Sql {
    const parts = [strings[0]];
    const flat: unknown[] = [];
    for (const [index, value] of values.entries()) {
      if (value instanceof Sql) {
        parts[parts.length - 1] += value.parts[0];
        for (let inner = 0; inner < value.values.length; inner++) {
          flat.push(value.values[inner]);
          parts.push(value.parts[inner + 1]);
        }
        parts[parts.length - 1] += strings[index + 1];
      } else {
        flat.push(value);
        parts.push(strings[index + 1]);
      }
    }
    return new Sql(parts, flat);
  }
}

/** sql`SELECT … WHERE id = ${id}`: each interpolated value becomes a parameter, an `Sql` is spliced. */
export const sql = (strings: TemplateStringsArray, ...values: unknown[]): Sql => Sql.of(strings, values);

/** Text taken as it is: identifiers and constants of our own, never anything a user sent. */
export const raw = (text: string): Sql => Sql.of([text], []);

/** The fragments one after another with `separator` between them (an empty list is empty text). */
export const join = (fragments: readonly Sql[], separator = ', '): Sql => listOf(fragments, separator);

/** Values (or fragments) one after another with `separator` between them: one parameter each. */
function listOf(values: readonly unknown[], separator: string): Sql {
  if (values.length === 0) return raw('');
  const strings = new Array<string>(values.length + 1).fill(separator);
  strings[0] = strings[values.length] = '';
  return Sql.of(strings, values);
}

/** `unnest(<values>::<type>[], …)`: a batch of rows as one array per column, each with its type. */
export const unnest = (columns: readonly unknown[][], types: readonly string[]): Sql =>
  sql`unnest(${join(columns.map((values, i) => sql`${values}::${identifiers([types[i]], '')}[]`))})`;

/** A column → value record; a value may be an `Sql` expression (a cast, a function of a parameter). */
export type Row = Readonly<Record<string, unknown>>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Names joined as they are, once each is checked to be a plain identifier (no quoting, no injection). */
function identifiers(names: readonly string[], separator: string): Sql {
  for (const name of names) if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return raw(names.join(separator));
}

/** `INSERT INTO table (a, b) VALUES ($1, $2)`, the columns in the record's order. */
export const insertInto = (table: string, row: Row): Sql =>
  sql`INSERT INTO ${identifiers([table], '')} (${identifiers(Object.keys(row), ', ')}) VALUES (${listOf(Object.values(row), ', ')})`;

/** `a = $1, b = $2`: the assignments of an UPDATE's SET. */
export function assignments(row: Row): Sql {
  const columns = Object.keys(row);
  identifiers(columns, '');
  const strings = columns.map((column, index) => `${index === 0 ? '' : ', '}${column} = `);
  return Sql.of([...strings, ''], Object.values(row));
}

/** Whatever runs `query(text, values)`: a DataSource, an EntityManager, a QueryRunner, a pg client. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** Runs `statement` on `db`, its text and values together; the result is untyped, as `query`'s own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers name the rows they read, as with `query`
export const runSql = <T = any>(db: Queryable, statement: Sql): Promise<T> =>
  db.query(statement.text, statement.values) as Promise<T>;

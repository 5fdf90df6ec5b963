// What PostgreSQL itself commits on this machine, now: one-row INSERT transactions on `connections`
// connections for `seconds`, into a scratch table of the bench's database (fsync as configured).
// pgbench when it is installed, else the same loop through node-postgres (its own round trips count).
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const TABLE = 'bench_insert_ceiling';
const INSERT = `INSERT INTO ${TABLE} (payload) VALUES ('x')`;

async function withPgbench(connections: number, seconds: number): Promise<number | null> {
  const script = join(tmpdir(), `bench-insert-${process.pid}.sql`);
  await writeFile(script, `${INSERT};\n`);
  const url = new URL(process.env.DATABASE_URL!);
  try {
    const { stdout } = await run('pgbench', [
      '-n',
      `-c${connections}`,
      '-j2',
      `-T${seconds}`,
      `-f${script}`,
      `-h${url.hostname}`,
      `-p${url.port || 5432}`,
      `-U${decodeURIComponent(url.username)}`,
      url.pathname.slice(1),
    ]);
    return Number(/tps = ([\d.]+)/.exec(stdout)![1]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function withNodePostgres(connections: number, seconds: number): Promise<number> {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      return client;
    }),
  );
  const until = performance.now() + seconds * 1000;
  const counts = await Promise.all(
    clients.map(async (client) => {
      let count = 0;
      for (; performance.now() < until; count++) await client.query(INSERT);
      await client.end();
      return count;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0) / seconds;
}

/** One-row insert commits per second, and what measured them. */
export async function insertCeiling(connections: number, seconds: number): Promise<{ rate: number; tool: string }> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (id bigserial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), payload text)`,
  );
  try {
    const pgbench = await withPgbench(connections, seconds);
    if (pgbench !== null) return { rate: pgbench, tool: 'pgbench' };
    return { rate: await withNodePostgres(connections, seconds), tool: 'node-postgres' };
  } finally {
    await db.query(`DROP TABLE ${TABLE}`);
    await db.end();
  }
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** Each company's promise setting 'deliveries a lane needs' among `ids`, by company id (a scan over many companies). */
export async function promiseMinSamplesOf(db: Queryable, ids: readonly string[]): Promise<Map<string, number>> {
  const rows: { id: string; min_samples: number }[] = await runSql(
    db,
    sql`SELECT id, promise_min_samples AS min_samples FROM companies WHERE id = ANY(${ids}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.min_samples]));
}

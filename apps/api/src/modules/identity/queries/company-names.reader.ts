import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** The companies' names by id, one query for the batch (a company not found is absent). */
export async function companyNames(db: Queryable, companyIds: readonly string[]): Promise<Map<string, string>> {
  const rows: { id: string; name: string }[] = await runSql(
    db,
    sql`SELECT id, name FROM companies WHERE id = ANY(${[...new Set(companyIds)]}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

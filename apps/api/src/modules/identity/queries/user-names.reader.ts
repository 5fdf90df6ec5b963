import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/**
 * Users' names by id, one query for the batch. Not limited to the company's members: a user who
 * acted on the company's records (assigned, resolved) keeps their name there after leaving it.
 */
export async function userNames(db: Queryable, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows: { id: string; name: string }[] = await runSql(
    db,
    sql`SELECT id, name FROM users WHERE id = ANY(${[...new Set(userIds)]}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

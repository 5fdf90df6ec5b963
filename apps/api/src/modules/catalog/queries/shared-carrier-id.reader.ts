import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** The id of the shared catalogue's carrier (no company's own) with this canonical name, or null. */
export async function sharedCarrierId(db: Queryable, canonicalName: string): Promise<string | null> {
  const [row]: { id: string }[] = await runSql(
    db,
    sql`SELECT id FROM carriers WHERE company_id IS NULL AND canonical_name = ${canonicalName}`,
  );
  return row?.id ?? null;
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** The CNPJs (or CPFs) of the company's distribution centres as typed, those with none left out. */
export async function distributionCenterTaxIds(db: Queryable, companyId: string): Promise<string[]> {
  const rows: { document: string | null }[] = await runSql(
    db,
    sql`SELECT DISTINCT address->>'federal_tax_id' AS document FROM distribution_centers WHERE company_id = ${companyId}`,
  );
  return rows.flatMap((row) => row.document ?? []);
}

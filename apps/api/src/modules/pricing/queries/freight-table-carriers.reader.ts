import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** The carriers the company has an active freight table of (what the engine can price for it). */
export async function carriersWithActiveTables(db: Queryable, companyId: string): Promise<string[]> {
  const rows: { carrier_id: string }[] = await runSql(
    db,
    sql`SELECT DISTINCT carrier_id FROM freight_tables WHERE company_id = ${companyId} AND active`,
  );
  return rows.map((row) => row.carrier_id);
}

/** The companies with a freight table of the carrier: a shared carrier's change reaches each of them. */
export async function companiesWithTablesOf(db: Queryable, carrierId: string): Promise<string[]> {
  const rows: { company_id: string }[] = await runSql(
    db,
    sql`SELECT DISTINCT company_id FROM freight_tables WHERE carrier_id = ${carrierId}`,
  );
  return rows.map((row) => row.company_id);
}

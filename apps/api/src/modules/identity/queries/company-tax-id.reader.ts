import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** The company's CNPJ as typed (null when it has none or is not found). */
export async function companyTaxId(db: Queryable, companyId: string): Promise<string | null> {
  const [row]: { federal_tax_id: string | null }[] = await runSql(
    db,
    sql`SELECT federal_tax_id FROM companies WHERE id = ${companyId}`,
  );
  return row?.federal_tax_id ?? null;
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** What other modules print or default from a company: its names, CNPJ, label format and tracking page branding. */
export interface CompanyProfile {
  id: string;
  name: string;
  federal_tax_id: string | null;
  label_format: string;
  tracking_branding: unknown;
}

/** The company's profile; null when there is no such company. */
export async function companyProfile(db: Queryable, companyId: string): Promise<CompanyProfile | null> {
  const [row] = await runSql(
    db,
    sql`SELECT id, name, federal_tax_id, label_format, tracking_branding FROM companies WHERE id = ${companyId}`,
  );
  return row ?? null;
}

/** Whether any company holds the CNPJ (a sign-up's check: CNPJs are unique across tenants). */
export async function companyTaxIdTaken(db: Queryable, federalTaxId: string): Promise<boolean> {
  const [row] = await runSql(db, sql`SELECT 1 FROM companies WHERE federal_tax_id = ${federalTaxId} LIMIT 1`);
  return Boolean(row);
}

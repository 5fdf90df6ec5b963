import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/**
 * Whether a carrier of any company holds the code, and whether a shared-catalog carrier holds the
 * CNPJ: a carrier's code is unique across tenants, so a registration checks it without a company.
 */
export async function carrierCodeHolders(
  db: Queryable,
  canonicalName: string,
  federalTaxId: string,
): Promise<{ code: boolean; cnpj: boolean }> {
  const [taken] = await runSql(
    db,
    sql`SELECT coalesce(bool_or(canonical_name = ${canonicalName}), false) AS code,
               coalesce(bool_or(federal_tax_id = ${federalTaxId}), false) AS cnpj
          FROM carriers WHERE canonical_name = ${canonicalName} OR (company_id IS NULL AND federal_tax_id = ${federalTaxId})`,
  );
  return taken;
}

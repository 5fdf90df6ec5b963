import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/**
 * The carrier the company sees under each CNPJ, its own before the shared catalog's, one query for
 * the batch (a CNPJ of no carrier is absent).
 */
export async function carrierIdsByTaxId(
  db: Queryable,
  companyId: string,
  cnpjs: readonly string[],
): Promise<Map<string, string>> {
  const rows: { federal_tax_id: string; id: string }[] = await runSql(
    db,
    sql`SELECT DISTINCT ON (federal_tax_id) federal_tax_id, id FROM carriers
      WHERE federal_tax_id = ANY(${[...new Set(cnpjs)]}::text[]) AND (company_id IS NULL OR company_id = ${companyId})
      ORDER BY federal_tax_id, company_id NULLS LAST`,
  );
  return new Map(rows.map((row) => [row.federal_tax_id, row.id]));
}

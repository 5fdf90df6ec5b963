import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** A company's name and the look of its public tracking page (tracking_branding as stored). */
export interface CompanyBranding<Branding = unknown> {
  name: string;
  tracking_branding: Branding | null;
}

/** The companies' brandings by id, one query for the batch (a company not found is absent). */
export async function companyBrandings<Branding = unknown>(
  db: Queryable,
  companyIds: readonly string[],
): Promise<Map<string, CompanyBranding<Branding>>> {
  const rows: ({ id: string } & CompanyBranding<Branding>)[] = await runSql(
    db,
    sql`SELECT id, name, tracking_branding FROM companies WHERE id = ANY(${[...new Set(companyIds)]}::uuid[])`,
  );
  return new Map(rows.map(({ id, ...branding }) => [id, branding]));
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** Whether the provider's staff switched the freight audit on for the company (false when it is not found). */
export async function hasAuditEnabled(db: Queryable, companyId: string): Promise<boolean> {
  const [company] = await runSql(db, sql`SELECT has_audit_enabled FROM companies WHERE id = ${companyId}`);
  return company?.has_audit_enabled === true;
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** The addresses the company registered for a carrier (empty when none): each company keeps its own list. */
export async function carrierEmails(db: Queryable, companyId: string, carrierId: string): Promise<string[]> {
  const [row]: { emails: string[] }[] = await runSql(
    db,
    sql`SELECT emails FROM carrier_emails WHERE company_id = ${companyId} AND carrier_id = ${carrierId}`,
  );
  return row?.emails ?? [];
}

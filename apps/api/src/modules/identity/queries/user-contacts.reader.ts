import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** A user's name and e-mail, to write to them. */
export interface UserContact {
  id: string;
  company_id: string;
  name: string;
  email: string;
}

/** The company's users among `ids`, one query for the batch. */
export const userContacts = (db: Queryable, companyId: string, ids: readonly string[]): Promise<UserContact[]> =>
  runSql(
    db,
    sql`SELECT id, company_id, name, email FROM users WHERE company_id = ${companyId} AND id = ANY(${ids}::uuid[])`,
  );

/**
 * The accounts holding any of the e-mails (compared lower-cased), of any company: an e-mail is one
 * account across tenants, so a sign-up must know it without a company.
 */
export const accountsWithEmails = (db: Queryable, emails: readonly string[]): Promise<UserContact[]> =>
  runSql(db, sql`SELECT id, company_id, name, email FROM users WHERE lower(email) = ANY(${emails}::text[])`);

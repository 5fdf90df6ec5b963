import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

export interface CompanyMember {
  id: string;
  name: string;
}

/**
 * The company's users (members) by name, then id; only those of `userIds` when given (one query
 * either way), so a user of another company is never found.
 */
export function companyMembers(
  db: Queryable,
  companyId: string,
  userIds?: readonly string[],
): Promise<CompanyMember[]> {
  const only = userIds ? sql`AND u.id = ANY(${[...new Set(userIds)]}::uuid[])` : sql``;
  return runSql(
    db,
    sql`SELECT u.id, u.name FROM user_companies m JOIN users u ON u.id = m.user_id
      WHERE m.company_id = ${companyId} ${only} ORDER BY lower(u.name), u.id`,
  );
}

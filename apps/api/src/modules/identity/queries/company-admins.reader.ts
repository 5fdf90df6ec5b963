import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** An admin as a system command's actor needs them. */
export interface CompanyAdmin {
  id: string;
  name: string;
  email: string;
  company_id: string;
}

/** The oldest company of that name (the demo seed's 'Loja Demo'), or null. */
export async function oldestCompanyNamed(db: Queryable, name: string): Promise<string | null> {
  const [row]: { id: string }[] = await runSql(
    db,
    sql`SELECT id FROM companies WHERE name = ${name} ORDER BY created_at LIMIT 1`,
  );
  return row?.id ?? null;
}

/** The company's first admin, or undefined. */
export async function firstAdminOf(db: Queryable, companyId: string): Promise<CompanyAdmin | undefined> {
  const [admin]: CompanyAdmin[] = await runSql(
    db,
    sql`SELECT id, name, email, company_id FROM users WHERE company_id = ${companyId} AND is_admin ORDER BY created_at, id LIMIT 1`,
  );
  return admin;
}

/** The first admin of the oldest company of that name that has one, or undefined. */
export async function firstAdminOfCompanyNamed(db: Queryable, name: string): Promise<CompanyAdmin | undefined> {
  const [admin]: CompanyAdmin[] = await runSql(
    db,
    sql`SELECT u.id, u.name, u.email, u.company_id FROM users u JOIN companies c ON c.id = u.company_id
         WHERE c.name = ${name} AND u.is_admin ORDER BY c.created_at, u.created_at, u.id LIMIT 1`,
  );
  return admin;
}

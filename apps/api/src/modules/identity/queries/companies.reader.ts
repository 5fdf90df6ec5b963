import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** A company as other modules name it (e-mails, files they write for it). */
export interface CompanyRef {
  id: string;
  name: string;
  federal_tax_id: string | null;
}

/** The companies among `ids` (each caller passes its own tenant's): one query per list. */
export function companiesOf(db: Queryable, ids: readonly string[]): Promise<CompanyRef[]> {
  return runSql(db, sql`SELECT id, name, federal_tax_id FROM companies WHERE id = ANY (${ids}::uuid[])`);
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';
import { visibleCarrier } from './carrier-row.js';

/** A carrier as other modules name it; `emails` are the company's pickup-request addresses for it. */
export interface CarrierRef {
  id: string;
  name: string;
  canonical_name: string;
  active: boolean;
  emails: string[];
}

/** The carriers among `ids` that the company sees (the shared catalog and its own): one query per list. */
export function visibleCarriersOf(db: Queryable, companyId: string, ids: readonly string[]): Promise<CarrierRef[]> {
  return runSql(
    db,
    sql`SELECT c.id, c.name, c.canonical_name, c.active, coalesce(e.emails, '{}') AS emails
         FROM (SELECT id, name, canonical_name, active FROM carriers WHERE id = ANY (${ids}::uuid[]) AND ${visibleCarrier(companyId)}) c
         LEFT JOIN carrier_emails e ON e.carrier_id = c.id AND e.company_id = ${companyId}`,
  );
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** A distribution center as other modules name it: its reference, name, address keys and expedition days. */
export interface DistributionCenterRef {
  id: string;
  reference: string;
  name: string;
  zip: string;
  city: string;
  state: string;
  expedition_time: number;
}

/**
 * The company's distribution centers in the order they were created: those among `ids`, or all of them
 * when `ids` is null. One query per list, never one per row.
 */
export function companyDistributionCentersOf(
  db: Queryable,
  companyId: string,
  ids: readonly string[] | null = null,
): Promise<DistributionCenterRef[]> {
  return runSql(
    db,
    sql`SELECT id, reference, name, address->>'zip' AS zip, address->>'city' AS city, address->>'state' AS state, expedition_time
         FROM distribution_centers
        WHERE company_id = ${companyId} AND (${ids}::uuid[] IS NULL OR id = ANY (${ids}::uuid[]))
        ORDER BY created_at, id`,
  );
}

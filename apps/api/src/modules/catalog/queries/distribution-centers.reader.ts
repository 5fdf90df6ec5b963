import { type Queryable, raw, runSql, sql } from '../../../platform/database/sql.js';
import type { Address } from '../events/catalog-events.js';

/** A distribution center as other modules name and ship from it. */
export interface DistributionCenterSummary {
  id: string;
  reference: string;
  name: string;
  address: Address;
}

const SUMMARY = sql`SELECT id, reference, name, address FROM distribution_centers`;

/** The company's distribution centers among `ids` (absent ones are left out), one query for the batch. */
export const distributionCentersOf = (
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<DistributionCenterSummary[]> =>
  runSql(db, sql`${SUMMARY} WHERE company_id = ${companyId} AND id = ANY(${ids}::uuid[])`);

/** The company's distribution centers, oldest first, or by reference when `byReference`; at most `limit`. */
export const companyDistributionCenters = (
  db: Queryable,
  companyId: string,
  { byReference = false, limit = 1000 }: { byReference?: boolean; limit?: number } = {},
): Promise<DistributionCenterSummary[]> =>
  runSql(
    db,
    sql`${SUMMARY} WHERE company_id = ${companyId}
         ORDER BY ${raw(byReference ? 'reference' : 'created_at, id')} LIMIT ${limit}`,
  );

/** The company's distribution centers whose reference is one of `references`, compared lower-cased. */
export const distributionCentersWithReferences = (
  db: Queryable,
  companyId: string,
  references: readonly string[],
): Promise<DistributionCenterSummary[]> =>
  runSql(
    db,
    sql`${SUMMARY} WHERE company_id = ${companyId} AND lower(reference) = ANY(SELECT lower(r) FROM unnest(${references}::text[]) r)`,
  );

/** The CD a company's new orders and products leave from by default: `preferredId` when it is the company's, else its first. */
export async function defaultDistributionCenter(
  db: Queryable,
  companyId: string,
  preferredId: string | null,
): Promise<DistributionCenterSummary | null> {
  const [row] = await runSql(
    db,
    sql`${SUMMARY} WHERE company_id = ${companyId}
         ORDER BY id = ${preferredId}::uuid IS TRUE DESC, created_at, id LIMIT 1`,
  );
  return row ?? null;
}

import type { Address, PickupWindow } from '../events/catalog-events.js';
import { type Queryable, raw, runSql, sql, unnest } from '../../../platform/database/sql.js';

/** A distribution center with what pickups and promises need: address parts, expedition days and pickup windows. */
export interface DistributionCenterRef {
  id: string;
  reference: string;
  name: string;
  zip: string;
  city: string;
  state: string;
  expedition_time: number;
  address: Address;
  pickup_window: PickupWindow;
}

const COLUMNS = raw(
  "id, reference, name, address->>'zip' AS zip, address->>'city' AS city, address->>'state' AS state, expedition_time, address, pickup_window",
);

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
    sql`SELECT ${COLUMNS} FROM distribution_centers
        WHERE company_id = ${companyId} AND (${ids}::uuid[] IS NULL OR id = ANY (${ids}::uuid[]))
        ORDER BY created_at, id`,
  );
}

/** The CDs named by (company, CD) pairs, for a batch that spans companies (the event relay's): one query. */
export function distributionCentersByCompanyOf(
  db: Queryable,
  keys: readonly { companyId: string; id: string }[],
): Promise<DistributionCenterRef[]> {
  return runSql(
    db,
    sql`SELECT ${COLUMNS} FROM distribution_centers
        WHERE (company_id, id) IN (SELECT * FROM ${unnest([keys.map((key) => key.companyId), keys.map((key) => key.id)], ['uuid', 'uuid'])})`,
  );
}

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

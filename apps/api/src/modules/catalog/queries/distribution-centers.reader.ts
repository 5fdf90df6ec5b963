import type { Address, PickupWindow } from '../events/catalog-events.js';
import { type Queryable, raw, runSql, sql, unnest } from '../../../platform/database/sql.js';

/** A distribution center as other modules name it: reference, name, address, expedition days and pickup windows. */
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

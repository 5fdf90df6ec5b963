import type { Queryable } from '../../../platform/database/sql.js';
import { type CarrierSummary, carriersOf } from './carriers.reader.js';

/** The carriers of `carrierIds` the company sees (shared or its own) by id, one query for the batch. */
export async function visibleCarriers(
  db: Queryable,
  companyId: string,
  carrierIds: readonly string[],
): Promise<Map<string, CarrierSummary>> {
  const rows = await carriersOf(db, companyId, [...new Set(carrierIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}

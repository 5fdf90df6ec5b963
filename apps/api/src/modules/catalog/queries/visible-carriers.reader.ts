import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';
import { visibleCarrier } from './carrier-row.js';

/** What other modules show of a carrier. */
export interface CarrierSummary {
  id: string;
  name: string;
  canonical_name: string;
  phone: string | null;
  federal_tax_id: string | null;
}

/** The carriers of `carrierIds` the company sees (shared or its own) by id, one query for the batch. */
export async function visibleCarriers(
  db: Queryable,
  companyId: string,
  carrierIds: readonly string[],
): Promise<Map<string, CarrierSummary>> {
  const rows: CarrierSummary[] = await runSql(
    db,
    sql`SELECT id, name, canonical_name, phone, federal_tax_id FROM carriers
      WHERE ${visibleCarrier(companyId)} AND id = ANY(${[...new Set(carrierIds)]}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** Expedition days of the company's SKUs that have any, by lower-case SKU: one query for the whole company. */
export async function skuExpeditionDaysOf(db: Queryable, companyId: string): Promise<Map<string, number>> {
  const rows: { sku: string; expedition_time: number }[] = await runSql(
    db,
    sql`SELECT lower(reference) AS sku, expedition_time FROM products WHERE company_id = ${companyId} AND expedition_time > 0`,
  );
  return new Map(rows.map((row) => [row.sku, row.expedition_time]));
}

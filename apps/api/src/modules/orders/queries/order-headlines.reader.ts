import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** What other modules show of an order beside their own records (a list of their rows, keyed by order id). */
export interface OrderHeadline {
  id: string;
  reference: string;
  recipient_name: string;
  carrier_name: string | null;
  status: number;
}

/** The company's orders of `orderIds` by id, one query for the batch (another company's order is absent). */
export async function orderHeadlines(
  db: Queryable,
  companyId: string,
  orderIds: readonly string[],
): Promise<Map<string, OrderHeadline>> {
  const rows: OrderHeadline[] = await runSql(
    db,
    sql`SELECT id, reference, recipient_name, carrier_name, status FROM orders
      WHERE company_id = ${companyId} AND id = ANY(${[...new Set(orderIds)]}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

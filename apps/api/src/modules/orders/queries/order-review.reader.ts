import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';

/** The order's rating as stored (null before it is rated); undefined when there is no such order. */
export async function orderReview(db: Queryable, orderId: string): Promise<{ review: unknown } | undefined> {
  const [row]: { review: unknown }[] = await runSql(db, sql`SELECT review FROM orders WHERE id = ${orderId}`);
  return row && { review: row.review ?? null };
}

import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';
// orders -> carrier-integrations closes a cycle (cycleEdges): the inner file, not the face.
import { staleTrackingCondition } from '../../carrier-integrations/queries/stale-tracking-condition.js';

/** How many of the company's orders have stale tracking now: the orders list's stale filter counts the same. */
export async function staleTrackingCountOf(db: Queryable, companyId: string): Promise<number> {
  const [{ n }]: { n: number }[] = await runSql(
    db,
    sql`SELECT count(*)::int AS n FROM orders o WHERE o.company_id = ${companyId} AND ${staleTrackingCondition('o')}`,
  );
  return n;
}

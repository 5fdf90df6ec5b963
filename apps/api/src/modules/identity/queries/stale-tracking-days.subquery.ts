import { type Sql, sql } from '../../../platform/database/sql.js';

/**
 * The company's business days before its tracking is stale (companies.stale_tracking_days, 2 by
 * default), as a scalar subquery over the caller's company id expression: the stale-tracking condition
 * embeds it in the statement that counts or pages the caller's rows, where a reader would not do.
 */
export const staleTrackingDaysOf = (companyId: Sql): Sql =>
  sql`(SELECT c.stale_tracking_days FROM companies c WHERE c.id = ${companyId})`;

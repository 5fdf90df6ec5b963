import { ORDER_STATUS } from '@despacho/domain';
import { type Sql, sql } from '../../../platform/database/sql.js';
import { ownFiltersWhere, type OwnOrderFilters } from './list-orders/order-list-where.js';

/**
 * Conditions over orders that another module's query embeds where a reader's round trip would
 * not do (the rows to filter are the caller's, counted or paged in the same statement): the SQL
 * naming orders stays here.
 */

/** Some order among `ids` (the caller's uuid[] expression) matches the orders list's filters. */
export const anyOrderMatches = (companyId: string, ids: Sql, filters: OwnOrderFilters): Sql =>
  sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ANY(${ids}) AND ${ownFiltersWhere(companyId, filters)})`;

/** The ids of the company's orders created since `start` with a carrier, cancelled ones left out. */
export const shippedOrderIdsSince = (companyId: string, start: Date): Sql =>
  sql`SELECT o.id FROM orders o
       WHERE o.company_id = ${companyId} AND o.created_at >= ${start} AND o.status <> ${ORDER_STATUS.cancelled} AND o.carrier_id IS NOT NULL`;

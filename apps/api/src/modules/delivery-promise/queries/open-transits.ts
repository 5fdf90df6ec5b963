import { sql } from '../../../platform/database/sql.js';

/**
 * The order transits under way: started, not delivered, with a promised date, not cancelled. A
 * subquery for the exceptions desk's predicted-breach scan, which joins its own orders to it: a scan
 * over every company's orders in transit, one statement.
 */
export const OPEN_TRANSITS = sql`SELECT order_id, company_id, carrier_id, from_zip, from_state, to_zip, to_state, started_at, deadline
  FROM order_transits
 WHERE started_at IS NOT NULL AND delivered_at IS NULL AND deadline IS NOT NULL AND NOT cancelled`;

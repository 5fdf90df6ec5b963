import type { Sql } from '../../../platform/database/sql.js';

/**
 * The orders list's 'Rastreamento desatualizado' filter and the dashboard's stale count. A port:
 * carrier-integrations, which follows the carriers' tracking and imports orders, provides it.
 */
export abstract class StaleTrackingFilter {
  /** The condition over the orders row `alias`. */
  abstract condition(alias: string): Sql;
}

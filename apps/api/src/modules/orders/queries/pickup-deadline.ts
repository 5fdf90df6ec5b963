/* Pickup deadlines over a `pickups p` row. Lives in orders, the lower of the two modules, since the
   order list shows them too; pickups reach it through orders' public face (issue 33, cycle removed). */
/** orders-pickups.md §4 pickup deadline filters. */
export const PICKUP_DEADLINE_FILTERS = ['delayed', 'today', 'd1', 'd2', 'd3', 'd7', 'dn'] as const;
export type PickupDeadlineFilter = (typeof PICKUP_DEADLINE_FILTERS)[number];

/**
 * A pickup's deadline is its acceptance date, else the date operations set, else the day it was due
 * when requested (the next business day with a window at the CD, pickupDueDate); pickups requested
 * before that was kept fall back to the day after the request (São Paulo days). Open means not yet
 * performed: a performed pickup is never late.
 */
export const PICKUP_DEADLINE_SQL = `COALESCE(p.pickup_date, p.estimated_date, p.due_date, (p.created_at AT TIME ZONE 'America/Sao_Paulo')::date + 1)`;
const TODAY = `(now() AT TIME ZONE 'America/Sao_Paulo')::date`;
const OPEN = 'p.pickuped_at IS NULL';

/** d1, d2, d3: due that many days from today; d7: due within the next 7 days; dn: later than that. */
export const PICKUP_DEADLINE_FILTER_SQL: Record<PickupDeadlineFilter, string> = {
  delayed: `${OPEN} AND ${PICKUP_DEADLINE_SQL} < ${TODAY}`,
  today: `${OPEN} AND ${PICKUP_DEADLINE_SQL} = ${TODAY}`,
  d1: `${OPEN} AND ${PICKUP_DEADLINE_SQL} = ${TODAY} + 1`,
  d2: `${OPEN} AND ${PICKUP_DEADLINE_SQL} = ${TODAY} + 2`,
  d3: `${OPEN} AND ${PICKUP_DEADLINE_SQL} = ${TODAY} + 3`,
  d7: `${OPEN} AND ${PICKUP_DEADLINE_SQL} BETWEEN ${TODAY} + 1 AND ${TODAY} + 7`,
  dn: `${OPEN} AND ${PICKUP_DEADLINE_SQL} > ${TODAY} + 7`,
};

import { DAILY_FIGURES, type DashboardOrderFacts, figuresOf } from './dashboard-order-facts.js';

type FactColumn = keyof DashboardOrderFacts;
/** A key column: a fact, or `month` (the first day of the creation day's month). */
export type KeyColumn = FactColumn | 'month';

/** The PostgreSQL type of each key column. */
const KEY_TYPES: Partial<Record<KeyColumn, string>> = {
  company_id: 'uuid',
  day: 'date',
  month: 'date',
  carrier_id: 'text',
  to_state: 'text',
  status: 'smallint',
  deadline: 'date',
};

/** The value of an order's key column. */
export const keyValue = (facts: DashboardOrderFacts, column: KeyColumn): unknown =>
  column === 'month' ? `${facts.day.slice(0, 8)}01` : facts[column];

/** A table of sums over dashboard_orders that the projection keeps: a row per key, the sum of its orders' figures. */
export interface DashboardAggregate {
  table: string;
  key: readonly KeyColumn[];
  keyTypes: readonly string[];
  /** Whether the row keeps its carrier's name (the last one written to the row). */
  carrierName: boolean;
  figures: readonly string[];
  /** What one order adds to its row; null when the order counts in no row of this table. Always has `orders`. */
  figuresOf(facts: DashboardOrderFacts): Record<string, number> | null;
}

function aggregate(definition: Omit<DashboardAggregate, 'keyTypes'>): DashboardAggregate {
  return { ...definition, keyTypes: definition.key.map((column) => KEY_TYPES[column]!) };
}

/**
 * The projection's sums. dashboard_daily has every figure per destination state (the SLA by state
 * needs it); dashboard_carrier_daily has the same figures without the state, ~27 times fewer rows,
 * for every other call; dashboard_open_deadlines counts the orders not yet delivered by deadline,
 * so the late open orders (KPI PA) of a year are a few thousand rows however many orders are open;
 * dashboard_state_monthly sums the delivered orders per month and state, so the SLA by state reads a
 * period's whole months there and only its edge days in dashboard_daily.
 */
export const DASHBOARD_AGGREGATES: readonly DashboardAggregate[] = [
  aggregate({
    table: 'dashboard_daily',
    key: ['company_id', 'day', 'carrier_id', 'to_state', 'status'],
    carrierName: true,
    figures: DAILY_FIGURES,
    figuresOf,
  }),
  aggregate({
    table: 'dashboard_carrier_daily',
    key: ['company_id', 'day', 'carrier_id', 'status'],
    carrierName: true,
    figures: DAILY_FIGURES,
    figuresOf,
  }),
  aggregate({
    table: 'dashboard_open_deadlines',
    key: ['company_id', 'day', 'carrier_id', 'status', 'deadline'],
    carrierName: false,
    figures: ['orders'],
    figuresOf: (facts) => (facts.delivered_on === null && facts.deadline !== null ? { orders: 1 } : null),
  }),
  aggregate({
    table: 'dashboard_state_monthly',
    key: ['company_id', 'month', 'carrier_id', 'to_state'],
    carrierName: false,
    // `orders` counts the delivered orders: the others add nothing to the SLA by state.
    figures: ['orders', 'delivered_on_time', 'delivered_late', 'delivery_days_sum', 'delivery_days_count'],
    figuresOf: (facts) => {
      if (facts.delivered_on === null) return null;
      const { delivered_on_time, delivered_late, delivery_days_sum, delivery_days_count } = figuresOf(facts);
      return { orders: 1, delivered_on_time, delivered_late, delivery_days_sum, delivery_days_count };
    },
  }),
];

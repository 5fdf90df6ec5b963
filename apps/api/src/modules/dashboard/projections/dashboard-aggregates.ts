import { DAILY_FIGURES, type DashboardOrderFacts, figuresOf } from './dashboard-order-facts.js';

type FactColumn = keyof DashboardOrderFacts;

/** The PostgreSQL type of each fact column used in an aggregate's key. */
const KEY_TYPES: Partial<Record<FactColumn, string>> = {
  company_id: 'uuid',
  day: 'date',
  carrier_id: 'text',
  to_state: 'text',
  status: 'smallint',
  deadline: 'date',
};

/** A table of sums over dashboard_orders that the projection keeps: a row per key, the sum of its orders' figures. */
export interface DashboardAggregate {
  table: string;
  key: readonly FactColumn[];
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
 * so the late open orders (KPI PA) of a year are a few thousand rows however many orders are open.
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
];

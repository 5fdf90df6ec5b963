// Despacho's canonical tracking states (CARRIERS.md §0): every carrier's codes are mapped onto these
// by its connector; carrier-tracking-effects.ts says what each means for an order.

export const TRACKING_STATES = [
  'posted',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'failed_attempt',
  'awaiting_pickup',
  'returning',
  'returned',
  'exception',
  'cancelled',
] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

/** What went wrong, for failed attempts and exceptions (raises the order's alert). */
export const TRACKING_PROBLEMS = ['address', 'refused', 'damage', 'loss', 'fiscal_hold', 'absent', 'other'] as const;
export type TrackingProblem = (typeof TRACKING_PROBLEMS)[number];

/** Where a carrier event came from, as the timeline shows it. */
export const TRACKING_SOURCES = ['Correios', 'Jadlog', 'SSW', 'EDI'] as const;
export type TrackingSource = (typeof TRACKING_SOURCES)[number];

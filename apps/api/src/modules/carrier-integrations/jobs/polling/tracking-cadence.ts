import type { CarrierApiError, CarrierEvent } from '../../connectors/carrier-connector.js';

/** How often a shipment on the move and any other is asked about (issue 30: 30 minutes and 2 hours). */
export interface Cadence {
  movingMs: number;
  restingMs: number;
}

export const ISSUE_CADENCE: Cadence = { movingMs: 30 * 60_000, restingMs: 2 * 60 * 60_000 };
/** A shipment whose events could not be appended is asked again soon, not in the same cycle. */
export const RETRY_APPLY_MS = 5 * 60_000;
/** Shipments opened longer ago than this are no longer polled. */
export const POLL_FOR_DAYS = 60;

const MOVING = new Set(['in_transit', 'out_for_delivery']);

/** How long until the next poll of a shipment in this state (null: nothing heard yet). */
export function cadenceMs(state: string | null, cadence: Cadence = ISSUE_CADENCE): number {
  return state && MOVING.has(state) ? cadence.movingMs : cadence.restingMs;
}

/** The state after these events: the newest by the carrier's own time, else the one known before. */
export function stateAfter(known: string | null, events: readonly CarrierEvent[]): string | null {
  let newest: CarrierEvent | null = null;
  for (const event of events) if (!newest || event.occurred_at > newest.occurred_at) newest = event;
  return newest?.state ?? known;
}

const BACKOFF_FIRST_MS = 30_000;
const BACKOFF_MAX_MS = 30 * 60_000;

/** The wait after the n-th failure in a row: the carrier's Retry-After, else 30 s doubling up to 30 min. */
export function backoffMs(failures: number, retryAfterMs: number | null): number {
  if (retryAfterMs !== null && retryAfterMs > 0) return Math.min(retryAfterMs, BACKOFF_MAX_MS);
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
}

/** What the list of active integrations shows for a failed poll (the carrier's own words inside). */
export function failureReason(error: CarrierApiError | Error): string {
  return `Falha na última consulta: ${error.message}`;
}

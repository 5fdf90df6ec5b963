import type { CarrierEvent } from '../../connectors/carrier-connector.js';

/** The volume a batch of carrier events belongs to. */
export interface TrackedShipment {
  company_id: string;
  order_id: string;
  /** null: every volume of the order (files that name only the NF). */
  shipment_id: string | null;
}

export interface ApplyOutcome {
  /** Events appended to the order's stream. */
  applied: number;
  /** Events already on the order (same key), ignored. */
  duplicates: number;
}

/**
 * The tracking module's public face for connectors, files and the poller: appends carrier events to
 * the order as domain events, idempotent by event key and ordered by the events' own time.
 * Implemented in tracking/ (issue 30); other parts depend on this class only.
 */
export abstract class CarrierEventsApplier {
  abstract apply(shipment: TrackedShipment, events: readonly CarrierEvent[]): Promise<ApplyOutcome>;

  /** Many shipments at once (a poll cycle, an OCOREN file): batched for throughput, one failure isolated. */
  abstract applyMany(
    items: readonly { shipment: TrackedShipment; events: readonly CarrierEvent[] }[],
  ): Promise<ApplyOutcome & { failed: { shipment: TrackedShipment; reason: string }[] }>;
}

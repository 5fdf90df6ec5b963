import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

export const PickupEvents = {
  PickupRequested: 'pickup.requested',
  PickupConfirmed: 'pickup.confirmed',
  PickupPerformed: 'pickup.performed',
  PickupDateChanged: 'pickup.date-changed',
  PickupDriverChanged: 'pickup.driver-changed',
  PickupIntegrationCodeChanged: 'pickup.integration-code-changed',
  PickupOrderRemoved: 'pickup.order-removed',
} as const;

/** A merchant asked a carrier to collect some orders at one distribution center. */
export interface PickupRequested {
  pickup_id: string;
  /** The company's short number for it (pickup 1042), shown to people instead of the id. */
  number: number;
  company_id: string;
  carrier_id: string;
  distribution_center_id: string;
  order_ids: string[];
  note: string | null;
  requested_at: string;
  /** The first business day after the request with a window at the CD (pickupDueDate); absent before issue 29.29. */
  due_date?: string;
}

/** Accepted, by the carrier through its link or by operations: the day it will collect. */
export interface PickupConfirmed {
  pickup_date: string;
  integration_code: string | null;
  by: 'carrier' | 'operations';
  at: string;
}

export interface PickupPerformed {
  at: string;
}

export interface PickupDateChanged {
  estimated_date: string;
  estimated_time_start: string;
  estimated_time_end: string;
  at: string;
}

export interface PickupDriverChanged {
  driver: { name: string; phone: string };
  at: string;
}

export interface PickupIntegrationCodeChanged {
  integration_code: string;
  at: string;
}

export interface PickupOrderRemoved {
  order_id: string;
  at: string;
}

export type PickupEvent =
  | DomainEvent<typeof PickupEvents.PickupRequested, PickupRequested>
  | DomainEvent<typeof PickupEvents.PickupConfirmed, PickupConfirmed>
  | DomainEvent<typeof PickupEvents.PickupPerformed, PickupPerformed>
  | DomainEvent<typeof PickupEvents.PickupDateChanged, PickupDateChanged>
  | DomainEvent<typeof PickupEvents.PickupDriverChanged, PickupDriverChanged>
  | DomainEvent<typeof PickupEvents.PickupIntegrationCodeChanged, PickupIntegrationCodeChanged>
  | DomainEvent<typeof PickupEvents.PickupOrderRemoved, PickupOrderRemoved>;

import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of carrier self-registration (stable; payload shapes versioned). */
export const CarrierRegistrationEvents = {
  Submitted: 'carrier-registration.submitted',
  FreightFilesSent: 'carrier-registration.freight-files-sent',
  Approved: 'carrier-registration.approved',
  Refused: 'carrier-registration.refused',
} as const;

/** public-account.md §3 Carrier registration payload, as sent by the carrier (no login). */
export interface CarrierRegistrationSubmitted {
  registration_id: string;
  name: string;
  canonical_name: string;
  state_tax_id: string;
  federal_tax_id: string;
  phone: string;
  cubage: number;
  tms: string;
  address: {
    zip: string;
    street1: string;
    number: string;
    street2: string | null;
    neighborhood: string;
    city: string;
    state: string;
  };
}

/** The freight-files step: private files (UploadStore paths under the registration's folder). */
export interface CarrierFreightFilesSent {
  carrier_name: string;
  federal_tax_id: string;
  emails: string[];
  files: { path: string; name: string }[];
}

/** The provider's staff approved it: the carrier joined the shared catalog. */
export interface CarrierRegistrationApproved {
  carrier_id: string;
}

export interface CarrierRegistrationRefused {
  reason: string;
}

export type CarrierRegistrationEvent =
  | DomainEvent<typeof CarrierRegistrationEvents.Submitted, CarrierRegistrationSubmitted>
  | DomainEvent<typeof CarrierRegistrationEvents.FreightFilesSent, CarrierFreightFilesSent>
  | DomainEvent<typeof CarrierRegistrationEvents.Approved, CarrierRegistrationApproved>
  | DomainEvent<typeof CarrierRegistrationEvents.Refused, CarrierRegistrationRefused>;

import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the catalog context (stable; payload shapes versioned). */
export const CatalogEvents = {
  CarrierRegistered: 'carrier.registered',
  CarrierUpdated: 'carrier.updated',
  CarrierPickupEmailsReplaced: 'carrier-pickup-emails.replaced',
  DistributionCenterRegistered: 'distribution-center.registered',
  DistributionCenterUpdated: 'distribution-center.updated',
  DistributionCenterRemoved: 'distribution-center.removed',
} as const;

export interface CarrierRegistered {
  carrier_id: string;
  company_id: string | null;
  name: string;
  canonical_name: string;
  federal_tax_id: string | null;
  state_tax_id: string | null;
  image: string | null;
  city: string | null;
  state: string | null;
  phone: string | null;
}

/** What a company may change in its own carrier; canonical_name stays, as tables and links use it. */
export interface CarrierUpdated {
  name: string;
  federal_tax_id: string;
  state_tax_id: string | null;
  active: boolean;
  city: string;
  state: string;
  phone: string;
}

/** One company's whole pickup-request e-mail list for one carrier (replaces the previous list). */
export interface CarrierPickupEmailsReplaced {
  company_id: string;
  carrier_id: string;
  emails: string[];
}

export interface Address {
  residential: boolean;
  name: string;
  federal_tax_id: string;
  phone: string;
  email: string | null;
  zip: string;
  street1: string;
  number: string;
  street2: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: 'BRA';
}

export interface PickupWindowDay {
  time1: string | null;
  time2: string | null;
  time3: string | null;
  time4: string | null;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday';
export type PickupWindow = Record<Weekday, PickupWindowDay>;

export interface DistributionCenterData {
  reference: string;
  name: string;
  expedition_time: number;
  address: Address;
  pickup_window: PickupWindow;
}

export interface DistributionCenterRegistered extends DistributionCenterData {
  distribution_center_id: string;
  company_id: string;
}

export type DistributionCenterUpdated = DistributionCenterData;

export interface DistributionCenterRemoved {
  company_id: string;
}

export type CarrierEvent =
  | DomainEvent<typeof CatalogEvents.CarrierRegistered, CarrierRegistered>
  | DomainEvent<typeof CatalogEvents.CarrierUpdated, CarrierUpdated>;

export type CarrierPickupEmailsEvent = DomainEvent<
  typeof CatalogEvents.CarrierPickupEmailsReplaced,
  CarrierPickupEmailsReplaced
>;

export type DistributionCenterEvent =
  | DomainEvent<typeof CatalogEvents.DistributionCenterRegistered, DistributionCenterRegistered>
  | DomainEvent<typeof CatalogEvents.DistributionCenterUpdated, DistributionCenterUpdated>
  | DomainEvent<typeof CatalogEvents.DistributionCenterRemoved, DistributionCenterRemoved>;

export type CatalogEvent = CarrierEvent | CarrierPickupEmailsEvent | DistributionCenterEvent;

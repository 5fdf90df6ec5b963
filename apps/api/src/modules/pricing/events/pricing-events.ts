import type { FreightRoute } from '@despacho/domain';
import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the pricing context (stable; payload shapes versioned). */
export const PricingEvents = {
  FreightTableImported: 'freight-table.imported',
  FreightTableCloned: 'freight-table.cloned',
  FreightTableActivated: 'freight-table.activated',
  FreightTableDeactivated: 'freight-table.deactivated',
  FreightRuleCreated: 'freight-rule.created',
  FreightRuleEdited: 'freight-rule.edited',
  FreightRuleToggled: 'freight-rule.toggled',
  FreightRuleDeleted: 'freight-rule.deleted',
} as const;

export type Modal = 'rodo' | 'aereo';

export interface FreightTableImported {
  table_id: string;
  company_id: string;
  carrier_id: string;
  name: string;
  origin: string;
  modal: Modal;
  distribution_center_ids: string[];
  cubage: number;
  apply_icms: boolean;
  readjustment_percent: number;
  version: number;
  routes: FreightRoute[];
}

/** A super admin's copy of a client company's table: the same contents, inactive, serving every CD. */
export interface FreightTableCloned extends FreightTableImported {
  cloned_from: { table_id: string; company_id: string };
}

export interface FreightTableStatusChanged {
  company_id: string;
}

/**
 * One destination route of a rule. Each condition's values are null when its flag is off, so
 * the quote engine reads the values alone.
 */
export interface FreightRuleRouteData {
  /** Position in the rule, from 1. */
  id: number;
  rule_type: 1 | 2 | 3 | 4 | 5 | 6;
  zip_from: string;
  zip_up: string;
  value: number;
  additional_deadline: number;
  cart_min: boolean;
  min_value: number | null;
  max_value: number | null;
  apply_only_skus: boolean;
  sku_list: string[] | null;
  apply_only_volumes: boolean;
  total_volumes: number | null;
  destination: string | null;
}

export interface FreightRuleData {
  name: string;
  channel_id: number | null;
  distribution_center_id: string | null;
  carrier_id: string | null;
  start_at: string;
  end_at: string | null;
  routes: FreightRuleRouteData[];
}

export interface FreightRuleCreated extends FreightRuleData {
  rule_id: string;
  company_id: string;
  enabled: boolean;
}

export interface FreightRuleEdited extends FreightRuleData {
  company_id: string;
  enabled: boolean;
}

export interface FreightRuleToggled {
  company_id: string;
  enabled: boolean;
}

export interface FreightRuleDeleted {
  company_id: string;
}

export type FreightTableEvent =
  | DomainEvent<typeof PricingEvents.FreightTableImported, FreightTableImported>
  | DomainEvent<typeof PricingEvents.FreightTableCloned, FreightTableCloned>
  | DomainEvent<typeof PricingEvents.FreightTableActivated, FreightTableStatusChanged>
  | DomainEvent<typeof PricingEvents.FreightTableDeactivated, FreightTableStatusChanged>;

export type FreightRuleEvent =
  | DomainEvent<typeof PricingEvents.FreightRuleCreated, FreightRuleCreated>
  | DomainEvent<typeof PricingEvents.FreightRuleEdited, FreightRuleEdited>
  | DomainEvent<typeof PricingEvents.FreightRuleToggled, FreightRuleToggled>
  | DomainEvent<typeof PricingEvents.FreightRuleDeleted, FreightRuleDeleted>;

export type PricingEvent = FreightTableEvent | FreightRuleEvent;

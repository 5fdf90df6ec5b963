import type { FreightRoute } from '@despacho/domain';

/** Stored event type names of the pricing context (stable; payload shapes versioned). */
export const PricingEvents = {
  FreightTableImported: 'freight-table.imported',
  FreightTableActivated: 'freight-table.activated',
  FreightTableDeactivated: 'freight-table.deactivated',
  FreightRuleCreated: 'freight-rule.created',
  FreightRuleEdited: 'freight-rule.edited',
  FreightRuleToggled: 'freight-rule.toggled',
  FreightRuleDeleted: 'freight-rule.deleted',
  QuotationViewChanged: 'company.quotation-view-changed',
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

export interface FreightTableStatusChanged {
  company_id: string;
}

export interface FreightRuleRouteData {
  rule_type: 1 | 2 | 3 | 4 | 5 | 6;
  zip_from: string;
  zip_up: string;
  value: number;
  additional_deadline: number;
  min_value: number | null;
  max_value: number | null;
  total_volumes: number | null;
  sku_list: string[] | null;
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

export interface FreightRuleToggled {
  company_id: string;
  enabled: boolean;
}

export interface QuotationViewChanged {
  company_id: string;
  quotation_view: 1 | 2 | 3;
}

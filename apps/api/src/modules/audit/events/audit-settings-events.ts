import type { FeeType } from '@despacho/domain';
import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

export const AuditSettingsEvents = {
  ToleranceChanged: 'audit.tolerance-changed',
  ComponentNameMapped: 'audit.component-name-mapped',
  ComponentNameUnmapped: 'audit.component-name-unmapped',
} as const;

/** The company admin's tolerance: CT-e within ± this of the quote are approved automatically. */
export interface ToleranceChanged {
  company_id: string;
  percentage: number | null;
  amount: number | null;
}

/** The company reads this carrier component name (normalised) as this fee type, over the default dictionary. */
export interface ComponentNameMapped {
  company_id: string;
  name: string;
  fee: FeeType;
}

/** The company's own reading of the name is removed: the default dictionary's applies again. */
export interface ComponentNameUnmapped {
  company_id: string;
  name: string;
}

export type AuditSettingsEvent =
  | DomainEvent<typeof AuditSettingsEvents.ToleranceChanged, ToleranceChanged>
  | DomainEvent<typeof AuditSettingsEvents.ComponentNameMapped, ComponentNameMapped>
  | DomainEvent<typeof AuditSettingsEvents.ComponentNameUnmapped, ComponentNameUnmapped>;

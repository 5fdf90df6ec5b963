import { DomainError, type FeeType } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import { normaliseComponentName } from './cte/cte-fee-types.js';
import {
  type AuditSettingsEvent,
  type ComponentNameMapped,
  type ComponentNameUnmapped,
  AuditSettingsEvents,
  type ToleranceChanged,
} from '../events/audit-settings-events.js';
import type { Tolerance } from './tolerance.js';

/** A company's audit settings (one stream per company, its id the company's): tolerance and component names. */
export class AuditSettings extends Aggregate<AuditSettingsEvent> {
  readonly streamType = 'audit-settings';
  private readonly names = new Set<string>();

  changeTolerance(tolerance: Tolerance): void {
    this.raise(AuditSettingsEvents.ToleranceChanged, { company_id: this.id, ...tolerance } satisfies ToleranceChanged);
  }

  /** Answers the name as it is stored (normalised: the reader looks names up that way). */
  mapComponentName(name: string, fee: FeeType): string {
    const normalised = normaliseComponentName(name);
    if (normalised === '') throw new DomainError('invalid', 'Informe o nome do componente como aparece no CT-e.');
    this.raise(AuditSettingsEvents.ComponentNameMapped, {
      company_id: this.id,
      name: normalised,
      fee,
    } satisfies ComponentNameMapped);
    return normalised;
  }

  unmapComponentName(name: string): void {
    const normalised = normaliseComponentName(name);
    if (!this.names.has(normalised))
      throw new DomainError('not-found', `A empresa não tem mapeamento próprio para '${name}'.`);
    this.raise(AuditSettingsEvents.ComponentNameUnmapped, {
      company_id: this.id,
      name: normalised,
    } satisfies ComponentNameUnmapped);
  }

  protected evolve({ type, data }: AuditSettingsEvent): void {
    switch (type) {
      case AuditSettingsEvents.ComponentNameMapped:
        this.names.add(data.name);
        return;
      case AuditSettingsEvents.ComponentNameUnmapped:
        this.names.delete(data.name);
        return;
      case AuditSettingsEvents.ToleranceChanged:
        return;
    }
  }
}

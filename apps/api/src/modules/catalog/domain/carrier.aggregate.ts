import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type CarrierEvent,
  CatalogEvents,
  type CarrierRegistered,
  type CarrierUpdated,
} from '../events/catalog-events.js';

/** A carrier of the shared catalog (no company) or one company's own carrier. */
export class Carrier extends Aggregate<CarrierEvent> {
  readonly streamType = 'carrier';
  exists = false;
  companyId: string | null = null;

  register(data: Omit<CarrierRegistered, 'carrier_id'>): void {
    if (this.exists) throw new DomainError('conflict', 'Transportadora já cadastrada.');
    this.raise(CatalogEvents.CarrierRegistered, { carrier_id: this.id, ...data } satisfies CarrierRegistered);
  }

  /** Only the owner edits; the shared catalog belongs to the provider, not to any company. */
  update(companyId: string, data: CarrierUpdated): void {
    this.assertVisibleTo(companyId);
    if (this.companyId === null)
      throw new DomainError('forbidden', 'Transportadoras do catálogo compartilhado não podem ser editadas.');
    this.raise(CatalogEvents.CarrierUpdated, data);
  }

  /** Another company's carrier answers like a missing one, so its existence is not revealed. */
  assertVisibleTo(companyId: string): void {
    if (!this.exists || (this.companyId !== null && this.companyId !== companyId)) {
      throw new DomainError('not-found', 'Transportadora não encontrada.');
    }
  }

  protected evolve({ type, data }: CarrierEvent): void {
    switch (type) {
      case CatalogEvents.CarrierRegistered:
        this.exists = true;
        this.companyId = data.company_id;
        return;
      case CatalogEvents.CarrierUpdated:
        return;
    }
  }
}

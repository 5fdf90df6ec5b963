import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  CatalogEvents,
  type DistributionCenterData,
  type DistributionCenterEvent,
  type DistributionCenterRegistered,
  type DistributionCenterRemoved,
} from '../events/catalog-events.js';

/** A CD: own stock or a drop-shipping supplier, with address and pickup windows. */
export class DistributionCenter extends Aggregate<DistributionCenterEvent> {
  readonly streamType = 'distribution-center';
  companyId = '';
  exists = false;

  register(companyId: string, data: DistributionCenterData): void {
    this.raise(CatalogEvents.DistributionCenterRegistered, {
      distribution_center_id: this.id,
      company_id: companyId,
      ...data,
    } satisfies DistributionCenterRegistered);
  }

  update(companyId: string, data: DistributionCenterData): void {
    this.assertOwnedBy(companyId);
    this.raise(CatalogEvents.DistributionCenterUpdated, data);
  }

  remove(companyId: string): void {
    this.assertOwnedBy(companyId);
    this.raise(CatalogEvents.DistributionCenterRemoved, { company_id: companyId } satisfies DistributionCenterRemoved);
  }

  private assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId) throw new DomainError('not-found', 'CD não encontrado.');
  }

  protected evolve({ type, data }: DistributionCenterEvent): void {
    switch (type) {
      case CatalogEvents.DistributionCenterRegistered:
        this.exists = true;
        this.companyId = data.company_id;
        return;
      case CatalogEvents.DistributionCenterUpdated:
        return;
      case CatalogEvents.DistributionCenterRemoved:
        this.exists = false;
        return;
    }
  }
}

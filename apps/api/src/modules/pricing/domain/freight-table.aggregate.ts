import { DomainError } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type FreightTableEvent,
  type FreightTableCloned,
  type FreightTableImported,
  type FreightTableStatusChanged,
  PricingEvents,
} from '../events/pricing-events.js';

/** A carrier's freight table: imported (or cloned from a client's) inactive, then switched on and off. */
export class FreightTableAggregate extends Aggregate<FreightTableEvent> {
  readonly streamType = 'freight-table';
  companyId = '';
  imported = false;
  active = false;
  /** What was imported, kept so a super admin can clone the table for another company. */
  contents: FreightTableImported | null = null;

  import(data: Omit<FreightTableImported, 'table_id'>): void {
    this.raise(PricingEvents.FreightTableImported, { table_id: this.id, ...data } satisfies FreightTableImported);
  }

  /**
   * Copies a version-3 table of the client company into `companyId`, inactive like an import. The
   * client's CDs do not exist in the other company, so the copy serves every CD.
   */
  cloneFrom(source: FreightTableAggregate, clientCompanyId: string, companyId: string): void {
    if (!source.contents || source.companyId !== clientCompanyId || source.contents.version !== 3) {
      throw new DomainError('not-found', 'Tabela de frete não encontrada para este cliente.');
    }
    this.raise(PricingEvents.FreightTableCloned, {
      ...source.contents,
      table_id: this.id,
      company_id: companyId,
      distribution_center_ids: [],
      cloned_from: { table_id: source.id, company_id: source.companyId },
    } satisfies FreightTableCloned);
  }

  /** Switching to the state it is already in changes nothing (the switch may be clicked twice). */
  setActive(companyId: string, active: boolean): void {
    if (!this.imported || this.companyId !== companyId)
      throw new DomainError('not-found', 'Tabela de frete não encontrada.');
    if (this.active === active) return;
    const type = active ? PricingEvents.FreightTableActivated : PricingEvents.FreightTableDeactivated;
    this.raise(type, { company_id: companyId } satisfies FreightTableStatusChanged);
  }

  protected evolve({ type, data }: FreightTableEvent): void {
    switch (type) {
      case PricingEvents.FreightTableImported:
      case PricingEvents.FreightTableCloned:
        this.imported = true;
        this.companyId = data.company_id;
        this.contents = data;
        return;
      case PricingEvents.FreightTableActivated:
        this.active = true;
        return;
      case PricingEvents.FreightTableDeactivated:
        this.active = false;
        return;
    }
  }
}

import { Aggregate } from '../../../platform/event-store/aggregate.js';
import { NotFoundError } from '../../../platform/http/app-errors.js';
import { type FreightTableImported, type FreightTableStatusChanged, PricingEvents } from '../events/pricing-events.js';

/** A carrier's freight table: imported inactive, then switched on and off. */
export class FreightTableAggregate extends Aggregate {
  readonly streamType = 'freight-table';
  companyId = '';
  imported = false;
  active = false;

  import(data: Omit<FreightTableImported, 'table_id'>): void {
    this.raise(PricingEvents.FreightTableImported, { table_id: this.id, ...data } satisfies FreightTableImported);
  }

  /** Switching to the state it is already in changes nothing (the switch may be clicked twice). */
  setActive(companyId: string, active: boolean): void {
    if (!this.imported || this.companyId !== companyId) throw new NotFoundError('Tabela de frete não encontrada.');
    if (this.active === active) return;
    const type = active ? PricingEvents.FreightTableActivated : PricingEvents.FreightTableDeactivated;
    this.raise(type, { company_id: companyId } satisfies FreightTableStatusChanged);
  }

  protected evolve(type: string, data: any): void {
    if (type === PricingEvents.FreightTableImported) {
      this.imported = true;
      this.companyId = data.company_id;
    } else if (type === PricingEvents.FreightTableActivated) {
      this.active = true;
    } else if (type === PricingEvents.FreightTableDeactivated) {
      this.active = false;
    }
  }
}

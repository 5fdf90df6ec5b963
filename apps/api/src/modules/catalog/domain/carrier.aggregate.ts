import { Aggregate } from '../../../platform/event-store/aggregate.js';
import { ConflictError } from '../../../platform/http/app-errors.js';
import { CatalogEvents, type CarrierRegistered } from '../events/catalog-events.js';

export class Carrier extends Aggregate {
  readonly streamType = 'carrier';
  registered = false;

  register(data: Omit<CarrierRegistered, 'carrier_id'>): void {
    if (this.registered) throw new ConflictError('Transportadora já cadastrada.');
    this.raise(CatalogEvents.CarrierRegistered, { carrier_id: this.id, ...data } satisfies CarrierRegistered);
  }

  protected evolve(type: string): void {
    if (type === CatalogEvents.CarrierRegistered) this.registered = true;
  }
}

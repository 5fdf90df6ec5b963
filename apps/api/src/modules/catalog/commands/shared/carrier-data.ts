import type { CarrierUpdated } from '../../events/catalog-events.js';
import type { CarrierPayload } from './carrier.payload.js';

/** The validated payload as stored in events: text trimmed, an empty state registration as null. */
export function carrierData(payload: CarrierPayload): Omit<CarrierUpdated, 'active'> {
  return {
    name: payload.name.trim(),
    federal_tax_id: payload.federal_tax_id,
    state_tax_id: payload.state_tax_id || null,
    city: payload.city.trim(),
    state: payload.state,
    phone: payload.phone,
  };
}

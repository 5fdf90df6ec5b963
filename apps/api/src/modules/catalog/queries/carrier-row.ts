import type { CarrierDto } from './catalog.dto.js';

/** The carriers a company sees: the shared catalog (no company) and its own. `$1` is the company. */
export const VISIBLE_CARRIER = '(company_id IS NULL OR company_id = $1)';

export const CARRIER_COLUMNS =
  'id, name, canonical_name, federal_tax_id, state_tax_id, active, image, phone, created_at, city, state, company_id IS NOT NULL AS own';

/** A carriers row shaped as the spec's entity: city and state under property.address. */
export function carrierDtoOf({ city, state, ...carrier }: Record<string, unknown>): CarrierDto {
  return { ...carrier, property: { address: { city, state } } } as CarrierDto;
}

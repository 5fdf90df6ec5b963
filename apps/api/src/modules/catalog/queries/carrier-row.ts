import { type Sql, sql } from '../../../platform/database/sql.js';
import type { CarrierDto } from './catalog.dto.js';

/** The carriers a company sees: the shared catalog (no company) and its own. */
export const visibleCarrier = (companyId: string): Sql => sql`(company_id IS NULL OR company_id = ${companyId})`;

export const CARRIER_COLUMNS =
  'id, name, canonical_name, federal_tax_id, state_tax_id, active, image, phone, created_at, city, state, company_id IS NOT NULL AS own';

/** A carriers row shaped as the spec's entity: city and state under property.address. */
export function carrierDtoOf({ city, state, ...carrier }: Record<string, unknown>): CarrierDto {
  return { ...carrier, property: { address: { city, state } } } as CarrierDto;
}

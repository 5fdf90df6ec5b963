import { type Queryable, runSql, sql } from '../../../platform/database/sql.js';
import { visibleCarrier } from './carrier-row.js';

/** A carrier as other modules name, code and show it. */
export interface CarrierSummary {
  id: string;
  name: string;
  canonical_name: string;
  federal_tax_id: string;
  phone: string | null;
  active: boolean;
}

const SUMMARY = sql`SELECT id, name, canonical_name, federal_tax_id, phone, active FROM carriers`;

/** The carriers among `ids` the company sees (the shared catalog and its own), one query for the batch. */
export const carriersOf = (db: Queryable, companyId: string, ids: readonly string[]): Promise<CarrierSummary[]> =>
  runSql(db, sql`${SUMMARY} WHERE id = ANY(${ids}::uuid[]) AND ${visibleCarrier(companyId)}`);

/** The carriers the company sees with the CNPJ (an NF-e's transporter may match a shared one and its own). */
export const carriersWithTaxId = (db: Queryable, companyId: string, federalTaxId: string): Promise<CarrierSummary[]> =>
  runSql(db, sql`${SUMMARY} WHERE federal_tax_id = ${federalTaxId} AND ${visibleCarrier(companyId)}`);

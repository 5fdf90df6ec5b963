import { type Queryable, runSql, sql, unnest } from '../../../platform/database/sql.js';
import { visibleCarrier } from './carrier-row.js';

/** A carrier as other modules name it; `emails` are the company's pickup-request addresses for it. */
export interface CarrierRef {
  id: string;
  name: string;
  canonical_name: string;
  active: boolean;
  emails: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The carriers among `ids` that the company sees (the shared catalog and its own): one query per list.
 * An id that is not a UUID (text some projections keep) names no carrier rather than failing the cast.
 */
export async function visibleCarriersOf(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<CarrierRef[]> {
  const carrierIds = ids.filter((id) => UUID.test(id));
  if (!carrierIds.length) return [];
  return runSql(
    db,
    sql`SELECT c.id, c.name, c.canonical_name, c.active, coalesce(e.emails, '{}') AS emails
         FROM (SELECT id, name, canonical_name, active FROM carriers WHERE id = ANY (${carrierIds}::uuid[]) AND ${visibleCarrier(companyId)}) c
         LEFT JOIN carrier_emails e ON e.carrier_id = c.id AND e.company_id = ${companyId}`,
  );
}

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

/**
 * The carriers named by (company, carrier) pairs, each only if that company sees it, for a list that
 * spans companies (operations' pickups): one query.
 */
export const carriersByCompanyOf = (
  db: Queryable,
  keys: readonly { companyId: string; id: string }[],
): Promise<CarrierSummary[]> =>
  runSql(
    db,
    sql`${SUMMARY} WHERE EXISTS (
          SELECT FROM ${unnest([keys.map((key) => key.companyId), keys.map((key) => key.id)], ['uuid', 'uuid'])} AS k(company_id, id)
           WHERE k.id = carriers.id AND (carriers.company_id IS NULL OR carriers.company_id = k.company_id))`,
  );

/** The carriers the company sees with the CNPJ (an NF-e's transporter may match a shared one and its own). */
export const carriersWithTaxId = (db: Queryable, companyId: string, federalTaxId: string): Promise<CarrierSummary[]> =>
  runSql(db, sql`${SUMMARY} WHERE federal_tax_id = ${federalTaxId} AND ${visibleCarrier(companyId)}`);

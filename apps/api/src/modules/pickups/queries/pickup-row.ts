import type { DataSource } from 'typeorm';
import { carriersByCompanyOf, distributionCentersByCompanyOf } from '../../catalog/index.js';
import { companiesOf } from '../../identity/index.js';
import { PICKUP_DEADLINE_SQL } from '../../orders/index.js';
import { PICKUP_STATES, pickupStateOf } from '../domain/pickup-state.js';
import type { PickupDto } from './pickups.dto.js';

/**
 * The list and the detail read the same columns; `p` is pickups, with its orders' counts and volumes
 * from pickups' own copy of the orders (pickup_orders). The carrier, company and CD are named after.
 */
export const PICKUP_SELECT = `SELECT p.id, p.number, p.carrier_id, p.company_id, p.distribution_center_id,
    p.driver, to_char(p.pickup_date, 'YYYY-MM-DD') AS pickup_date, p.pickuped_at, p.integration_code, p.integration_date,
    to_char(p.estimated_date, 'YYYY-MM-DD') AS estimated_date, p.estimated_time_start, p.estimated_time_end, p.note,
    to_char(${PICKUP_DEADLINE_SQL}, 'YYYY-MM-DD') AS deadline, p.created_at, p.updated_at,
    o.total, o.delivered, o.in_transit, o.total_volumes, o.total_weight, o.cargo_value
  FROM pickups p
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE o.status = 5)::int AS delivered,
           count(*) FILTER (WHERE o.status IN (3, 4))::int AS in_transit,
           coalesce(sum(o.volumes), 0)::int AS total_volumes,
           coalesce(sum(o.weight), 0)::float8 AS total_weight,
           coalesce(sum(o.cargo_value), 0)::float8 AS cargo_value
      FROM pickup_orders o WHERE o.pickup_id = p.id
  ) o ON true`;

type Named = 'carrier' | 'company' | 'distribution_center';

interface PickupRow extends Omit<PickupDto, Named | 'state' | 'milestone' | 'totals' | 'volumes'> {
  distribution_center_id: string;
  total: number;
  delivered: number;
  in_transit: number;
  total_volumes: number;
  total_weight: number;
  cargo_value: number;
}

function pickupDtoOf(
  {
    id,
    number,
    carrier_id,
    company_id,
    distribution_center_id: _center,
    total,
    delivered,
    in_transit,
    total_volumes,
    total_weight,
    cargo_value,
    ...row
  }: PickupRow,
  names: Pick<PickupDto, Named>,
): PickupDto {
  const state = pickupStateOf(row);
  return {
    id,
    number,
    carrier: names.carrier,
    carrier_id,
    company: names.company,
    company_id,
    distribution_center: names.distribution_center,
    ...row,
    state: { id: state, description: PICKUP_STATES[state] },
    milestone: total ? Math.round((delivered / total) * 100) : 0,
    totals: { total, delivered, in_transit },
    volumes: { total_volumes, total_weight: Math.round(total_weight * 1000) / 1000, cargo_value },
  };
}

/**
 * The rows of PICKUP_SELECT as the API shows them, their carriers, companies and CDs named by one
 * reader call each (a page may span companies: operations' list). A pickup whose CD is gone is left
 * out, as the inner join did.
 */
export async function pickupDtosOf(db: DataSource, rows: PickupRow[]): Promise<PickupDto[]> {
  if (!rows.length) return [];
  const keyOf = (id: string, row: PickupRow) => ({ companyId: row.company_id, id });
  const [carriers, companies, centers] = await Promise.all([
    carriersByCompanyOf(
      db,
      rows.map((row) => keyOf(row.carrier_id, row)),
    ),
    companiesOf(db, [...new Set(rows.map((row) => row.company_id))]),
    distributionCentersByCompanyOf(
      db,
      rows.map((row) => keyOf(row.distribution_center_id, row)),
    ),
  ]);
  const carrierNames = new Map(carriers.map((carrier) => [carrier.id, carrier.canonical_name]));
  const companyNames = new Map(companies.map((company) => [company.id, company.name]));
  const centersById = new Map(
    centers.map(({ id, reference, name, city, state }) => [id, { id, reference, name, city, state }]),
  );
  return rows.flatMap((row) => {
    const carrier = carrierNames.get(row.carrier_id);
    const company = companyNames.get(row.company_id);
    const center = centersById.get(row.distribution_center_id);
    if (carrier === undefined || company === undefined || !center) return [];
    return [pickupDtoOf(row, { carrier, company, distribution_center: center })];
  });
}

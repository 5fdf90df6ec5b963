import { PICKUP_DEADLINE_SQL } from '../../orders/index.js';
import { PICKUP_STATES, pickupStateOf } from '../domain/pickup-state.js';
import type { PickupDto } from './pickups.dto.js';

/** The list and the detail read the same columns; `p` is pickups, with its orders' counts and volumes. */
export const PICKUP_SELECT = `SELECT p.id, p.number, c.canonical_name AS carrier, p.carrier_id, co.name AS company, p.company_id,
    json_build_object('id', d.id, 'reference', d.reference, 'name', d.name, 'city', d.address->>'city', 'state', d.address->>'state') AS distribution_center,
    p.driver, to_char(p.pickup_date, 'YYYY-MM-DD') AS pickup_date, p.pickuped_at, p.integration_code, p.integration_date,
    to_char(p.estimated_date, 'YYYY-MM-DD') AS estimated_date, p.estimated_time_start, p.estimated_time_end, p.note,
    to_char(${PICKUP_DEADLINE_SQL}, 'YYYY-MM-DD') AS deadline, p.created_at, p.updated_at,
    o.total, o.delivered, o.in_transit, o.total_volumes, o.total_weight, o.cargo_value
  FROM pickups p
  JOIN carriers c ON c.id = p.carrier_id
  JOIN companies co ON co.id = p.company_id
  JOIN distribution_centers d ON d.id = p.distribution_center_id
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE o.status = 5)::int AS delivered,
           count(*) FILTER (WHERE o.status IN (3, 4))::int AS in_transit,
           coalesce(sum((SELECT sum((s->>'quantity')::int) FROM jsonb_array_elements(o.shipments) s)), 0)::int AS total_volumes,
           coalesce(sum((SELECT sum((s->>'weight')::numeric * (s->>'quantity')::int) FROM jsonb_array_elements(o.shipments) s)), 0)::float8 AS total_weight,
           coalesce(sum(o.cargo_value), 0)::float8 AS cargo_value
      FROM orders o WHERE o.pickup_id = p.id
  ) o ON true`;

interface PickupRow extends Omit<PickupDto, 'state' | 'milestone' | 'totals' | 'volumes'> {
  total: number;
  delivered: number;
  in_transit: number;
  total_volumes: number;
  total_weight: number;
  cargo_value: number;
}

export function pickupDtoOf({
  total,
  delivered,
  in_transit,
  total_volumes,
  total_weight,
  cargo_value,
  ...row
}: PickupRow): PickupDto {
  const state = pickupStateOf(row);
  return {
    ...row,
    state: { id: state, description: PICKUP_STATES[state] },
    milestone: total ? Math.round((delivered / total) * 100) : 0,
    totals: { total, delivered, in_transit },
    volumes: { total_volumes, total_weight: Math.round(total_weight * 1000) / 1000, cargo_value },
  };
}

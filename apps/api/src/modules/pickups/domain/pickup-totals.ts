import type { OrderShipment } from '../../orders/index.js';

export interface PickupTotals {
  total_volumes: number;
  total_weight: number;
  /** Cubage in m³ of every unit; max and min of a single unit, for the carrier's vehicle choice. */
  total_m3: number;
  max_m3: number;
  min_m3: number;
  cargo_value: number;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** What a carrier needs to plan a collection: volumes, weight, cubage and declared value. */
export function pickupTotalsOf(shipments: OrderShipment[]): PickupTotals {
  const unitM3 = shipments.map((s) => s.width * s.height * s.length);
  return {
    total_volumes: shipments.reduce((sum, s) => sum + s.quantity, 0),
    total_weight: round(
      shipments.reduce((sum, s) => sum + s.weight * s.quantity, 0),
      3,
    ),
    total_m3: round(
      shipments.reduce((sum, s, i) => sum + unitM3[i] * s.quantity, 0),
      4,
    ),
    max_m3: round(unitM3.length ? Math.max(...unitM3) : 0, 4),
    min_m3: round(unitM3.length ? Math.min(...unitM3) : 0, 4),
    cargo_value: round(
      shipments.reduce((sum, s) => sum + s.cargo_value, 0),
      2,
    ),
  };
}

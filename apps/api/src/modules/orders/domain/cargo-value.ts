import type { OrderShipment } from '../events/order-events.js';

/** An order's cargo value as its read models keep it: the volumes' values summed, in cents. */
export const cargoValueOf = (shipments: readonly OrderShipment[]): number =>
  Math.round(shipments.reduce((sum, s) => sum + s.cargo_value, 0) * 100) / 100;

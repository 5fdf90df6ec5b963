/** The derived state of orders-pickups.md §4 and its filter values (1, 2, 3). */
export const PICKUP_STATES = {
  1: 'Aguardando Aceite',
  2: 'Coleta Aceita',
  3: 'Coleta Realizada',
} as const;

export type PickupStateId = keyof typeof PICKUP_STATES;

export function pickupStateOf(pickup: {
  pickup_date: string | null;
  pickuped_at: string | Date | null;
}): PickupStateId {
  if (pickup.pickuped_at) return 3;
  return pickup.pickup_date ? 2 : 1;
}

/** The same rule in SQL over the pickups table aliased `p`. */
export const PICKUP_STATE_SQL: Record<PickupStateId, string> = {
  1: 'p.pickup_date IS NULL AND p.pickuped_at IS NULL',
  2: 'p.pickup_date IS NOT NULL AND p.pickuped_at IS NULL',
  3: 'p.pickuped_at IS NOT NULL',
};

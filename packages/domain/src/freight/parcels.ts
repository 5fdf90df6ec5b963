// What is being shipped: dimensions and weight of one unit (metres, kg), the line's value in BRL.

export interface Parcel {
  reference?: string;
  width: number;
  height: number;
  length: number;
  weight: number;
  quantity: number;
  /** Declared value of the whole line (every unit together), BRL: spec orders-pickups §2. */
  cargoValue: number;
}

/**
 * Bounds of one parcel wherever one is accepted (a product's volumes, a quote, an order's volume
 * lines): metres, kg, units and BRL. The minimums keep a weight or a measure from rounding to zero
 * (weights are kept to the gram), the maximums keep sums and stored numbers finite.
 */
export const PARCEL_LIMITS = {
  minDimension: 0.001,
  maxDimension: 10,
  minWeight: 0.001,
  maxWeight: 10_000,
  maxQuantity: 1000,
  maxCargoValue: 100_000_000,
} as const;

const within = (value: unknown, min: number, max: number) => typeof value === 'number' && value >= min && value <= max;

/** Whether a parcel's measures, weight, quantity (whole) and cargo value are within PARCEL_LIMITS. */
export function isParcelWithinLimits(parcel: {
  width: unknown;
  height: unknown;
  length: unknown;
  weight: unknown;
  quantity: unknown;
  cargo_value?: unknown;
}): boolean {
  const { minDimension, maxDimension, minWeight, maxWeight, maxQuantity, maxCargoValue } = PARCEL_LIMITS;
  return (
    [parcel.width, parcel.height, parcel.length].every((measure) => within(measure, minDimension, maxDimension)) &&
    within(parcel.weight, minWeight, maxWeight) &&
    Number.isInteger(parcel.quantity) &&
    within(parcel.quantity, 1, maxQuantity) &&
    (parcel.cargo_value === undefined || within(parcel.cargo_value, 0, maxCargoValue))
  );
}

export interface Load {
  realWeight: number;
  /** m³ of every unit together. */
  volume: number;
  cargoValue: number;
  volumes: number;
  skus: string[];
}

export function loadOf(parcels: readonly Parcel[]): Load {
  let realWeight = 0;
  let volume = 0;
  let cargoValue = 0;
  let volumes = 0;
  const skus = new Set<string>();
  for (const p of parcels) {
    realWeight += p.weight * p.quantity;
    volume += p.width * p.height * p.length * p.quantity;
    cargoValue += p.cargoValue;
    volumes += p.quantity;
    if (p.reference) skus.add(p.reference);
  }
  return { realWeight, volume, cargoValue, volumes, skus: [...skus] };
}

/** Cubed weight = volume (m³) × cubage factor (kg/m³), to the gram. */
export function cubedWeight(load: Load, cubage: number): number {
  return Math.round(load.volume * cubage * 1000) / 1000;
}

/** The carrier charges the larger of the real and the cubed weight. */
export function taxableWeight(load: Load, cubage: number): number {
  return Math.max(Math.round(load.realWeight * 1000) / 1000, cubedWeight(load, cubage));
}

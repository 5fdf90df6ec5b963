// What is being shipped: dimensions in metres, weight in kg, values in BRL per unit.

export interface Parcel {
  reference?: string;
  width: number;
  height: number;
  length: number;
  weight: number;
  quantity: number;
  /** Declared value of one unit, BRL. */
  cargoValue: number;
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
    cargoValue += p.cargoValue * p.quantity;
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

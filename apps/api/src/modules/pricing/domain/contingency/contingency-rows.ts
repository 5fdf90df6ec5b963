import type { ContingencyWeight } from '@despacho/domain';

/** One line of a contingency table, in the internal units every layout converts from. */
export interface ContingencyRow {
  zipFrom: number;
  zipTo: number;
  /** The band's weights in grams: from the previous band's upper weight (exclusive; 0 for the first). */
  band: { index: number; aboveGrams: number; upToGrams: number };
  priceCents: number;
  days: number;
  region: string;
  carrierName: string;
}

export interface WeightBand extends ContingencyWeight {
  index: number;
  aboveGrams: number;
  upToGrams: number;
}

/** The request's bands, lightest first, each from where the previous one ends. */
export function weightBands(weights: readonly ContingencyWeight[]): WeightBand[] {
  const sorted = [...weights].sort((a, b) => a.weight - b.weight);
  return sorted.map((w, index) => ({
    ...w,
    index,
    aboveGrams: index === 0 ? 0 : Math.round(sorted[index - 1].weight * 1000),
    upToGrams: Math.round(w.weight * 1000),
  }));
}

const same = (a: ContingencyRow, b: ContingencyRow) =>
  a.band.index === b.band.index &&
  a.zipTo + 1 === b.zipFrom &&
  a.priceCents === b.priceCents &&
  a.days === b.days &&
  a.region === b.region &&
  a.carrierName === b.carrierName;

/** Rows of one band sorted by CEP; neighbours with the same price, deadline, region and carrier become one. */
export function mergedRows(rows: readonly ContingencyRow[]): ContingencyRow[] {
  const sorted = [...rows].sort((a, b) => a.band.index - b.band.index || a.zipFrom - b.zipFrom);
  const merged: ContingencyRow[] = [];
  for (const row of sorted) {
    const last = merged.at(-1);
    if (last && same(last, row)) merged[merged.length - 1] = { ...last, zipTo: row.zipTo };
    else merged.push({ ...row });
  }
  return merged;
}

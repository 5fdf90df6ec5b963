// A carrier's freight table as the engine uses it (compiled from the version-3 CSV,
// docs/freight-table-format.md). Percentages are percent values: 0.316 means 0,316 %.
import type { RouteFees } from './route-fees.js';

export interface WeightBand {
  /** Upper limit of the band in kg; the band holds weights above the previous limit up to this one. */
  upToKg: number;
  /** Freight for any weight in the band, BRL. */
  price: number;
}

export interface GrisRule {
  percent: number;
  min: number;
  /** Invoice value above which `percentAbove` replaces `percent` for the whole value (0 = none). */
  threshold: number;
  percentAbove: number;
}

export type TollBasis = 'shipment' | 'fraction_100kg';

/** One destination CEP range of a table, with its own prices, fees and deadline. */
export interface FreightRoute {
  zipFrom: number;
  zipTo: number;
  state: string;
  region: string;
  deadlineDays: number;
  bands: WeightBand[];
  excessKgPrice: number;
  gris: GrisRule;
  adv: { percent: number; min: number };
  toll: { value: number; basis: TollBasis };
  /** Delivery-difficulty surcharge (TDE/TDA/TRT) on the weight freight, with a minimum. */
  tde: { percent: number; min: number };
  /** Fixed difficulty fee per shipment. */
  tdc: number;
  pickupFee: number;
  icmsPercent: number;
}

export interface CarrierRef {
  id: string;
  name: string;
  canonicalName: string;
}

export interface FreightTable {
  id: string;
  carrier: CarrierRef;
  /** kg per m³ used for the cubed weight. */
  cubage: number;
  applyIcms: boolean;
  /** Percent added to the weight freight (the header's 'readjustment'). */
  readjustmentPercent: number;
  /** CDs the table serves; empty means every CD of the company. */
  distributionCenterIds: string[];
  /** Routes sorted by zipFrom, not overlapping. */
  routes: FreightRoute[];
  /**
   * The routes' zipFrom and zipTo side by side (compileZipRanges): the search reads two flat arrays
   * instead of one route object per step, which a quote over 20 tables of 5,000 routes notices.
   */
  zipRanges?: { from: Int32Array; to: Int32Array };
  /** The routes' prices, fees and deadlines as rows of numbers, and their regions (compileRouteFees): a quote reads these instead of the route objects. */
  routeFees?: RouteFees;
}

/** The table's zip ranges as flat arrays, for findRouteIndex. */
export function compileZipRanges(routes: readonly FreightRoute[]): { from: Int32Array; to: Int32Array } {
  return { from: Int32Array.from(routes, (r) => r.zipFrom), to: Int32Array.from(routes, (r) => r.zipTo) };
}

/** The index in `routes` of the route whose range holds the CEP (binary search), or -1. */
export function findRouteIndex(table: FreightTable, zip: number): number {
  if (table.zipRanges) return findInRanges(table.zipRanges, zip);
  let low = 0;
  let high = table.routes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const route = table.routes[middle];
    if (zip < route.zipFrom) high = middle - 1;
    else if (zip > route.zipTo) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * The last range starting at or before the CEP, then whether it reaches the CEP: the search reads
 * only `from` (ranges are sorted and do not overlap), `to` once at the end, halving the cache lines
 * a search touches in tables too large for the cache.
 */
function findInRanges(ranges: { from: Int32Array; to: Int32Array }, zip: number): number {
  const { from } = ranges;
  let low = 0;
  let high = from.length; // the answer is below: from[i] <= zip for every i < low, > zip from high on
  while (low < high) {
    const middle = (low + high) >> 1;
    if (from[middle] <= zip) low = middle + 1;
    else high = middle;
  }
  return low > 0 && ranges.to[low - 1] >= zip ? low - 1 : -1;
}

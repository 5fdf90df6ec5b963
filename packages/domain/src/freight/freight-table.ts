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
   * The routes' zip ranges as one flat array, and every 8th zipFrom (compileZipRanges): the search
   * reads arrays instead of one route object per step, which a quote over 20 tables of 5,000 routes
   * notices.
   */
  zipRanges?: ZipRanges;
  /** The routes' prices, fees and deadlines as rows of numbers, and their regions (compileRouteFees): a quote reads these instead of the route objects. */
  routeFees?: RouteFees;
}

/** Routes per block of the zip index: 8 pairs of zipFrom and zipTo fill one 64-byte cache line. */
const ZIP_BLOCK = 8;

export interface ZipRanges {
  /** Each route's zipFrom and zipTo, side by side: a route's range is read from one cache line. */
  ranges: Int32Array;
  /** The zipFrom of routes 0, 8, 16…: the first of each block, small enough to stay in cache. */
  blocks: Int32Array;
}

/** The table's zip ranges as flat arrays, for findRouteIndex. */
export function compileZipRanges(routes: readonly FreightRoute[]): ZipRanges {
  return {
    ranges: Int32Array.from(routes.flatMap((route) => [route.zipFrom, route.zipTo])),
    blocks: Int32Array.from(
      { length: Math.ceil(routes.length / ZIP_BLOCK) },
      (_, block) => routes[block * ZIP_BLOCK].zipFrom,
    ),
  };
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
 * The last range starting at or before the CEP, then whether it reaches the CEP (ranges are sorted
 * and do not overlap). The search runs over the blocks' first zipFrom, then within one block of 8
 * ranges: a quote over 20 tables of 5,000 routes reads about one cache line of ranges per table
 * where a binary search over every zipFrom, then zipTo, missed the cache five or six times.
 */
function findInRanges({ ranges, blocks }: ZipRanges, zip: number): number {
  let low = 0;
  let high = blocks.length; // the block is below: blocks[i] <= zip for every i < low, > zip from high on
  while (low < high) {
    const middle = (low + high) >> 1;
    if (blocks[middle] <= zip) low = middle + 1;
    else high = middle;
  }
  if (low === 0) return -1;
  let index = (low - 1) * ZIP_BLOCK;
  const end = Math.min(index + ZIP_BLOCK, ranges.length / 2);
  while (index + 1 < end && ranges[2 * index + 2] <= zip) index++;
  return ranges[2 * index + 1] >= zip ? index : -1;
}

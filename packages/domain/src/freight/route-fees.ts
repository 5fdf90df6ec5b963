import type { FreightRoute, FreightTable } from './freight-table.js';
import { toCents } from './money.js';

/**
 * A table's routes as the numbers pricing reads, one fixed-width row per route in one Float64Array
 * (compileRouteFees, when the pricing index loads). A quote goes to a random CEP of 20 tables of
 * 5,000 routes: reading one contiguous row costs a couple of cache lines where the route objects
 * (route, bands array, each band, gris, adv, toll, tde) cost a cache miss each; the regions sit in
 * their own array for the same reason. Amounts that are only ever used in centavos are kept in
 * centavos, rounded exactly as pricing rounded them.
 */
export interface RouteFees {
  /** Numbers per route: the fields below plus two per band of the table's route with most bands. */
  stride: number;
  values: Float64Array;
  /** Each route's region, by index: a quote names it without reading the route object, one cache miss less. */
  regions: string[];
}

// Offsets in a route's row.
export const GRIS_PERCENT = 0;
export const GRIS_MIN_CENTS = 1;
/** toCents(threshold) when threshold > 0; Infinity (never exceeded) when there is none. */
export const GRIS_THRESHOLD_CENTS = 2;
export const GRIS_PERCENT_ABOVE = 3;
export const ADV_PERCENT = 4;
export const ADV_MIN_CENTS = 5;
export const TOLL_CENTS = 6;
/** 1 when the toll is charged per fraction of 100 kg, 0 per shipment. */
export const TOLL_PER_100_KG = 7;
export const TDE_PERCENT = 8;
export const TDE_MIN_CENTS = 9;
/** BRL, as given: a fee of a fraction of a centavo is still logged (as zero). */
export const TDC = 10;
export const PICKUP_FEE = 11;
export const ICMS_PERCENT = 12;
export const EXCESS_KG_PRICE = 13;
/** The carrier's deadline in business days. */
export const DEADLINE_DAYS = 14;
export const BAND_COUNT = 15;
/** Then each band: its upper limit in kg, its price in centavos. */
export const BANDS = 16;

function writeRoute(route: FreightRoute, values: Float64Array, offset: number): void {
  const { gris, adv, toll, tde } = route;
  values[offset + GRIS_PERCENT] = gris.percent;
  values[offset + GRIS_MIN_CENTS] = toCents(gris.min);
  values[offset + GRIS_THRESHOLD_CENTS] = gris.threshold > 0 ? toCents(gris.threshold) : Infinity;
  values[offset + GRIS_PERCENT_ABOVE] = gris.percentAbove;
  values[offset + ADV_PERCENT] = adv.percent;
  values[offset + ADV_MIN_CENTS] = toCents(adv.min);
  values[offset + TOLL_CENTS] = toCents(toll.value);
  values[offset + TOLL_PER_100_KG] = toll.basis === 'fraction_100kg' ? 1 : 0;
  values[offset + TDE_PERCENT] = tde.percent;
  values[offset + TDE_MIN_CENTS] = toCents(tde.min);
  values[offset + TDC] = route.tdc;
  values[offset + PICKUP_FEE] = route.pickupFee;
  values[offset + ICMS_PERCENT] = route.icmsPercent;
  values[offset + EXCESS_KG_PRICE] = route.excessKgPrice;
  values[offset + DEADLINE_DAYS] = route.deadlineDays;
  values[offset + BAND_COUNT] = route.bands.length;
  route.bands.forEach((band, i) => {
    values[offset + BANDS + 2 * i] = band.upToKg;
    values[offset + BANDS + 2 * i + 1] = toCents(band.price);
  });
}

const strideOf = (routes: readonly FreightRoute[]) =>
  BANDS + 2 * routes.reduce((most, route) => Math.max(most, route.bands.length), 0);

/** Every route of a table as rows of numbers (the table's `routeFees`). */
export function compileRouteFees(routes: readonly FreightRoute[]): RouteFees {
  const stride = strideOf(routes);
  const values = new Float64Array(stride * routes.length);
  routes.forEach((route, index) => writeRoute(route, values, index * stride));
  return { stride, values, regions: routes.map((route) => route.region) };
}

/** One route's row, for a table priced without compiled fees (specs, a table built by hand). */
export function routeFeesRow(route: FreightRoute): Float64Array {
  const values = new Float64Array(strideOf([route]));
  writeRoute(route, values, 0);
  return values;
}

/** Route `index`'s carrier deadline, from the compiled rows when the table has them. */
export function routeDeadlineDays(table: FreightTable, index: number): number {
  const compiled = table.routeFees;
  return compiled ? compiled.values[index * compiled.stride + DEADLINE_DAYS] : table.routes[index].deadlineDays;
}

/** Route `index`'s region, from the compiled regions when the table has them. */
export function routeRegion(table: FreightTable, index: number): string {
  return table.routeFees ? table.routeFees.regions[index] : table.routes[index].region;
}

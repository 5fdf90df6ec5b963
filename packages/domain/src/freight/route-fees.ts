import type { FreightRoute, FreightTable } from './freight-table.js';
import { toCents } from './money.js';

/**
 * A table's routes as the numbers pricing reads (compileRouteFees, when the pricing index loads): a
 * quote goes to a random CEP of 20 tables of 5,000 routes, so what it reads of each table should be
 * few cache lines. Each route is one short row of a Float64Array: its fee set, deadline, excess price
 * and one price per weight-band limit. The limits are the table's (every limit any route has, so a
 * route's row has a NaN where it has no such band) and its fee sets (GRIS, ad valorem, toll,
 * difficulty, pickup, ICMS) are stored once each, by their distinct values: the same few sets serve
 * thousands of routes and stay in cache. The regions sit in their own array. Amounts that are only
 * ever used in centavos are kept in centavos, rounded exactly as pricing rounded them.
 */
export interface RouteFees {
  /** Numbers per route: ROUTE_FIELDS plus one price per limit. */
  stride: number;
  values: Float64Array;
  /** Every band limit in kg of the table's routes, ascending. */
  limits: Float64Array;
  /** The distinct fee sets, 13 numbers each (the offsets below); a route's row holds the offset of its own. */
  feeSets: Float64Array;
  /** Each route's region, by index: a quote names it without reading the route object, one cache miss less. */
  regions: string[];
}

// Offsets in a route's row.
/** Where the route's fee set starts in `feeSets`. */
export const FEE_SET = 0;
/** The carrier's deadline in business days. */
export const DEADLINE_DAYS = 1;
export const EXCESS_KG_PRICE = 2;
/** Then the price in centavos per limit of `limits`, NaN where the route has no band of that limit. */
export const PRICES = 3;

// Offsets in a fee set.
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

function feeSetOf({ gris, adv, toll, tde, tdc, pickupFee, icmsPercent }: FreightRoute): number[] {
  return [
    gris.percent,
    toCents(gris.min),
    gris.threshold > 0 ? toCents(gris.threshold) : Infinity,
    gris.percentAbove,
    adv.percent,
    toCents(adv.min),
    toCents(toll.value),
    toll.basis === 'fraction_100kg' ? 1 : 0,
    tde.percent,
    toCents(tde.min),
    tdc,
    pickupFee,
    icmsPercent,
  ];
}

/** Every route of a table as rows of numbers (the table's `routeFees`). */
export function compileRouteFees(routes: readonly FreightRoute[]): RouteFees {
  const limits = Float64Array.from(new Set(routes.flatMap((route) => route.bands.map((band) => band.upToKg)))).sort();
  const stride = PRICES + limits.length;
  const values = new Float64Array(stride * routes.length).fill(Number.NaN);
  const feeSets: number[] = [];
  const feeSetOffsets = new Map<string, number>();
  routes.forEach((route, index) => {
    const feeSet = feeSetOf(route);
    const key = feeSet.join(';');
    let offset = feeSetOffsets.get(key);
    if (offset === undefined) {
      offset = feeSets.length;
      feeSets.push(...feeSet);
      feeSetOffsets.set(key, offset);
    }
    const row = index * stride;
    values[row + FEE_SET] = offset;
    values[row + DEADLINE_DAYS] = route.deadlineDays;
    values[row + EXCESS_KG_PRICE] = route.excessKgPrice;
    for (const band of route.bands) values[row + PRICES + limits.indexOf(band.upToKg)] = toCents(band.price);
  });
  return { stride, values, limits, feeSets: Float64Array.from(feeSets), regions: routes.map((route) => route.region) };
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

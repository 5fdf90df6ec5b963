import { FeeLog } from './fee-log.js';
import { findRouteIndex, type FreightRoute, type FreightTable } from './freight-table.js';
import { percentOf, toCents } from './money.js';
import { cubedWeight, type Load, taxableWeight } from './parcels.js';
import {
  ADV_MIN_CENTS,
  ADV_PERCENT,
  compileRouteFees,
  EXCESS_KG_PRICE,
  FEE_SET,
  GRIS_MIN_CENTS,
  GRIS_PERCENT,
  GRIS_PERCENT_ABOVE,
  GRIS_THRESHOLD_CENTS,
  ICMS_PERCENT,
  PICKUP_FEE,
  PRICES,
  type RouteFees,
  TDC,
  TDE_MIN_CENTS,
  TDE_PERCENT,
  TOLL_CENTS,
  TOLL_PER_100_KG,
} from './route-fees.js';

export interface TablePrice {
  table: FreightTable;
  route: FreightRoute;
  cubedWeight: number;
  taxableWeight: number;
  priceCents: number;
  /** The fees, in billing order (`log.entries` lists them). */
  log: FeeLog;
}

/**
 * Freight for the taxable weight: the price of the route's first band that holds it, or its last
 * band plus the excess per kg; NaN when the route has no band.
 */
function weightFreight({ values, limits }: RouteFees, row: number, weight: number): number {
  let last = -1;
  for (let i = 0; i < limits.length; i++) {
    const price = values[row + PRICES + i];
    if (Number.isNaN(price)) continue; // no band of this limit on this route
    if (weight <= limits[i]) return price;
    last = i;
  }
  if (last < 0) return Number.NaN;
  return values[row + PRICES + last] + toCents((weight - limits[last]) * values[row + EXCESS_KG_PRICE]);
}

/**
 * The price in centavos of a load of `weight` kg and `cargoCents` on route `index` of the table,
 * fee by fee, in the order carriers bill them: weight freight, readjustment, GRIS, ad valorem, toll,
 * difficulty surcharges, pickup, then the ICMS gross-up (ICMS is computed "por dentro": total =
 * subtotal / (1 − rate)). Each fee goes to `log` when one is given (a quote's log is written only
 * when read). NaN when the route has no weight band.
 */
export function routePriceCents(
  table: FreightTable,
  index: number,
  weight: number,
  cargoCents: number,
  log: FeeLog | null,
): number {
  // A table built without compiled fees (specs, a table built by hand) compiles the one route.
  const compiled = table.routeFees ?? compileRouteFees([table.routes[index]]);
  const row = table.routeFees ? index * compiled.stride : 0;
  const freight = weightFreight(compiled, row, weight);
  if (Number.isNaN(freight)) return Number.NaN;
  const fees = compiled.feeSets;
  const set = compiled.values[row + FEE_SET];
  let cents = freight;
  log?.add('weight', freight);
  if (table.readjustmentPercent) {
    const increase = percentOf(freight, table.readjustmentPercent);
    cents += increase;
    log?.add('increase-table-value', increase, { percentage: table.readjustmentPercent });
  }
  const grisPercent =
    cargoCents > fees[set + GRIS_THRESHOLD_CENTS] ? fees[set + GRIS_PERCENT_ABOVE] : fees[set + GRIS_PERCENT];
  const gris = Math.max(percentOf(cargoCents, grisPercent), fees[set + GRIS_MIN_CENTS]);
  if (gris > 0) {
    cents += gris;
    log?.add('gris', gris, { gris_percentage: grisPercent });
  }
  const advPercent = fees[set + ADV_PERCENT];
  const adv = Math.max(percentOf(cargoCents, advPercent), fees[set + ADV_MIN_CENTS]);
  if (adv > 0) {
    cents += adv;
    log?.add('adv', adv, { adv_percentage: advPercent });
  }
  const toll = fees[set + TOLL_CENTS] * (fees[set + TOLL_PER_100_KG] ? Math.ceil(weight / 100) : 1);
  if (toll > 0) {
    cents += toll;
    log?.add('toll', toll);
  }
  const tdePercent = fees[set + TDE_PERCENT];
  const tdeMin = fees[set + TDE_MIN_CENTS];
  const tde = tdePercent || tdeMin ? Math.max(percentOf(freight, tdePercent), tdeMin) : 0;
  if (tde > 0) {
    cents += tde;
    log?.add('tdc', tde, { percentage: tdePercent });
  }
  if (fees[set + TDC] > 0) {
    const tdc = toCents(fees[set + TDC]);
    cents += tdc;
    log?.add('tdc', tdc);
  }
  if (fees[set + PICKUP_FEE] > 0) {
    const pickup = toCents(fees[set + PICKUP_FEE]);
    cents += pickup;
    log?.add('pickup', pickup);
  }
  const icmsPercent = fees[set + ICMS_PERCENT];
  if (table.applyIcms && icmsPercent > 0) {
    const icms = Math.round(cents / (1 - icmsPercent / 100)) - cents;
    cents += icms;
    log?.add('icms', icms, { icms_percentage: icmsPercent });
  }
  return cents;
}

/** Prices a load on one table, with its fee log (routePriceCents). Null when the table has no route for the destination. */
export function priceOnTable(table: FreightTable, zip: number, load: Load): TablePrice | null {
  const index = findRouteIndex(table, zip);
  if (index < 0) return null;
  const weight = taxableWeight(load, table.cubage);
  const log = new FeeLog();
  const priceCents = routePriceCents(table, index, weight, toCents(load.cargoValue), log);
  if (Number.isNaN(priceCents)) return null;
  return {
    table,
    route: table.routes[index],
    cubedWeight: cubedWeight(load, table.cubage),
    taxableWeight: weight,
    priceCents,
    log,
  };
}

import { FeeLog } from './fee-log.js';
import { findRouteIndex, type FreightRoute, type FreightTable } from './freight-table.js';
import { percentOf, toCents } from './money.js';
import { cubedWeight, type Load, taxableWeight } from './parcels.js';
import {
  ADV_MIN_CENTS,
  ADV_PERCENT,
  BAND_COUNT,
  BANDS,
  EXCESS_KG_PRICE,
  GRIS_MIN_CENTS,
  GRIS_PERCENT,
  GRIS_PERCENT_ABOVE,
  GRIS_THRESHOLD_CENTS,
  ICMS_PERCENT,
  PICKUP_FEE,
  routeFeesRow,
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

/** Freight for the taxable weight: its band's price, or the last band plus the excess per kg. */
function weightFreight(fees: Float64Array, row: number, weight: number): number {
  const last = row + BANDS + 2 * (fees[row + BAND_COUNT] - 1);
  for (let band = row + BANDS; band <= last; band += 2) if (weight <= fees[band]) return fees[band + 1];
  return fees[last + 1] + toCents((weight - fees[last]) * fees[row + EXCESS_KG_PRICE]);
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
  const compiled = table.routeFees;
  const fees = compiled ? compiled.values : routeFeesRow(table.routes[index]);
  const row = compiled ? index * compiled.stride : 0;
  if (fees[row + BAND_COUNT] === 0) return Number.NaN;

  const freight = weightFreight(fees, row, weight);
  let cents = freight;
  log?.add('weight', freight);
  if (table.readjustmentPercent) {
    const increase = percentOf(freight, table.readjustmentPercent);
    cents += increase;
    log?.add('increase-table-value', increase, { percentage: table.readjustmentPercent });
  }
  const grisPercent =
    cargoCents > fees[row + GRIS_THRESHOLD_CENTS] ? fees[row + GRIS_PERCENT_ABOVE] : fees[row + GRIS_PERCENT];
  const gris = Math.max(percentOf(cargoCents, grisPercent), fees[row + GRIS_MIN_CENTS]);
  if (gris > 0) {
    cents += gris;
    log?.add('gris', gris, { gris_percentage: grisPercent });
  }
  const advPercent = fees[row + ADV_PERCENT];
  const adv = Math.max(percentOf(cargoCents, advPercent), fees[row + ADV_MIN_CENTS]);
  if (adv > 0) {
    cents += adv;
    log?.add('adv', adv, { adv_percentage: advPercent });
  }
  const toll = fees[row + TOLL_CENTS] * (fees[row + TOLL_PER_100_KG] ? Math.ceil(weight / 100) : 1);
  if (toll > 0) {
    cents += toll;
    log?.add('toll', toll);
  }
  const tdePercent = fees[row + TDE_PERCENT];
  const tdeMin = fees[row + TDE_MIN_CENTS];
  const tde = tdePercent || tdeMin ? Math.max(percentOf(freight, tdePercent), tdeMin) : 0;
  if (tde > 0) {
    cents += tde;
    log?.add('tdc', tde, { percentage: tdePercent });
  }
  if (fees[row + TDC] > 0) {
    const tdc = toCents(fees[row + TDC]);
    cents += tdc;
    log?.add('tdc', tdc);
  }
  if (fees[row + PICKUP_FEE] > 0) {
    const pickup = toCents(fees[row + PICKUP_FEE]);
    cents += pickup;
    log?.add('pickup', pickup);
  }
  const icmsPercent = fees[row + ICMS_PERCENT];
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

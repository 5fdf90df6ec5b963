import { FeeLog } from './fee-log.js';
import { findRoute, type FreightRoute, type FreightTable } from './freight-table.js';
import { percentOf, toCents } from './money.js';
import { cubedWeight, type Load, taxableWeight } from './parcels.js';

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
function weightFreight(route: FreightRoute, weight: number): number {
  for (const band of route.bands) if (weight <= band.upToKg) return toCents(band.price);
  const last = route.bands[route.bands.length - 1];
  return toCents(last.price) + toCents((weight - last.upToKg) * route.excessKgPrice);
}

function grisCents(route: FreightRoute, cargoCents: number): { cents: number; percent: number } {
  const { percent, min, threshold, percentAbove } = route.gris;
  const applied = threshold > 0 && cargoCents > toCents(threshold) ? percentAbove : percent;
  return { cents: Math.max(percentOf(cargoCents, applied), toCents(min)), percent: applied };
}

/**
 * Prices a load on one table, fee by fee, in the order carriers bill them: weight freight,
 * readjustment, GRIS, ad valorem, toll, difficulty surcharges, pickup, then the ICMS gross-up
 * (ICMS is computed "por dentro": total = subtotal / (1 − rate)). Null when the table has no
 * route for the destination.
 */
export function priceOnTable(table: FreightTable, zip: number, load: Load): TablePrice | null {
  const route = findRoute(table, zip);
  if (!route || route.bands.length === 0) return null;
  const weight = taxableWeight(load, table.cubage);
  const cargoCents = toCents(load.cargoValue);
  const log = new FeeLog();

  const freight = weightFreight(route, weight);
  log.add('weight', freight);
  if (table.readjustmentPercent) {
    log.add('increase-table-value', percentOf(freight, table.readjustmentPercent), {
      percentage: table.readjustmentPercent,
    });
  }
  const gris = grisCents(route, cargoCents);
  if (gris.cents > 0) log.add('gris', gris.cents, { gris_percentage: gris.percent });
  const adv = Math.max(percentOf(cargoCents, route.adv.percent), toCents(route.adv.min));
  if (adv > 0) log.add('adv', adv, { adv_percentage: route.adv.percent });
  const tollUnits = route.toll.basis === 'fraction_100kg' ? Math.ceil(weight / 100) : 1;
  const toll = toCents(route.toll.value) * tollUnits;
  if (toll > 0) log.add('toll', toll);
  const tde =
    route.tde.percent || route.tde.min ? Math.max(percentOf(freight, route.tde.percent), toCents(route.tde.min)) : 0;
  if (tde > 0) log.add('tdc', tde, { percentage: route.tde.percent });
  if (route.tdc > 0) log.add('tdc', toCents(route.tdc));
  if (route.pickupFee > 0) log.add('pickup', toCents(route.pickupFee));
  if (table.applyIcms && route.icmsPercent > 0) {
    const subtotal = log.totalCents;
    const gross = Math.round(subtotal / (1 - route.icmsPercent / 100));
    log.add('icms', gross - subtotal, { icms_percentage: route.icmsPercent });
  }
  return {
    table,
    route,
    cubedWeight: cubedWeight(load, table.cubage),
    taxableWeight: weight,
    priceCents: log.totalCents,
    log,
  };
}

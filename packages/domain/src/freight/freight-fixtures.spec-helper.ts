import type { FreightRule, FreightRuleRoute } from './freight-rule.js';
import type { FreightRoute, FreightTable } from './freight-table.js';
import type { Parcel } from './parcels.js';

/**
 * A table modelled on a real 2025 road-carrier proposal (shared/data/README.md): bands 0–10,
 * 10.01–20, 20.01–40, 40.01–60, 60.01–100 kg, excess per kg, ADV 0,316 % (min R$ 4,37), GRIS
 * 0,10 % up to R$ 10.000 and 0,23 % above (min R$ 1,55), toll R$ 6,46 per CT-e or per fraction
 * of 100 kg in the North, cubage 200 kg/m³, ICMS not included (12 % interstate).
 */
export function route(over: Partial<FreightRoute> = {}): FreightRoute {
  return {
    zipFrom: 1000000,
    zipTo: 5999999,
    state: 'SP',
    region: 'CAPITAL',
    deadlineDays: 2,
    bands: [
      { upToKg: 10, price: 45.9 },
      { upToKg: 20, price: 52.3 },
      { upToKg: 40, price: 68.1 },
      { upToKg: 60, price: 85.4 },
      { upToKg: 100, price: 112.75 },
    ],
    excessKgPrice: 1.08,
    gris: { percent: 0.1, min: 1.55, threshold: 10000, percentAbove: 0.23 },
    adv: { percent: 0.316, min: 4.37 },
    toll: { value: 6.46, basis: 'shipment' },
    tde: { percent: 0, min: 0 },
    tdc: 0,
    pickupFee: 0,
    icmsPercent: 12,
    ...over,
  };
}

export function table(over: Partial<FreightTable> = {}, routes: FreightRoute[] = [route()]): FreightTable {
  return {
    id: 'tabela-rodo',
    carrier: { id: 'rodonaves', name: 'Rodonaves', canonicalName: 'rodonaves' },
    cubage: 200,
    applyIcms: true,
    readjustmentPercent: 0,
    distributionCenterIds: [],
    routes,
    ...over,
  };
}

export const NORTH = route({
  zipFrom: 69000000,
  zipTo: 69299999,
  state: 'AM',
  region: 'CAPITAL',
  deadlineDays: 9,
  toll: { value: 6.46, basis: 'fraction_100kg' },
});

/** 30 × 40 × 50 cm = 0,06 m³ → 12 kg cubed at 200 kg/m³. */
export function box(over: Partial<Parcel> = {}): Parcel {
  return {
    reference: 'SKU-1',
    width: 0.3,
    height: 0.4,
    length: 0.5,
    weight: 8,
    quantity: 1,
    cargoValue: 1500,
    ...over,
  };
}

const ALL_BRAZIL = { zipFrom: 1000000, zipTo: 99999999 };

export function ruleRoute(over: Partial<FreightRuleRoute>): FreightRuleRoute {
  return {
    type: 1,
    ...ALL_BRAZIL,
    value: 0,
    additionalDeadline: 0,
    minCartValue: null,
    maxCartValue: null,
    skus: null,
    maxVolumes: null,
    ...over,
  };
}

/** A freight rule of the given routes (all of Brazil unless a route says otherwise), enabled, for every channel, CD and carrier. */
export function freightRule(routes: Partial<FreightRuleRoute>[], over: Partial<FreightRule> = {}): FreightRule {
  return {
    id: 'r1',
    name: 'Regra',
    enabled: true,
    channelId: null,
    distributionCenterId: null,
    carrierId: null,
    startAt: '2026-01-01',
    endAt: null,
    routes: routes.map(ruleRoute),
    ...over,
  };
}

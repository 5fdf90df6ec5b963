import { describe, expect, it } from 'vitest';
import { box, NORTH, route, table } from './freight-fixtures.spec-helper.js';
import { loadOf } from './parcels.js';
import { compileZipRanges, findRouteIndex } from './freight-table.js';
import { priceOnTable } from './table-price.js';

const SAO_PAULO = 1310100;
const MANAUS = 69005000;

const price = (t = table(), zip = SAO_PAULO, parcels = [box()]) => priceOnTable(t, zip, loadOf(parcels));
const fees = (t = table(), zip = SAO_PAULO, parcels = [box()]) =>
  Object.fromEntries(price(t, zip, parcels)!.log.entries.map((d) => [d.fee, d.value]));

describe('priceOnTable, computed by hand', () => {
  it('prices the cubed weight when it is heavier than the real one, with every fee', () => {
    // 12 kg cubed > 8 kg real → band ≤ 20 kg: 52,30. GRIS 0,10 % × 1.500 = 1,50 < min 1,55.
    // ADV 0,316 % × 1.500 = 4,74. Toll 6,46. Subtotal 65,05. ICMS 12 %: 65,05 / 0,88 = 73,92 (8,87).
    const result = price()!;
    expect(result.cubedWeight).toBe(12);
    expect(result.taxableWeight).toBe(12);
    expect(result.log.entries.map((d) => [d.fee, d.value, d.actual_price])).toEqual([
      ['weight', 52.3, 52.3],
      ['gris', 1.55, 53.85],
      ['adv', 4.74, 58.59],
      ['toll', 6.46, 65.05],
      ['icms', 8.87, 73.92],
    ]);
    expect(result.priceCents).toBe(7392);
  });

  it('prices the real weight when heavier, above the last band with excess and per-fraction toll (North)', () => {
    // 230 kg: 112,75 + 130 × 1,08 = 253,15. Cargo 12.000 > 10.000 → GRIS 0,23 % = 27,60.
    // ADV 0,316 % = 37,92. Toll ⌈230/100⌉ = 3 × 6,46 = 19,38. Subtotal 338,05 → /0,88 = 384,15.
    const result = price(table({}, [route(), NORTH]), MANAUS, [box({ weight: 230, cargoValue: 12000 })])!;
    expect(result.route.state).toBe('AM');
    expect(Object.fromEntries(result.log.entries.map((d) => [d.fee, d.value]))).toEqual({
      weight: 253.15,
      gris: 27.6,
      adv: 37.92,
      toll: 19.38,
      icms: 46.1,
    });
    expect(result.priceCents).toBe(38415);
  });

  it('applies the ADV minimum', () => {
    // Cargo 100: ADV 0,32 < 4,37 → 4,37; GRIS 0,10 → 1,55.
    expect(fees(table(), SAO_PAULO, [box({ cargoValue: 100 })])).toMatchObject({ adv: 4.37, gris: 1.55 });
  });

  it.each([
    [10, 45.9],
    [10.001, 52.3],
    [20, 52.3],
    [100, 112.75],
    [100.5, 113.29], // 112,75 + 0,5 × 1,08 = 113,29
  ])('weight %s kg is priced %s (band limits are inclusive)', (weight, expected) => {
    const tiny = box({ width: 0.01, height: 0.01, length: 0.01, weight });
    expect(fees(table(), SAO_PAULO, [tiny]).weight).toBe(expected);
  });

  it.each([
    [1000000, true],
    [5999999, true],
    [999999, false],
    [6000000, false],
  ])('CEP %i on the range boundary is covered: %s', (zip, covered) => {
    expect(price(table(), zip) !== null).toBe(covered);
  });

  it('answers null when no route reaches the destination (no quote, never a zero price)', () => {
    expect(price(table(), 90000000)).toBeNull();
  });

  it('adds the readjustment on the weight freight, the difficulty fees and the pickup fee', () => {
    // 52,30 + 10 % = 5,23. TDE 20 % of 52,30 = 10,46 (min 15) → 15,00. TDC 3,50. Pickup 12,00.
    const t = table({ readjustmentPercent: 10, applyIcms: false }, [
      route({ tde: { percent: 20, min: 15 }, tdc: 3.5, pickupFee: 12 }),
    ]);
    const result = price(t)!;
    expect(result.log.entries.map((d) => [d.fee, d.value])).toEqual([
      ['weight', 52.3],
      ['increase-table-value', 5.23],
      ['gris', 1.55],
      ['adv', 4.74],
      ['toll', 6.46],
      ['tdc', 15],
      ['tdc', 3.5],
      ['pickup', 12],
    ]);
    expect(result.priceCents).toBe(10078);
  });

  it('skips the ICMS gross-up when the table does not apply ICMS', () => {
    expect(price(table({ applyIcms: false }))!.priceCents).toBe(6505);
  });

  it('multiplies quantities into weight and volume, and takes the cargo value as the line total', () => {
    // 3 boxes: 36 kg cubed, 24 kg real → band ≤ 40: 68,10. Line of 4.500 (not 3 × 4.500): GRIS 4,50, ADV 14,22.
    expect(fees(table({ applyIcms: false }), SAO_PAULO, [box({ quantity: 3, cargoValue: 4500 })])).toMatchObject({
      weight: 68.1,
      gris: 4.5,
      adv: 14.22,
    });
  });
});

describe('findRouteIndex over compiled zip ranges', () => {
  it('finds the same route as over the route objects, gaps and edges included', () => {
    const routes = [
      route({ zipFrom: 1_000_000, zipTo: 1_999_999 }),
      route({ zipFrom: 3_000_000, zipTo: 3_000_000 }),
      route({ zipFrom: 3_000_001, zipTo: 99_999_999 }),
    ];
    const plain = table({}, routes);
    const compiled = { ...plain, zipRanges: compileZipRanges(routes) };
    for (const zip of [
      0, 999_999, 1_000_000, 1_500_000, 1_999_999, 2_000_000, 2_999_999, 3_000_000, 3_000_001, 99_999_999, 100_000_000,
    ]) {
      expect(findRouteIndex(compiled, zip), String(zip)).toBe(findRouteIndex(plain, zip));
    }
  });

  it('finds the same route in a table of many blocks: every range edge, gap and block edge', () => {
    const routes = [];
    for (let i = 0, zip = 1_000_000; i < 1_001; i++) {
      const gap = i % 3 === 0 ? 5 : 0; // some ranges follow a gap, others the previous range at once
      const width = i % 7 === 0 ? 1 : 1 + ((i * 7_919) % 90_000);
      routes.push(route({ zipFrom: zip + gap, zipTo: zip + gap + width - 1 }));
      zip += gap + width;
    }
    const plain = table({}, routes);
    const compiled = { ...plain, zipRanges: compileZipRanges(routes) };
    for (const { zipFrom, zipTo } of routes) {
      for (const zip of [zipFrom - 1, zipFrom, zipFrom + 1, zipTo - 1, zipTo, zipTo + 1]) {
        expect(findRouteIndex(compiled, zip), String(zip)).toBe(findRouteIndex(plain, zip));
      }
    }
    expect(findRouteIndex(compiled, 0)).toBe(-1);
    expect(findRouteIndex({ ...table({}, []), zipRanges: compileZipRanges([]) }, 1_000_000)).toBe(-1);
  });
});

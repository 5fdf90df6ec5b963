import { describe, expect, it } from 'vitest';
import { box, NORTH, route, table } from './freight-fixtures.spec-helper.js';
import type { FreightRoute, FreightTable } from './freight-table.js';
import { loadOf, type Parcel } from './parcels.js';
import { quote } from './quote.js';
import { compileRouteFees } from './route-fees.js';
import { priceOnTable } from './table-price.js';

const SAO_PAULO = 1310100;
const MANAUS = 69005000;

const compiled = (t: FreightTable): FreightTable => ({ ...t, routeFees: compileRouteFees(t.routes) });

/** The price and every logged fee, on the table as given and on its compiled form. */
function bothWays(routes: FreightRoute[], zip: number, parcels: Parcel[], over: Partial<FreightTable> = {}) {
  const plain = table(over, routes);
  const price = (t: FreightTable) => {
    const priced = priceOnTable(t, zip, loadOf(parcels));
    return priced && { cents: priced.priceCents, log: priced.log.entries };
  };
  return { plain: price(plain), compiled: price(compiled(plain)) };
}

const tiny = (weight: number, cargoValue = 1500) =>
  box({ width: 0.01, height: 0.01, length: 0.01, weight, cargoValue });

describe('pricing on compiled route fees', () => {
  it.each([10, 10.001, 100, 100.001, 230])('prices %s kg as the route objects do (band limits, excess)', (weight) => {
    const { plain, compiled } = bothWays([route(), NORTH], MANAUS, [tiny(weight)]);
    expect(plain).not.toBeNull();
    expect(compiled).toEqual(plain);
  });

  it.each([9_999.99, 10_000, 10_000.01])(
    'takes the GRIS above its threshold as the route objects do (cargo %s)',
    (cargo) => {
      const { plain, compiled } = bothWays([route()], SAO_PAULO, [tiny(5, cargo)]);
      expect(compiled).toEqual(plain);
    },
  );

  it('keeps a GRIS without threshold, fees of a fraction of a centavo and a readjustment as the route objects do', () => {
    const odd = route({
      gris: { percent: 0.1, min: 0, threshold: 0, percentAbove: 9 },
      tde: { percent: 0, min: 0.004 },
      tdc: 0.004,
      pickupFee: 12.345,
    });
    const { plain, compiled } = bothWays([odd], SAO_PAULO, [tiny(5, 50_000)], { readjustmentPercent: 7.5 });
    expect(plain!.log.map((entry) => entry.fee)).toContain('pickup');
    expect(compiled).toEqual(plain);
  });

  it('gives routes with fewer bands than the widest their own last band, and none to a route without bands', () => {
    const short = route({ zipFrom: 6000000, zipTo: 6999999, bands: [{ upToKg: 5, price: 30 }] });
    const empty = route({ zipFrom: 7000000, zipTo: 7999999, bands: [] });
    const routes = [route(), short, empty];
    const { plain, compiled } = bothWays(routes, 6500000, [tiny(8)]);
    expect(plain!.log[0]).toMatchObject({ fee: 'weight', value: 33.24 }); // 30,00 + 3 kg × 1,08
    expect(compiled).toEqual(plain);
    expect(bothWays(routes, 7500000, [tiny(8)])).toEqual({ plain: null, compiled: null });
  });

  it('prices routes of different band limits each by its own bands, in a table of their every limit', () => {
    const a = route({
      zipFrom: 1000000,
      zipTo: 1999999,
      bands: [5, 10, 30].map((upToKg) => ({ upToKg, price: upToKg + 0.5 })),
    });
    const b = route({
      zipFrom: 2000000,
      zipTo: 2999999,
      bands: [2, 10, 50].map((upToKg) => ({ upToKg, price: upToKg * 2 })),
    });
    const table = compileRouteFees([a, b]);
    expect([...table.limits]).toEqual([2, 5, 10, 30, 50]);
    for (const weight of [1, 2, 2.01, 5, 7, 10, 10.5, 30, 31, 50, 60]) {
      for (const zip of [1500000, 2500000]) {
        const { plain, compiled } = bothWays([a, b], zip, [tiny(weight)]);
        expect(compiled, `${weight} kg to ${zip}`).toEqual(plain);
      }
    }
  });

  it('keeps each distinct fee set once, and prices every route by its own', () => {
    const tolls = [
      route(),
      route({ zipFrom: 2000000, zipTo: 2999999, toll: { value: 9.99, basis: 'fraction_100kg' } }),
    ];
    const routes = [
      ...tolls,
      route({ zipFrom: 3000000, zipTo: 3999999 }),
      route({ zipFrom: 4000000, zipTo: 4999999, icmsPercent: 7 }),
    ];
    expect(compileRouteFees(routes).feeSets).toHaveLength(3 * 13);
    for (const zip of [1500000, 2500000, 3500000, 4500000]) {
      const { plain, compiled } = bothWays(routes, zip, [tiny(150, 20_000)]);
      expect(plain).not.toBeNull();
      expect(compiled).toEqual(plain);
    }
  });

  it('quotes, log included, the same on compiled tables', () => {
    const tables = [
      table(),
      table({ id: 't-north', carrier: { id: 'azul', name: 'Azul', canonicalName: 'azul' } }, [NORTH]),
    ];
    const ask = (ts: FreightTable[], zip: number) =>
      JSON.stringify(
        quote({
          zip,
          parcels: [box({ weight: 130, cargoValue: 12_000 })],
          tables: ts,
          rules: [],
          today: '2026-11-27',
          channelId: null,
          distributionCenterId: null,
          expeditionDays: 1,
          skuDeadlineDays: 0,
          pickupDeadlineDays: 0,
        }),
      );
    for (const zip of [SAO_PAULO, MANAUS]) expect(ask(tables.map(compiled), zip)).toBe(ask(tables, zip));
  });
});

import { readFileSync } from 'node:fs';
import type { FreightRoute } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { parseFreightTableCsv } from './freight-table-csv.js';
import { writeFreightTableCsv } from './freight-table-csv-writer.js';

const EXAMPLE = readFileSync(new URL('../../../../../../docs/examples/tabela-frete-v3.csv', import.meta.url), 'utf8');

const route = (over: Partial<FreightRoute>): FreightRoute => ({
  zipFrom: 1000000,
  zipTo: 1999999,
  state: 'SP',
  region: 'CAPITAL',
  deadlineDays: 2,
  bands: [{ upToKg: 10, price: 20 }],
  excessKgPrice: 0,
  gris: { percent: 0, min: 0, threshold: 0, percentAbove: 0 },
  adv: { percent: 0, min: 0 },
  toll: { value: 0, basis: 'shipment' },
  tde: { percent: 0, min: 0 },
  tdc: 0,
  pickupFee: 0,
  icmsPercent: 0,
  ...over,
});

describe('writeFreightTableCsv', () => {
  it('writes the documented example so that reading it again gives the same routes', () => {
    const routes = parseFreightTableCsv(EXAMPLE);
    expect(parseFreightTableCsv(writeFreightTableCsv(routes))).toEqual(routes);
  });

  it('uses the documented columns, ";" and Brazilian numbers', () => {
    const [header, first] = writeFreightTableCsv(parseFreightTableCsv(EXAMPLE)).split('\n');
    expect(header).toBe(EXAMPLE.split('\n')[0].trim());
    expect(first).toBe(
      '01000000;05999999;SP;CAPITAL;1;33,15;38,92;50,15;63,73;84,55;0,84;0,1;1,55;10.000,00;0,23;0,316;4,37;6,46;cte;0;0,00;0,00;0,00;0',
    );
  });

  it('keeps bands a route lacks empty, fractional limits, big values, every digit and texts with separators', () => {
    const routes = [
      route({
        region: 'Capital; "centro"',
        bands: [
          { upToKg: 0.5, price: 9.99 },
          { upToKg: 1000, price: 12_345.678 },
        ],
      }),
      route({
        zipFrom: 2000000,
        zipTo: 2999999,
        state: 'AM',
        bands: [{ upToKg: 30, price: 0.1 + 0.2 }],
        excessKgPrice: 1_080.65,
        gris: { percent: 0.316, min: 1.55, threshold: 1_000_000, percentAbove: 0.0001 },
        toll: { value: 5, basis: 'fraction_100kg' },
        icmsPercent: 12,
      }),
    ];
    const csv = writeFreightTableCsv(routes);
    expect(csv.split('\n')[0]).toContain(';ate_0,5kg;ate_30kg;ate_1000kg;');
    expect(csv).toContain('"Capital; ""centro""";2;9,99;;12.345,678;');
    expect(csv).toContain(';1.000.000,00;');
    expect(parseFreightTableCsv(csv)).toEqual(routes);
  });

  it("writes a formula-like region as text ('=…), and reads it back as it was", () => {
    const routes = [route({ region: '=HYPERLINK("http://x.test")' })];
    const csv = writeFreightTableCsv(routes);
    expect(csv.split('\n')[1]).toMatch(/^01000000;01999999;SP;"'=HYPERLINK\(""http:\/\/x\.test""\)";2;/);
    expect(parseFreightTableCsv(csv)).toEqual(routes);
  });
});

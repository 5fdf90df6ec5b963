import { describe, expect, it } from 'vitest';
import { contingencyFile } from './contingency-layouts.js';
import { type ContingencyRow, mergedRows, weightBands } from './contingency-rows.js';

const [light, heavy] = weightBands([
  { weight: 100, cargo_value: 600 },
  { weight: 30, cargo_value: 200 },
]);
const row = (over: Partial<ContingencyRow> = {}): ContingencyRow => ({
  zipFrom: 1000000,
  zipTo: 5999999,
  band: heavy,
  priceCents: 12345,
  days: 3,
  region: 'CAPITAL',
  carrierName: 'Jadlog',
  ...over,
});
const lines = (type: Parameters<typeof contingencyFile>[0], rows: ContingencyRow[]) =>
  contingencyFile(type, rows).content.trim().split('\n');

describe('contingency table layouts', () => {
  it('orders the bands lightest first, each starting where the previous ends', () => {
    expect([light, heavy].map((b) => [b.weight, b.aboveGrams, b.upToGrams])).toEqual([
      [30, 0, 30000],
      [100, 30000, 100000],
    ]);
  });

  it('writes each marketplace its columns, units and decimal marks', () => {
    expect(lines('loja_integrada', [row()])[1]).toBe('CAPITAL;01000000;05999999;30.01;100.00;123.45;3;0;;');
    expect(lines('mercadolivre', [row({ band: light })])[1]).toBe('01000000;05999999;0;30000;123.45;3');
    expect(lines('b2w', [row()])[1]).toBe('01000000;05999999;;30001;100000;123.45;0;0;1000000;3.00:00:00;BRA;0');
    expect(lines('webcontinental', [row()])[1]).toBe('Jadlog;30,01;100,00;01000000;05999999;3;0;9999999,99;123,45');
    expect(lines('madeiramadeira', [row()])[1]).toBe('01000000;05999999;30001;100000;123.45;0;0;0;0;3');
    expect(contingencyFile('madeiramadeira', []).fileName).toBe('Contingencia-madeiramadeira.csv');
  });

  it('merges neighbouring ranges of a band only when price, deadline, region and carrier agree', () => {
    const merged = mergedRows([
      row({ zipFrom: 6000000, zipTo: 6999999 }),
      row(),
      row({ zipFrom: 7000000, zipTo: 7999999, priceCents: 1 }),
      row({ band: light }),
      row({ zipFrom: 9000000, zipTo: 9999999, priceCents: 1 }),
    ]);
    expect(merged.map((r) => [r.band.index, r.zipFrom, r.zipTo])).toEqual([
      [0, 1000000, 5999999],
      [1, 1000000, 6999999],
      [1, 7000000, 7999999],
      [1, 9000000, 9999999],
    ]);
  });
});

import type { FreightRule, FreightTable } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { destinationRanges } from './destination-ranges.js';

const table = (...routes: [number, number][]) =>
  ({ routes: routes.map(([zipFrom, zipTo]) => ({ zipFrom, zipTo })) }) as unknown as FreightTable;
const rule = (...routes: [number, number][]) =>
  ({ routes: routes.map(([zipFrom, zipTo]) => ({ zipFrom, zipTo })) }) as unknown as FreightRule;

describe('destination ranges of a contingency table', () => {
  it('cuts overlapping routes where any route or rule starts or ends, and skips CEPs no table reaches', () => {
    const ranges = destinationRanges(
      [table([1000000, 5999999], [20000000, 28999999]), table([1000000, 19999999])],
      [rule([4000000, 4999999], [30000000, 39999999])],
    );
    expect(ranges).toEqual([
      { from: 1000000, to: 3999999 },
      { from: 4000000, to: 4999999 },
      { from: 5000000, to: 5999999 },
      { from: 6000000, to: 19999999 },
      { from: 20000000, to: 28999999 },
    ]);
  });

  it('has nothing to price without routes', () => {
    expect(destinationRanges([], [rule([1000000, 99999999])])).toEqual([]);
  });
});

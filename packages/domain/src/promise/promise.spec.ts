import { describe, expect, it } from 'vitest';
import {
  addTransit,
  emptyTransitHistogram,
  laneKeysOf,
  mergeTransitHistograms,
  quantileOf,
  samplesOf,
  shareWithin,
  TRANSIT_HISTOGRAM_SIZE,
  transitBusinessDays,
} from '../index.js';

describe('laneKeysOf', () => {
  it('gives the cep5, cep3 and uf keys, most specific first, from masked or bare CEPs', () => {
    expect(
      laneKeysOf({ carrierId: 'c1', fromZip: '01310-100', toZip: '22041001', fromState: 'sp', toState: 'RJ' }),
    ).toEqual(['cep5:c1:01310:22041', 'cep3:c1:013:220', 'uf:c1:SP:RJ']);
  });
});

describe('transitBusinessDays', () => {
  it('counts business days between São Paulo days, skipping weekends and national holidays', () => {
    // Friday 2025-11-14 → Monday 2025-11-17: 15/11 (Saturday, Proclamação) and Sunday do not count.
    expect(transitBusinessDays('2025-11-14T12:00:00Z', '2025-11-17T15:00:00Z')).toBe(1);
    // Wednesday 2025-11-19 → Friday 2025-11-21: 20/11 Consciência Negra is a holiday.
    expect(transitBusinessDays('2025-11-19', '2025-11-21')).toBe(1);
    // 23:30 in São Paulo on the 14th is already the 15th in UTC: the day is São Paulo's.
    expect(transitBusinessDays('2025-11-15T02:30:00Z', '2025-11-14')).toBe(0);
  });
});

describe('TransitHistogram', () => {
  it('answers exact nearest-rank quantiles and the sample count', () => {
    const hist = emptyTransitHistogram();
    expect(hist).toHaveLength(TRANSIT_HISTOGRAM_SIZE);
    expect(quantileOf(hist, 0.5)).toBeNull();
    for (const days of [1, 2, 2, 3, 3, 3, 4, 5, 8, 12]) addTransit(hist, days);
    expect(samplesOf(hist)).toBe(10);
    expect(quantileOf(hist, 0.5)).toBe(3);
    expect(quantileOf(hist, 0.8)).toBe(5);
    expect(quantileOf(hist, 0.9)).toBe(8);
    expect(quantileOf(hist, 0.95)).toBe(12);
    expect(quantileOf(hist, 1)).toBe(12);
    expect(shareWithin(hist, 3)).toBe(0.6);
    expect(() => quantileOf(hist, 0)).toThrow(RangeError);
  });

  it('puts 60 days and more in the last cell and merges by adding cells', () => {
    const a = addTransit(addTransit(emptyTransitHistogram(), 75), 2);
    const b = addTransit(emptyTransitHistogram(), 2, 3);
    const sum = mergeTransitHistograms(a, b);
    expect(sum[60]).toBe(1);
    expect(sum[2]).toBe(4);
    expect(quantileOf(sum, 1)).toBe(60);
    addTransit(sum, 2, -4);
    expect(samplesOf(sum)).toBe(1);
  });
});

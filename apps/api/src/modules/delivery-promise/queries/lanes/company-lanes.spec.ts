import { addTransit, emptyTransitHistogram, laneKeysOf } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { CompanyLanes, type LaneStats } from './company-lanes.js';

const lane = { carrierId: 'x', fromZip: '01310-100', toZip: '22041-001', fromState: 'SP', toState: 'RJ' };
const [cep5, cep3, uf] = laneKeysOf(lane);

/** A lane's stats from its deliveries' transit days. */
const stats = (transits: number[], onTime = 0, late = 0): LaneStats => {
  const histogram = emptyTransitHistogram();
  for (const days of transits) addTransit(histogram, days);
  return { histogram, samples: transits.length, onTime, late };
};

describe('CompanyLanes.forLane', () => {
  const lanes = new CompanyLanes(
    new Map([
      [cep5, stats([2, 2, 3])],
      [cep3, stats([1, 2, 2, 3, 3, 3, 4, 5, 8, 12], 9, 1)],
      [uf, stats(Array.from({ length: 40 }, (_, i) => 1 + (i % 6)))],
    ]),
  );

  it('answers the most specific level with at least minSamples deliveries, at the confidence asked', () => {
    expect(lanes.forLane(lane, 90, 3)).toMatchObject({ level: 'cep5', samples: 3, days: 3, p50: 2 });
    expect(lanes.forLane(lane, 90, 10)).toEqual({
      days: 8,
      confidence: 90,
      samples: 10,
      level: 'cep3',
      p50: 3,
      p80: 5,
      p95: 12,
      on_time_rate: 0.9,
    });
    expect(lanes.forLane(lane, 50, 11)).toMatchObject({ level: 'uf', samples: 40, days: 3, on_time_rate: null });
  });

  it('is null when no level has minSamples deliveries, or the lane was never learned', () => {
    expect(lanes.forLane(lane, 90, 41)).toBeNull();
    expect(lanes.forLane({ ...lane, carrierId: 'y' }, 90, 1)).toBeNull();
  });
});

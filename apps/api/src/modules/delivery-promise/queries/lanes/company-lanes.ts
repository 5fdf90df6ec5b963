import { type Lane, type LaneLevel, laneKeysOf, laneLevelOf, quantileOf } from '@despacho/domain';

/** The learned promise of a lane at a confidence (docs/delivery-promise.md). */
export interface LanePromise {
  /** Business days from the carrier having the parcel to its delivery, at `confidence`. */
  days: number;
  /** The confidence asked, in % (50–99): `days` covers at least that share of the lane's deliveries. */
  confidence: number;
  samples: number;
  level: LaneLevel;
  p50: number;
  p80: number;
  p95: number;
  /** Share (0..1) of the lane's deliveries made by their promised date; null when none had one. */
  on_time_rate: number | null;
}

/** One lane_transit_stats row as kept in memory. */
export interface LaneStats {
  histogram: number[];
  samples: number;
  onTime: number;
  late: number;
}

/** A company's learned lanes, by lane key; answers a lane without touching the database. */
export class CompanyLanes {
  constructor(private readonly stats: ReadonlyMap<string, LaneStats>) {}

  get size(): number {
    return this.stats.size;
  }

  /**
   * The most specific level (cep5, cep3, uf) with at least `minSamples` deliveries, at `confidence` %;
   * null when no level has that many (the caller keeps the table's deadline).
   */
  forLane(lane: Lane, confidence: number, minSamples: number): LanePromise | null {
    for (const key of laneKeysOf(lane)) {
      const stats = this.stats.get(key);
      if (!stats || stats.samples < Math.max(1, minSamples)) continue;
      const { histogram, samples, onTime, late } = stats;
      return {
        days: quantileOf(histogram, confidence / 100)!,
        confidence,
        samples,
        level: laneLevelOf(key),
        p50: quantileOf(histogram, 0.5)!,
        p80: quantileOf(histogram, 0.8)!,
        p95: quantileOf(histogram, 0.95)!,
        on_time_rate: onTime + late > 0 ? onTime / (onTime + late) : null,
      };
    }
    return null;
  }
}

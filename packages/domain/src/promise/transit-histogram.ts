// Counts of deliveries per transit business day: index d counts deliveries that took d days, the last
// index everything from TRANSIT_HISTOGRAM_MAX_DAYS on. Integer counts make quantiles exact, histograms
// add up (lanes merge, batches fold in) and one delivery updates one cell.
export const TRANSIT_HISTOGRAM_MAX_DAYS = 60;
export const TRANSIT_HISTOGRAM_SIZE = TRANSIT_HISTOGRAM_MAX_DAYS + 1;

export type TransitHistogram = number[];

export function emptyTransitHistogram(): TransitHistogram {
  return new Array<number>(TRANSIT_HISTOGRAM_SIZE).fill(0);
}

export function transitBucketOf(days: number): number {
  return Math.min(TRANSIT_HISTOGRAM_MAX_DAYS, Math.max(0, Math.floor(days)));
}

/** Adds `count` (negative to take out) deliveries of `days` business days, in place. */
export function addTransit(hist: TransitHistogram, days: number, count = 1): TransitHistogram {
  hist[transitBucketOf(days)] += count;
  return hist;
}

/** A new histogram, the sum of both. */
export function mergeTransitHistograms(a: readonly number[], b: readonly number[]): TransitHistogram {
  const sum = emptyTransitHistogram();
  for (let i = 0; i < TRANSIT_HISTOGRAM_SIZE; i++) sum[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return sum;
}

export function samplesOf(hist: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < hist.length; i++) total += hist[i];
  return total;
}

/**
 * The smallest d such that at least q of the deliveries took d business days or fewer (the nearest-rank
 * quantile: a promise of d days at confidence q). q in (0, 1]; null for an empty histogram.
 */
export function quantileOf(hist: readonly number[], q: number): number | null {
  if (!(q > 0 && q <= 1)) throw new RangeError(`Quantile must be in (0, 1]: ${q}`);
  const total = samplesOf(hist);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (let d = 0; d < hist.length; d++) {
    seen += hist[d];
    if (seen >= rank) return d;
  }
  return hist.length - 1;
}

/** Share of deliveries within `days` business days (0..1); null for an empty histogram. */
export function shareWithin(hist: readonly number[], days: number): number | null {
  const total = samplesOf(hist);
  if (total === 0) return null;
  let within = 0;
  for (let d = 0; d <= Math.min(days, hist.length - 1); d++) within += hist[d];
  return within / total;
}

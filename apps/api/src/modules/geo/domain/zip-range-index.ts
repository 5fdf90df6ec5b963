/** A closed CEP range as numbers (01000000 → 1000000) with what it belongs to. */
export interface ZipRangeEntry<T> {
  from: number;
  to: number;
  value: T;
}

/**
 * Finds which entry a CEP falls in by binary search. The source ranges may overlap (a city listed
 * with a wide and a narrow range, two names for one municipality): they are flattened once into
 * disjoint segments where the narrowest covering range wins, then `prefer` (negative when the first
 * argument should win), then the order given.
 */
export class ZipRangeIndex<T> {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly values: T[] = [];

  constructor(entries: readonly ZipRangeEntry<T>[], prefer: (a: T, b: T) => number = () => 0) {
    const ordered = entries
      .map((entry, order) => ({ ...entry, order }))
      .filter((entry) => entry.from <= entry.to)
      .sort((a, b) => a.from - b.from || a.order - b.order);
    const rank = (a: (typeof ordered)[number], b: (typeof ordered)[number]) =>
      a.to - a.from - (b.to - b.from) || prefer(a.value, b.value) || a.order - b.order;
    const cuts = [...new Set(ordered.flatMap((entry) => [entry.from, entry.to + 1]))].sort((a, b) => a - b);

    let active: typeof ordered = [];
    let next = 0;
    let previous: (typeof ordered)[number] | null = null;
    for (let i = 0; i < cuts.length - 1; i++) {
      const start = cuts[i];
      const end = cuts[i + 1] - 1;
      while (next < ordered.length && ordered[next].from === start) active.push(ordered[next++]);
      active = active.filter((entry) => entry.to >= start);
      if (active.length === 0) {
        previous = null;
        continue;
      }
      const winner = active.reduce((best, entry) => (rank(entry, best) < 0 ? entry : best));
      if (winner === previous && this.ends[this.ends.length - 1] === start - 1) {
        this.ends[this.ends.length - 1] = end;
      } else {
        this.starts.push(start);
        this.ends.push(end);
        this.values.push(winner.value);
      }
      previous = winner;
    }
  }

  /** The entry covering this CEP number, or null. */
  find(zip: number): T | null {
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (this.starts[middle] > zip) high = middle - 1;
      else if (this.ends[middle] < zip) low = middle + 1;
      else return this.values[middle];
    }
    return null;
  }

  /** How many disjoint segments the ranges became (for tests and diagnostics). */
  get segments(): number {
    return this.starts.length;
  }
}

/** Sorts ranges and joins the ones that overlap or touch. */
export function mergeRanges(ranges: readonly { from: number; to: number }[]): { from: number; to: number }[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from || a.to - b.to);
  const merged: { from: number; to: number }[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.from <= last.to + 1) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return merged;
}

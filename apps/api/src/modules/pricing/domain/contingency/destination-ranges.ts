import type { FreightRule, FreightTable } from '@despacho/domain';

export interface ZipRange {
  from: number;
  to: number;
}

/**
 * The destination CEP ranges over which every quote is the same: the ranges of the active tables'
 * routes, cut wherever a route or an enabled rule's route starts or ends. Inside one range the same
 * routes and rules match, so the quote at its first CEP is the quote of all of it.
 */
export function destinationRanges(tables: readonly FreightTable[], rules: readonly FreightRule[]): ZipRange[] {
  const covered: ZipRange[] = tables.flatMap((t) => t.routes.map((r) => ({ from: r.zipFrom, to: r.zipTo })));
  const cuts = new Set<number>();
  for (const { from, to } of [
    ...covered,
    ...rules.flatMap((rule) => rule.routes.map((r) => ({ from: r.zipFrom, to: r.zipTo }))),
  ]) {
    cuts.add(from);
    cuts.add(to + 1);
  }
  const bounds = [...cuts].sort((a, b) => a - b);
  covered.sort((a, b) => a.from - b.from);
  const ranges: ZipRange[] = [];
  let next = 0;
  let reach = -1; // the furthest CEP a route starting at or before the current bound covers
  for (let i = 0; i < bounds.length - 1; i++) {
    const from = bounds[i];
    while (next < covered.length && covered[next].from <= from) reach = Math.max(reach, covered[next++].to);
    if (reach >= from) ranges.push({ from, to: bounds[i + 1] - 1 });
  }
  return ranges;
}

import type { FreightRule } from './freight-rule.js';

/** Two scopes meet when they are equal or either is null (null applies to every value). */
const sameScope = <T>(a: T | null, b: T | null) => a === null || b === null || a === b;

function validitiesMeet(a: FreightRule, b: FreightRule): boolean {
  return (a.endAt === null || b.startAt <= a.endAt) && (b.endAt === null || a.startAt <= b.endAt);
}

function destinationsMeet(a: FreightRule, b: FreightRule): boolean {
  return a.routes.some((x) => b.routes.some((y) => x.zipFrom <= y.zipTo && y.zipFrom <= x.zipTo));
}

/**
 * The enabled rules that could apply to the same quote as `rule` (same destination, channel, CD,
 * carrier and validity), so their effects would stack or cancel. A disabled rule overlaps nothing.
 */
export function overlappingRules(rule: FreightRule, others: FreightRule[]): FreightRule[] {
  if (!rule.enabled) return [];
  return others.filter(
    (other) =>
      other.id !== rule.id &&
      other.enabled &&
      sameScope(rule.channelId, other.channelId) &&
      sameScope(rule.distributionCenterId, other.distributionCenterId) &&
      sameScope(rule.carrierId, other.carrierId) &&
      validitiesMeet(rule, other) &&
      destinationsMeet(rule, other),
  );
}

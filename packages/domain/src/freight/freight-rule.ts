import type { FeeLog, FeeType } from './fee-log.js';
import { percentOf, toCents } from './money.js';

/** Spec rule types: 1 add value, 2 add %, 3 reduce value, 4 reduce %, 5 fixed freight, 6 remove carrier. */
export type FreightRuleType = 1 | 2 | 3 | 4 | 5 | 6;

export interface FreightRuleRoute {
  type: FreightRuleType;
  zipFrom: number;
  zipTo: number;
  value: number;
  additionalDeadline: number;
  /** Cart-value condition: applies when the cart is at least min (and at most max, when set). */
  minCartValue: number | null;
  maxCartValue: number | null;
  /** Applies only when every SKU of the cart is in this list (exclusive with maxVolumes). */
  skus: string[] | null;
  /** Applies while the cart has at most this many volumes (exclusive with skus). */
  maxVolumes: number | null;
}

export interface FreightRule {
  id: string;
  name: string;
  enabled: boolean;
  /** Sales channel id; null applies to every channel. */
  channelId: number | null;
  distributionCenterId: string | null;
  carrierId: string | null;
  startAt: string;
  endAt: string | null;
  routes: FreightRuleRoute[];
}

export interface RuleContext {
  today: string;
  channelId: number | null;
  distributionCenterId: string | null;
  zip: number;
  cartValue: number;
  skus: string[];
  volumes: number;
}

function routeMatches(route: FreightRuleRoute, context: RuleContext): boolean {
  if (context.zip < route.zipFrom || context.zip > route.zipTo) return false;
  if (route.minCartValue !== null && context.cartValue < route.minCartValue) return false;
  if (route.maxCartValue !== null && context.cartValue > route.maxCartValue) return false;
  if (route.skus && !(context.skus.length > 0 && context.skus.every((sku) => route.skus!.includes(sku)))) return false;
  if (route.maxVolumes !== null && context.volumes > route.maxVolumes) return false;
  return true;
}

/** The route through which a rule applies to this quote for this carrier, or null. */
export function matchingRoute(rule: FreightRule, carrierId: string, context: RuleContext): FreightRuleRoute | null {
  if (!rule.enabled || context.today < rule.startAt || (rule.endAt !== null && context.today > rule.endAt)) return null;
  if (rule.channelId !== null && rule.channelId !== context.channelId) return null;
  if (rule.distributionCenterId !== null && rule.distributionCenterId !== context.distributionCenterId) return null;
  if (rule.carrierId !== null && rule.carrierId !== carrierId) return null;
  return rule.routes.find((route) => routeMatches(route, context)) ?? null;
}

/**
 * Applies one matched rule route to a price in centavos and answers the new price, naming the rule in
 * the log when one is given; null when the rule removes the carrier (type 6). Decreases stop at zero:
 * a rule can make freight free, never negative.
 */
export function applyRule(
  rule: FreightRule,
  route: FreightRuleRoute,
  cents: number,
  log: FeeLog | null,
): number | null {
  switch (route.type) {
    case 1:
      return changed(cents, toCents(route.value), 'freight_rule_increase_value', rule, null, log);
    case 2:
      return changed(cents, percentOf(cents, route.value), 'freight_rule_increase_percentage', rule, route.value, log);
    case 3:
      return changed(cents, -Math.min(toCents(route.value), cents), 'freight_rule_decrease_value', rule, null, log);
    case 4:
      return changed(
        cents,
        -Math.min(percentOf(cents, route.value), cents),
        'freight_rule_decrease_percentage',
        rule,
        route.value,
        log,
      );
    case 5: {
      const fixed = toCents(route.value);
      log?.set('freight_rule_fixed_value', fixed, { rule_name: rule.name });
      return fixed;
    }
    case 6:
      return null;
  }
}

function changed(
  cents: number,
  amount: number,
  fee: FeeType,
  rule: FreightRule,
  percentage: number | null,
  log: FeeLog | null,
): number {
  log?.add(fee, amount, percentage === null ? { rule_name: rule.name } : { percentage, rule_name: rule.name });
  return cents + amount;
}

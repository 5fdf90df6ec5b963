import { fromCents, toCents } from './money.js';

/**
 * Freight rules are the company's own price to its customer (free shipping, markups, fixed prices):
 * the carrier still bills its table. What a carrier charges is therefore compared with the quote's
 * other fees, never with the price after the rules.
 */
export const isFreightRuleFee = (fee: string): boolean => fee.startsWith('freight_rule_');

/** The quote log's entries the carrier bills: all but the company's freight rules. */
export function carrierFees<T extends { fee: string }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => !isFreightRuleFee(entry.fee));
}

/** The carrier's price of a quote: the sum of its fees before the freight rules, to the centavo. */
export function carrierPrice(entries: readonly { fee: string; value: number }[]): number {
  return fromCents(carrierFees(entries).reduce((sum, entry) => sum + toCents(entry.value), 0));
}

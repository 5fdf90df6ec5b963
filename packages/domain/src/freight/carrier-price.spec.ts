import { describe, expect, it } from 'vitest';
import { carrierFees, carrierPrice } from './carrier-price.js';

// A demo quote: the carrier's table says R$ 112,75 and a 'frete grátis' rule sets the price to zero.
const log = [
  { fee: 'weight', value: 81.7 },
  { fee: 'increase-table-value', value: 4.9 },
  { fee: 'gris', value: 1.55 },
  { fee: 'adv', value: 4.61 },
  { fee: 'toll', value: 6.46 },
  { fee: 'icms', value: 13.53 },
  { fee: 'freight_rule_fixed_value', value: -112.75 },
];

describe('carrier price of a quote', () => {
  it('leaves the freight rules out: the carrier bills its table, not the price shown to the customer', () => {
    expect(carrierFees(log).map((entry) => entry.fee)).not.toContain('freight_rule_fixed_value');
    expect(carrierPrice(log)).toBe(112.75);
  });

  it('sums to the centavo without floating-point drift, and is zero for an empty log', () => {
    expect(
      carrierPrice([
        { fee: 'weight', value: 0.1 },
        { fee: 'toll', value: 0.2 },
      ]),
    ).toBe(0.3);
    expect(carrierPrice([{ fee: 'freight_rule_increase_percentage', value: 5 }])).toBe(0);
    expect(carrierPrice([])).toBe(0);
  });
});

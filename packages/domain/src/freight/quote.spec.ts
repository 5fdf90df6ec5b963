import { describe, expect, it } from 'vitest';
import { box, freightRule as rule, route, table } from './freight-fixtures.spec-helper.js';
import { applyQuotationView, quote, type QuoteInput, quoteTables } from './quote.js';

const SAO_PAULO = 1310100;

const cheap = table({
  id: 't-cheap',
  applyIcms: false,
  carrier: { id: 'jadlog', name: 'Jadlog', canonicalName: 'jadlog' },
});
const fast = table(
  { id: 't-fast', applyIcms: false, carrier: { id: 'azul', name: 'Azul Cargo', canonicalName: 'azul' } },
  [route({ deadlineDays: 1, bands: [{ upToKg: 100, price: 90 }] })],
);

function input(over: Partial<QuoteInput> = {}): QuoteInput {
  return {
    zip: SAO_PAULO,
    parcels: [box()],
    tables: [cheap, fast],
    rules: [],
    today: '2026-11-22',
    channelId: null,
    distributionCenterId: 'cd-1',
    expeditionDays: 1,
    skuDeadlineDays: 0,
    pickupDeadlineDays: 0,
    ...over,
  };
}

const costs = (over: Partial<QuoteInput> = {}) =>
  Object.fromEntries(quote(input(over)).map((q) => [q.carrier.id, q.estimatedCost]));

describe('quote', () => {
  it('stops before the table `stop` refuses: the quotes priced so far, the rest unpriced', () => {
    const asked: string[] = [];
    const stopped = quoteTables(input({ stop: (t) => (asked.push(t.id), t.id === 't-fast') }));
    expect(asked).toEqual(['t-cheap', 't-fast']);
    expect(stopped.quotes.map((q) => q.carrier.id)).toEqual(['jadlog']);
    expect(stopped.unpriced.map((t) => t.id)).toEqual(['t-fast']);
    expect(quoteTables(input({ stop: () => false }))).toEqual({ quotes: quote(input()), unpriced: [] });
  });

  it('quotes every carrier, cheapest first, with the table price and deadlines', () => {
    // Jadlog: 65,05 (see table-price.spec). Azul: 90 + 1,55 + 4,74 + 6,46 = 102,75.
    const quotes = quote(input());
    expect(quotes.map((q) => [q.carrier.id, q.originalEstimatedCost, q.estimatedCost, q.deliveryDays])).toEqual([
      ['jadlog', 65.05, 65.05, 3],
      ['azul', 102.75, 102.75, 2],
    ]);
    expect(quotes[0].log.deadlines).toEqual({
      pickup_deadline: 0,
      expedition_time: 1,
      sku_deadline: 0,
      carrier_deadline: 2,
      freight_rules_deadline: 0,
      total: 3,
    });
  });

  it.each([
    [1, 10, { jadlog: 75.05, azul: 112.75 }],
    [2, 10, { jadlog: 71.56, azul: 113.03 }], // 65,05 × 10 % = 6,505 → 6,51; 102,75 × 10 % = 10,275 → 10,28
    [3, 10, { jadlog: 55.05, azul: 92.75 }],
    [4, 50, { jadlog: 32.52, azul: 51.37 }], // 32,525 → 32,53 off; 51,375 → 51,38 off
    [5, 19.9, { jadlog: 19.9, azul: 19.9 }],
  ] as const)('rule type %i with value %s', (type, value, expected) => {
    expect(costs({ rules: [rule([{ type, value }])] })).toEqual(expected);
  });

  it('type 5 with value 0 is free shipping', () => {
    const first = quote(input({ rules: [rule([{ type: 5, value: 0 }])] })).find((q) => q.carrier.id === 'jadlog')!;
    expect(first.estimatedCost).toBe(0);
    expect(first.freeShipping).toBe(true);
    expect(first.originalEstimatedCost).toBe(65.05);
  });

  it('type 6 removes the carrier it names', () => {
    expect(costs({ rules: [rule([{ type: 6 }], { carrierId: 'jadlog' })] })).toEqual({ azul: 102.75 });
  });

  it('never takes a price below zero', () => {
    expect(costs({ rules: [rule([{ type: 3, value: 500 }])] })).toEqual({ jadlog: 0, azul: 0 });
  });

  it.each([
    ['expired', rule([{ type: 1, value: 10 }], { endAt: '2026-11-21' })],
    ['not started', rule([{ type: 1, value: 10 }], { startAt: '2026-11-23' })],
    ['disabled', rule([{ type: 1, value: 10 }], { enabled: false })],
    ['for another channel', rule([{ type: 1, value: 10 }], { channelId: 29 })],
    ['for another CD', rule([{ type: 1, value: 10 }], { distributionCenterId: 'cd-2' })],
    ['for another CEP range', rule([{ type: 1, value: 10, zipFrom: 20000000, zipTo: 28999999 }])],
    ['below the cart minimum', rule([{ type: 1, value: 10, minCartValue: 1500.01 }])],
    ['above the cart maximum', rule([{ type: 1, value: 10, minCartValue: 0, maxCartValue: 1499.99 }])],
    ['for other SKUs', rule([{ type: 1, value: 10, skus: ['SKU-2'] }])],
    ['for fewer volumes', rule([{ type: 1, value: 10, maxVolumes: 1 }])],
  ])('ignores a rule %s', (_, ignored) => {
    const parcels = [
      box({ quantity: 1 }),
      box({ reference: 'SKU-1', quantity: 1, weight: 1, width: 0.01, height: 0.01, length: 0.01, cargoValue: 0 }),
    ];
    const base = costs({ parcels });
    expect(costs({ parcels, rules: [ignored] })).toEqual(base);
  });

  it('applies rules in order and adds their additional deadline', () => {
    const rules = [
      rule([{ type: 2, value: 10, additionalDeadline: 2 }], { id: 'a', name: 'Alta temporada' }),
      rule([{ type: 1, value: 5 }], { id: 'b', name: 'Seguro extra' }),
    ];
    const [jadlog] = quote(input({ rules, tables: [cheap] }));
    expect(jadlog.estimatedCost).toBe(76.56); // 65,05 + 6,51 + 5,00
    expect(jadlog.log.deadlines.freight_rules_deadline).toBe(2);
    expect(jadlog.deliveryDays).toBe(5);
    expect(jadlog.log.details.slice(-2).map((d) => [d.fee, d.previous_price, d.actual_price, d.rule_name])).toEqual([
      ['freight_rule_increase_percentage', 65.05, 71.56, 'Alta temporada'],
      ['freight_rule_increase_value', 71.56, 76.56, 'Seguro extra'],
    ]);
    expect(jadlog.log.details.slice(0, -2).every((d) => d.rule_name === undefined)).toBe(true);
  });

  it('skips tables of other CDs and keeps the cheapest table of a carrier', () => {
    const otherCd = table(
      { id: 't-other-cd', applyIcms: false, distributionCenterIds: ['cd-2'], carrier: cheap.carrier },
      [route({ bands: [{ upToKg: 100, price: 1 }] })],
    );
    const pricier = table({ id: 't-pricier', applyIcms: false, carrier: cheap.carrier }, [
      route({ bands: [{ upToKg: 100, price: 500 }] }),
    ]);
    const quotes = quote(input({ tables: [pricier, otherCd, cheap] }));
    expect(quotes.find((q) => q.carrier.id === 'jadlog')?.tableId).toBe('t-cheap');
  });

  it('gives no quote at all when no table reaches the destination', () => {
    expect(quote(input({ zip: 90000000 }))).toEqual([]);
  });
});

describe('applyQuotationView', () => {
  const quotes = quote(input());
  it('1 shows only the cheapest', () =>
    expect(applyQuotationView(quotes, 1).map((q) => q.carrier.id)).toEqual(['jadlog']));
  it('2 shows every carrier', () => expect(applyQuotationView(quotes, 2)).toHaveLength(2));
  it('3 shows the cheapest and the fastest', () =>
    expect(applyQuotationView(quotes, 3).map((q) => q.carrier.id)).toEqual(['jadlog', 'azul']));
  it('3 shows one quote when the cheapest is also the fastest', () =>
    expect(applyQuotationView(quote(input({ tables: [cheap] })), 3)).toHaveLength(1));
});

import { describe, expect, it } from 'vitest';
import type { QuoteDto } from '../../../pricing/index.js';
import { nuvemshopRates } from './nuvemshop-checkout.js';

const quote = (fields: Partial<QuoteDto>): QuoteDto => ({
  id: 't1',
  carrier: { id: 'c1', name: 'Jadlog', canonical_name: 'jadlog' },
  carrier_canonical_name: 'jadlog',
  own_freight_table: true,
  region: 'CAPITAL',
  cargo_value: 100,
  cubed_weight: 1,
  original_estimated_cost: 20,
  estimated_cost: 20,
  delivery_days: 3,
  free_shipping: false,
  table_deadline: 3,
  delivery_days_min: 3,
  learned: null,
  reason: null,
  ...fields,
});

describe('nuvemshopRates', () => {
  // Friday 2026-11-27, 10:00 in São Paulo.
  const now = new Date('2026-11-27T13:00:00Z');

  it("sends the chosen promise's window as dates in dias úteis from today in São Paulo", () => {
    const { rates } = nuvemshopRates({ data: [quote({ delivery_days: 6, delivery_days_min: 4 })], message: 'ok' }, now);
    expect(rates[0]).toMatchObject({
      min_delivery_date: '2026-12-03T23:59:59-03:00',
      max_delivery_date: '2026-12-07T23:59:59-03:00',
    });
  });

  it("sends one day when the promise is the table's", () => {
    const { rates } = nuvemshopRates({ data: [quote({})], message: 'ok' }, now);
    expect(rates[0].min_delivery_date).toBe(rates[0].max_delivery_date);
    expect(rates[0].max_delivery_date).toBe('2026-12-02T23:59:59-03:00');
  });
});

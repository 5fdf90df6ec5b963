import { describe, expect, it } from 'vitest';
import type { FeeLogEntry } from '@despacho/domain';
import type { ParsedCte } from '../domain/cte/parsed-cte.js';
import type { ReconciledOrder } from '../events/cte-events.js';
import { compareCte, icmsShare } from './cte-comparison.js';

const fee = (type: FeeLogEntry['fee'], value: number): FeeLogEntry => ({
  fee: type,
  value,
  previous_price: 0,
  actual_price: 0,
  percentage: null,
  icms_percentage: null,
  gris_percentage: null,
  adv_percentage: null,
});

const cte = (over: Partial<ParsedCte> = {}): ParsedCte => ({
  key: '1'.repeat(44),
  number: '1',
  series: '1',
  version: '4.00',
  issued_at: null,
  type: 0,
  carrier: { cnpj: null, name: 'Transportadora' },
  payer: { role: 'remetente', federal_tax_id: null, name: null, city: null, state: null },
  sender: null,
  recipient: null,
  origin: { city: null, state: null },
  destination: { city: null, state: null },
  total: 110,
  receivable: 110,
  components: [
    { name: 'FRETE PESO', value: 100, fee: 'weight' },
    { name: 'GRIS', value: 6, fee: 'gris' },
    { name: 'TAS', value: 4, fee: null },
  ],
  icms: { group: '00', cst: '00', base_reduction: null, base: 110, rate: 12, value: 13.2 },
  quantities: [],
  weight_kg: 12,
  cargo_value: 500,
  nfe_keys: [],
  ...over,
});

const order = (fees: FeeLogEntry[]): ReconciledOrder => ({
  order_id: 'o1',
  reference: 'P1',
  invoice_key: '2'.repeat(44),
  invoice_number: '1',
  carrier_name: null,
  estimated_cost: fees.reduce((sum, entry) => sum + entry.value, 0),
  cargo_value: 500,
  cubed_weight: 10,
  to_address: { name: 'A', city: 'B', state: 'SP' },
  fees,
});

describe('compareCte', () => {
  const quote = [order([fee('weight', 100), fee('gris', 5), fee('toll', 3)])];

  it('colours each fee: equal neutral, carrier higher red, lower orange; unknown components stay their own rows', () => {
    const { fees } = compareCte(cte(), quote);
    expect(fees.map(({ fee: type, quote_value, cte_value, status }) => [type, quote_value, cte_value, status])).toEqual(
      [
        ['weight', 100, 100, 'equal'],
        ['gris', 5, 6, 'higher'],
        ['toll', 3, 0, 'lower'],
        ['cte:TAS', 0, 4, 'higher'],
      ],
    );
  });

  it('gives the weight and invoice value differences and explains the variation', () => {
    const comparison = compareCte(cte(), quote);
    expect(comparison.weight).toEqual({ carrier: 12, quote: 10, difference: 2 });
    expect(comparison.invoice_value).toEqual({ carrier: 500, quote: 500, difference: 0 });
    expect(comparison.variation.total).toBe(2);
    expect(comparison.variation.message).toMatch(/^A transportadora cobrou R\$\s2,00 a mais que a cotação \(1,9%\)/);
    expect(compareCte(cte(), null).variation).toEqual({
      total: null,
      message: 'CT-e sem pedido conciliado: não há cotação para comparar.',
    });
  });

  it('remaps a component onto another quote fee', () => {
    const { fees } = compareCte(cte(), quote, { '2': 'toll' });
    expect(fees.find((row) => row.fee === 'toll')).toMatchObject({ components: ['TAS'], cte_value: 4, difference: 1 });
    expect(fees.find((row) => row.fee === 'cte:TAS')).toBeUndefined();
  });

  it('with ICMS highlighted takes the ICMS share (reduced base included) out of each fee into an ICMS row, the total kept', () => {
    const { fees } = compareCte(cte(), quote, {}, true);
    expect(fees.find((row) => row.fee === 'weight')?.cte_value).toBe(88);
    expect(fees.find((row) => row.fee === 'icms')?.cte_value).toBe(13.2);
    expect(fees.reduce((sum, row) => sum + row.cte_value, 0)).toBeCloseTo(110, 2);
    expect(
      icmsShare(cte({ icms: { group: '20', cst: '20', base_reduction: 50, base: 55, rate: 12, value: 6.6 } })),
    ).toBeCloseTo(0.06, 5);
    expect(
      icmsShare(cte({ icms: { group: '45', cst: '40', base_reduction: null, base: null, rate: null, value: 0 } })),
    ).toBe(0);
  });
});

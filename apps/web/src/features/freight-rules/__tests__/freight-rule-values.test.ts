import type { FreightRuleDto } from '@despacho/api-client';
import { payloadOf, valuesOf } from '../components/freight-rule-values';

const route = (zip_from: string, zip_up: string, over: object = {}) => ({
  id: 1,
  rule_type: 5,
  zip_from,
  zip_up,
  value: 0,
  additional_deadline: 0,
  cart_min: false,
  min_value: null,
  max_value: null,
  apply_only_skus: false,
  sku_list: null,
  apply_only_volumes: false,
  total_volumes: null,
  destination: 'AM',
  ...over,
});

const rule = (routes: object[]) =>
  ({
    id: 'r1',
    name: 'AM',
    channel_id: null,
    distribution_center_id: null,
    carrier_id: null,
    start_at: '2026-01-01',
    end_at: null,
    enabled: true,
    total_rules: routes.length,
    routes,
  }) as unknown as FreightRuleDto;

describe('freight rule values', () => {
  it('shows the stored ranges of one place with the same settings as one destination, and sends them back unchanged', () => {
    const stored = rule([
      route('69000000', '69299999'),
      route('69400000', '69899999'),
      route('01000000', '19999999', { destination: 'SP' }),
    ]);
    const values = valuesOf(stored);
    expect(values.routes).toHaveLength(2);
    expect(values.routes[0].extra_ranges).toEqual([{ zip_from: '69400000', zip_up: '69899999' }]);
    expect(payloadOf(values).routes.map((r) => [r.zip_from, r.zip_up, r.destination])).toEqual([
      ['69000000', '69299999', 'AM'],
      ['69400000', '69899999', 'AM'],
      ['01000000', '19999999', 'SP'],
    ]);
  });

  it('keeps ranges of one place apart when their settings differ', () => {
    const values = valuesOf(rule([route('69000000', '69299999'), route('69400000', '69899999', { value: 10 })]));
    expect(values.routes).toHaveLength(2);
  });
});

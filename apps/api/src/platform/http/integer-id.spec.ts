import { describe, expect, it } from 'vitest';
import { NotFound } from '../errors/domain-errors.js';
import { INTEGER_ID_MAX, integerIdParam, isIntegerId } from './integer-id.js';

describe('integer ids against their columns', () => {
  it('takes 1 to 2,147,483,647 for an integer column, nothing else', () => {
    expect([1, 29, INTEGER_ID_MAX].every(isIntegerId)).toBe(true);
    expect([0, -1, 1.5, INTEGER_ID_MAX + 1, 1e20, Number.NaN, '8', null].some(isIntegerId)).toBe(false);
  });

  it('answers the 404 of a record that cannot exist for a path id past its column', () => {
    const delivery = integerIdParam('bigint', 'Entrega não encontrada.');
    expect(delivery.transform('9223372036854775807', { type: 'param' })).toBe('9223372036854775807');
    for (const bad of ['9223372036854775808', '99999999999999999999', '0', '01', '-1', '1e3', ''])
      expect(() => delivery.transform(bad, { type: 'param' })).toThrow(new NotFound('Entrega não encontrada.'));
    const channel = integerIdParam('integer', 'Canal não encontrado.');
    expect(channel.transform('2147483647', { type: 'param' })).toBe('2147483647');
    expect(() => channel.transform('2147483648', { type: 'param' })).toThrow(NotFound);
  });
});

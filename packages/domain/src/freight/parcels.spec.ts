import { describe, expect, it } from 'vitest';
import { isParcelWithinLimits } from './parcels.js';

const parcel = { width: 0.3, height: 0.2, length: 0.4, weight: 2.5, quantity: 1, cargo_value: 199.9 };

describe('isParcelWithinLimits', () => {
  it('accepts a common parcel and the bounds themselves', () => {
    expect(isParcelWithinLimits(parcel)).toBe(true);
    expect(
      isParcelWithinLimits({
        width: 10,
        height: 0.001,
        length: 10,
        weight: 10_000,
        quantity: 1000,
        cargo_value: 100_000_000,
      }),
    ).toBe(true);
    expect(isParcelWithinLimits({ ...parcel, cargo_value: undefined })).toBe(true);
  });

  it.each([
    ['weight', 1e308],
    ['width', 1e308],
    ['quantity', 1e19],
    ['weight', 5e-324],
    ['cargo_value', 1e15],
    ['quantity', 1.5],
    ['height', Number.NaN],
    ['length', '0.3'],
  ])('refuses %s = %s', (field, value) => {
    expect(isParcelWithinLimits({ ...parcel, [field]: value })).toBe(false);
  });
});

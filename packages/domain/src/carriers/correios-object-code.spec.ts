import { describe, expect, it } from 'vitest';
import { correiosCheckDigit, isValidCorreiosObjectCode, looksLikeCorreiosObjectCode } from './correios-object-code.js';

describe('Correios object code', () => {
  it('computes the check digit of CARRIERS.md §1.6 worked example and its edge rules', () => {
    expect(correiosCheckDigit('12345678')).toBe(5);
    // r = 0 gives 5 and r = 1 gives 0 (php-sigep's rule): 00000000 sums to 0.
    expect(correiosCheckDigit('00000000')).toBe(5);
  });

  it('accepts a code with its right digit and refuses one digit off or a wrong shape', () => {
    expect(isValidCorreiosObjectCode('AA123456785BR')).toBe(true);
    expect(isValidCorreiosObjectCode(' aa123456785br ')).toBe(true);
    expect(isValidCorreiosObjectCode('AA123456784BR')).toBe(false);
    expect(isValidCorreiosObjectCode('AA12345678BR')).toBe(false);
    expect(looksLikeCorreiosObjectCode('AA123456784BR')).toBe(true);
    expect(looksLikeCorreiosObjectCode('35240112345678000190550010000012341000012345')).toBe(false);
  });
});

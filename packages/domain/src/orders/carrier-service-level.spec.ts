import { describe, expect, it } from 'vitest';
import { carrierServiceLevel, serviceLevelLabel } from './carrier-service-level.js';

describe('carrierServiceLevel', () => {
  it('is the on-time share in fifths, from 1 to 5', () => {
    expect(carrierServiceLevel(10, 10)).toBe(5);
    expect(carrierServiceLevel(81, 100)).toBe(5);
    expect(carrierServiceLevel(80, 100)).toBe(4);
    expect(carrierServiceLevel(41, 100)).toBe(3);
    expect(carrierServiceLevel(21, 100)).toBe(2);
    expect(carrierServiceLevel(20, 100)).toBe(1);
    expect(carrierServiceLevel(0, 7)).toBe(1);
  });

  it('has no level without deliveries', () => {
    expect(carrierServiceLevel(0, 0)).toBeNull();
  });

  it("is shown as 'N de 5'", () => {
    expect(serviceLevelLabel(4)).toBe('4 de 5');
  });
});

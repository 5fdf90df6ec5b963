import { describe, expect, it } from 'vitest';
import { trackingCodeOf } from './tracking-code.js';

describe('trackingCodeOf', () => {
  it('is DS and 13 base-36 characters of the id, always the same for one order', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(trackingCodeOf(id)).toMatch(/^DS[0-9A-Z]{13}$/);
    expect(trackingCodeOf(id)).toBe(trackingCodeOf(id.toUpperCase()));
    expect(trackingCodeOf(id)).toBe(`DS${BigInt('0x3f2504e04f8941d3').toString(36).toUpperCase().padStart(13, '0')}`);
  });

  it('differs for ids differing in the first 64 bits and pads small values', () => {
    expect(trackingCodeOf('00000000-0000-0001-0000-000000000000')).toBe('DS0000000000001');
    expect(trackingCodeOf('00000000-0000-0002-0000-000000000000')).toBe('DS0000000000002');
  });

  it('refuses something that is not an id', () => {
    expect(() => trackingCodeOf('PED-1')).toThrow('Id de pedido inválido');
  });
});

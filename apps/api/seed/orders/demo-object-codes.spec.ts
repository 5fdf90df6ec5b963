import { isValidCorreiosObjectCode } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { storyOf } from '@despacho/stubs';
import { demoObjectCode, demoStoryOf } from './demo-object-codes.js';

describe('demo object codes', () => {
  it('are valid codes whose stub story is the one asked, distinct per index', () => {
    expect(storyOf(demoObjectCode('failed_attempt', 0))).toContain('failed_attempt');
    expect(storyOf(demoObjectCode('failed_attempt', 0)).at(-1)).toBe('delivered');
    expect(storyOf(demoObjectCode('stale', 0))).toEqual(['posted', 'in_transit']);
    const delivered = [0, 1, 2].map((i) => demoObjectCode('delivered', i));
    expect(new Set(delivered).size).toBe(3);
    for (const code of delivered) {
      expect(isValidCorreiosObjectCode(code)).toBe(true);
      expect(storyOf(code)).toEqual(['posted', 'in_transit', 'out_for_delivery', 'delivered']);
    }
    expect([0, 1, 2].map(demoStoryOf)).toEqual(['failed_attempt', 'stale', 'delivered']);
  });
});

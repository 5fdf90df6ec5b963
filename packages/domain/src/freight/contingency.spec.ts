import { describe, expect, it } from 'vitest';
import { backgroundTaskStatus, increasedPriceCents } from './contingency.js';

describe('contingency price modification', () => {
  it('adds a value, adds a percentage or fixes the price, in centavos', () => {
    expect(increasedPriceCents(4590, null)).toBe(4590);
    expect(increasedPriceCents(4590, { type: 'value', value: 5.5 })).toBe(5140);
    expect(increasedPriceCents(4590, { type: 'percentage', value: 10 })).toBe(5049);
    expect(increasedPriceCents(4590, { type: 'percentage', value: -100 })).toBe(0);
    expect(increasedPriceCents(4590, { type: 'fixed', value: 19.9 })).toBe(1990);
  });

  it('reads the status from start_at and end_at', () => {
    expect(backgroundTaskStatus({ start_at: null, end_at: null })).toBe('pending');
    expect(backgroundTaskStatus({ start_at: '2026-01-01', end_at: null })).toBe('processing');
    expect(backgroundTaskStatus({ start_at: '2026-01-01', end_at: '2026-01-01' })).toBe('finished');
  });
});

import { describe, expect, it } from 'vitest';
import { saoPauloOffsetAt, utcToSaoPauloLocal } from './sao-paulo-time.js';

describe('São Paulo time', () => {
  it('knows the offset, summer time included (until 2019)', () => {
    expect(saoPauloOffsetAt(Date.UTC(2026, 10, 29, 13))).toBe(-3 * 3_600_000);
    expect(saoPauloOffsetAt(Date.UTC(2018, 11, 1, 14))).toBe(-2 * 3_600_000);
  });

  it('writes UTC back as Brasília wall clock (the stubs)', () => {
    expect(utcToSaoPauloLocal(Date.UTC(2026, 10, 29, 13, 0, 5))).toBe('2026-11-29T10:00:05');
    expect(utcToSaoPauloLocal(Date.UTC(2018, 11, 1, 14, 0, 0))).toBe('2018-12-01T12:00:00');
  });
});

import { describe, expect, it } from 'vitest';
import { carrierTimeToUtc } from './carrier-time.js';

describe('carrier times', () => {
  it.each([
    ['2026-11-29T10:00:00', '2026-11-29T13:00:00.000Z'], // Correios dtHrCriado, SSW data_hora
    ['2026-11-29T23:30:15.123', '2026-11-30T02:30:15.000Z'],
    ['2026-11-29 10:00:00', '2026-11-29T13:00:00.000Z'], // Jadlog 'Y-m-d H:i:s'
    ['21/01/2021', '2021-01-21T03:00:00.000Z'], // Jadlog mock: a date alone is its midnight in Brasília
    ['27/11/2026 09:30', '2026-11-27T12:30:00.000Z'],
    ['2018-12-01T12:00:00', '2018-12-01T14:00:00.000Z'], // summer time (UTC−2) until 2019
    ['2019-02-17T00:30:00', '2019-02-17T03:30:00.000Z'], // the day summer time ended
    ['2026-11-29T10:00:00-03:00', '2026-11-29T13:00:00.000Z'], // an offset is honoured
    ['2026-11-29T10:00:00Z', '2026-11-29T10:00:00.000Z'],
  ])('%s → %s', (raw, utc) => {
    expect(carrierTimeToUtc(raw)).toBe(utc);
  });

  it.each(['', 'ontem', '2026-13-01T10:00:00', '32/01/2026', '2026-11-29T25:00:00'])('%j cannot be read', (raw) => {
    expect(carrierTimeToUtc(raw)).toBeNull();
  });
});

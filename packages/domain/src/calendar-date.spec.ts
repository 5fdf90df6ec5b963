import { describe, expect, it } from 'vitest';
import { addCalendarDays, dayOfWeek, isCalendarDate, saoPauloCalendarDate } from './calendar-date.js';

describe('isCalendarDate', () => {
  it.each<[unknown, boolean]>([
    ['2024-02-29', true], // leap year
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-1-3', false],
    ['2025-01-03T00:00:00Z', false],
    [20250103, false],
  ])('%j → %s', (value, expected) => expect(isCalendarDate(value)).toBe(expected));
});

describe('addCalendarDays', () => {
  it.each([
    ['2025-12-31', 1, '2026-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-04-05', -48, '2026-02-16'],
  ])('%s + %i → %s', (date, days, expected) => expect(addCalendarDays(date, days)).toBe(expected));

  it('rejects malformed dates', () => expect(() => addCalendarDays('03/01/2025', 1)).toThrow(RangeError));
});

describe('dayOfWeek', () => {
  it.each([
    ['2025-01-03', 5], // Friday
    ['2025-01-05', 0], // Sunday
    ['2026-02-16', 1], // Monday
  ])('%s → %s', (date, weekday) => expect(dayOfWeek(date)).toBe(weekday));
});

describe('saoPauloCalendarDate', () => {
  it.each([
    ['2026-03-02T02:30:00Z', '2026-03-01'], // still 1 March, 23:30, in São Paulo
    ['2026-03-02T03:00:00Z', '2026-03-02'],
  ])('%s → %s', (instant, date) => expect(saoPauloCalendarDate(instant)).toBe(date));
});

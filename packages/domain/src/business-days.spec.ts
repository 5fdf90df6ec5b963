import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  easterSunday,
  isBusinessDay,
  nationalHolidays,
} from './business-days.js';

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
  ])('%s → %s', (year, date) => expect(easterSunday(year)).toBe(date));
});

describe('nationalHolidays', () => {
  it.each([
    [
      2025, // Easter 04-20: Carnaval 03-03/04, Good Friday 04-18, Corpus Christi 06-19
      [
        '2025-01-01',
        '2025-03-03',
        '2025-03-04',
        '2025-04-18',
        '2025-04-21',
        '2025-05-01',
        '2025-06-19',
        '2025-09-07',
        '2025-10-12',
        '2025-11-02',
        '2025-11-15',
        '2025-11-20',
        '2025-12-25',
      ],
    ],
    [
      2026, // Easter 04-05: Carnaval 02-16/17, Good Friday 04-03, Corpus Christi 06-04
      [
        '2026-01-01',
        '2026-02-16',
        '2026-02-17',
        '2026-04-03',
        '2026-04-21',
        '2026-05-01',
        '2026-06-04',
        '2026-09-07',
        '2026-10-12',
        '2026-11-02',
        '2026-11-15',
        '2026-11-20',
        '2026-12-25',
      ],
    ],
    [
      2023, // Easter 04-09; no Consciência Negra before 2024
      [
        '2023-01-01',
        '2023-02-20',
        '2023-02-21',
        '2023-04-07',
        '2023-04-21',
        '2023-05-01',
        '2023-06-08',
        '2023-09-07',
        '2023-10-12',
        '2023-11-02',
        '2023-11-15',
        '2023-12-25',
      ],
    ],
  ])('%s', (year, holidays) => expect(nationalHolidays(year)).toEqual(holidays));

  it('lists a day once when Good Friday falls on Tiradentes (2000)', () => {
    const holidays = nationalHolidays(2000);
    expect(holidays.filter((d) => d === '2000-04-21')).toHaveLength(1);
    expect(holidays).toHaveLength(11);
  });

  it('rejects non-Gregorian or fractional years', () => {
    expect(() => nationalHolidays(1500)).toThrow(RangeError);
    expect(() => nationalHolidays(2025.5)).toThrow(RangeError);
  });
});

describe('isBusinessDay', () => {
  it.each([
    ['2025-01-03', true], // Friday
    ['2025-01-04', false], // Saturday
    ['2025-01-05', false], // Sunday
    ['2026-02-16', false], // Carnaval Monday
    ['2026-02-18', true], // Ash Wednesday counts
    ['2025-11-20', false], // Consciência Negra, Thursday
    ['2023-11-20', true], // Monday, before it became national
  ])('%s → %s', (date, expected) => expect(isBusinessDay(date)).toBe(expected));

  it('rejects malformed dates', () => expect(() => isBusinessDay('2025-02-30')).toThrow(RangeError));
});

describe('addBusinessDays', () => {
  it.each([
    ['2025-01-03', 1, '2025-01-06'], // Friday → Monday, across the weekend
    ['2025-01-03', 5, '2025-01-10'],
    ['2026-04-02', 1, '2026-04-06'], // Thursday → Monday, across Good Friday and the weekend
    ['2025-04-17', 1, '2025-04-22'], // Good Friday 04-18 and Tiradentes Monday 04-21
    ['2026-02-13', 1, '2026-02-18'], // Friday → Wednesday, across the weekend and Carnaval
    ['2025-12-31', 1, '2026-01-02'], // across New Year into the next year's holidays
    ['2025-01-06', 0, '2025-01-06'], // 0 on a business day: the day itself
    ['2026-02-14', 0, '2026-02-18'], // 0 on the Saturday before Carnaval: the next business day
    ['2026-02-14', 1, '2026-02-19'], // a Saturday start rolls to Wednesday, then counts one
    ['2026-04-03', 2, '2026-04-08'], // a Good Friday start rolls to Monday 04-06, then counts two
  ])('%s + %i → %s', (start, n, expected) => expect(addBusinessDays(start, n)).toBe(expected));

  it.each([1.5, -1])('rejects %s days', (n) => expect(() => addBusinessDays('2025-01-03', n)).toThrow(RangeError));
  it('rejects malformed dates', () => expect(() => addBusinessDays('03/01/2025', 1)).toThrow(RangeError));
});

describe('businessDaysBetween', () => {
  it.each([
    ['2025-01-03', '2025-01-03', 0],
    ['2025-01-03', '2025-01-06', 1],
    ['2025-01-03', '2025-01-10', 5],
    ['2026-02-13', '2026-02-18', 1],
    ['2025-01-04', '2025-01-05', 0], // a weekend
    ['2025-01-10', '2025-01-03', -5],
    ['2025-12-31', '2026-12-31', 249], // all of 2026: 261 weekdays minus 12 holidays (only 11-15 falls on a Sunday)
  ])('%s → %s: %i', (from, to, count) => expect(businessDaysBetween(from, to)).toBe(count));

  it.each([0, 1, 2, 7, 30, 250])('inverts addBusinessDays from a business day, n = %i', (n) =>
    expect(businessDaysBetween('2026-02-13', addBusinessDays('2026-02-13', n))).toBe(n),
  );
});

import { describe, expect, it } from 'vitest';
import { formatBRL, formatDate, formatDateTime, formatTimestamp, parseBrazilianNumber } from './format.js';

describe('formatBRL', () => {
  it.each([
    [0, 'R$ 0,00'],
    [1234.56, 'R$ 1.234,56'],
    [1000000, 'R$ 1.000.000,00'],
    [0.1 + 0.2, 'R$ 0,30'],
    [-12.5, '-R$ 12,50'],
  ])('%s → %s', (value, text) => expect(formatBRL(value)).toBe(text));
});

describe('formatDate', () => {
  it.each<[string | Date, string]>([
    ['2026-03-01', '01/03/2026'], // date-only: a calendar day, never shifted to 28/02 by UTC−3
    ['2026-01-01', '01/01/2026'],
    ['2026-03-02T02:30:00Z', '01/03/2026'], // 23:30 of 1 March in São Paulo
    ['2026-03-02T03:00:00Z', '02/03/2026'], // São Paulo midnight
    [new Date('2026-12-25T15:00:00Z'), '25/12/2026'],
  ])('%s → %s', (value, text) => expect(formatDate(value)).toBe(text));

  it.each(['2025-02-30', 'not a date'])('rejects %s', (value) => expect(() => formatDate(value)).toThrow(RangeError));
});

describe('formatDateTime', () => {
  it.each<[string | Date, string]>([
    ['2026-11-22T17:05:00Z', '22/11/2026 14:05'],
    ['2026-03-02T02:30:00Z', '01/03/2026 23:30'], // late-night UTC instant stays on the São Paulo day
    ['2026-03-02T03:00:00Z', '02/03/2026 00:00'], // midnight is 00, not 24
    [new Date('2025-07-01T12:00:00-03:00'), '01/07/2025 12:00'],
  ])('%s → %s', (value, text) => expect(formatDateTime(value)).toBe(text));
});

describe('formatTimestamp', () => {
  it.each<[string | Date, string]>([
    ['2026-11-28T22:08:51.007Z', '28/11/2026 19:08:51'], // issue 29.31: an order of 19:08 local, not its UTC ISO text
    ['2026-03-02T02:59:59Z', '01/03/2026 23:59:59'], // a late-night UTC instant stays on the São Paulo day
    ['2026-03-02T03:00:00Z', '02/03/2026 00:00:00'], // midnight is 00, not 24
    [new Date('2025-07-01T12:00:05-03:00'), '01/07/2025 12:00:05'],
  ])('%s → %s', (value, text) => expect(formatTimestamp(value)).toBe(text));

  it('rejects an invalid date', () => expect(() => formatTimestamp('not a date')).toThrow(RangeError));
});

describe('parseBrazilianNumber', () => {
  it.each([
    ['1.080,65', 1080.65],
    ['1080,65', 1080.65],
    ['0,316%', 0.316],
    ['0,316 %', 0.316],
    ['12.5', 12.5], // single dot, no comma: plain decimal
    ['1.080', 1.08], // the documented ambiguity: still a plain decimal
    ['1.000.000', 1000000], // several dots can only be thousands
    ['42', 42],
    ['  7,5 ', 7.5],
    ['-3,25', -3.25],
    ['R$ 1.234,56', 1234.56],
    ['-R$ 12,50', -12.5], // what formatBRL writes
    ['R$ -12,50', -12.5],
    ['R$\u00a01.234,56', 1234.56],
  ])('%j → %s', (text, value) => expect(parseBrazilianNumber(text)).toBe(value));

  it.each(['', 'abc', '1,2,3', '1.23,45', '12,', ',5', '1.2.3', '12a', '--1', '%', 'R$'])('%j → NaN', (text) =>
    expect(parseBrazilianNumber(text)).toBeNaN(),
  );
});

import { type FieldSpan, field } from '../../connectors/edi-proceda/ocoren-layout.js';

/** Readers of PROCEDA fields (1-based inclusive spans of a record padded to its length). */
export const textAt = (record: string, span: FieldSpan): string => field(record, span).trim();

/** A number with `decimals` implicit decimals; null when the field is not all digits (blank = 0). */
export function numberAt(record: string, span: FieldSpan, decimals = 2): number | null {
  const raw = field(record, span).trim();
  if (raw === '') return 0;
  if (!/^\d+$/.test(raw)) return null;
  return Number(raw) / 10 ** decimals;
}

/** Digits without their zero padding ('000123' → '123'); '' stays ''. */
export const unpadded = (value: string): string => value.replace(/^0+(?=.)/, '');

/** DDMMAAAA → YYYY-MM-DD, or null when it is no real day. */
export function dayAt(record: string, span: FieldSpan): string | null {
  const raw = field(record, span);
  if (!/^\d{8}$/.test(raw)) return null;
  const [day, month, year] = [+raw.slice(0, 2), +raw.slice(2, 4), +raw.slice(4)];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${raw.slice(4)}-${raw.slice(2, 4)}-${raw.slice(0, 2)}`;
}

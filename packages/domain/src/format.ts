// pt-BR presentation: money as 'R$ 1.234,56', dates as DD/MM/YYYY in São Paulo time.
import { isCalendarDate } from './calendar-date.js';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const SAO_PAULO_DATE_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Intl separates 'R$' with a no-break space; a plain space keeps texts comparable. */
export function formatBRL(value: number): string {
  return BRL.format(value).replace(/\u00a0/g, ' ');
}

// formatToParts instead of string surgery: separators differ between ICU versions (Node vs browsers).
function saoPauloParts(value: string | Date): Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string> {
  const parts = SAO_PAULO_DATE_TIME.formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/**
 * 'DD/MM/YYYY'. A 'YYYY-MM-DD' value is a calendar date and is never shifted by time zone;
 * timestamps and Dates show their São Paulo day. Throws RangeError on an invalid date.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isCalendarDate(value)) throw new RangeError(`Invalid date: ${value}`);
    return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  }
  const { day, month, year } = saoPauloParts(value);
  return `${day}/${month}/${year}`;
}

/** 'DD/MM/YYYY HH:mm' in São Paulo wall time, whatever the runtime's zone. Throws RangeError on an invalid date. */
export function formatDateTime(value: string | Date): string {
  const { day, month, year, hour, minute } = saoPauloParts(value);
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/**
 * 'DD/MM/YYYY HH:mm:ss' in São Paulo wall time, as the spec shows timestamps (public-account.md
 * §2.3): the CSV exports' instants. Throws RangeError on an invalid date.
 */
export function formatTimestamp(value: string | Date): string {
  const { day, month, year, hour, minute, second } = saoPauloParts(value);
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}

const BRAZILIAN = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/; // '1.080,65', '1080,65', '1.000.000'
const PLAIN = /^\d+(?:\.\d+)?$/; // '12.5', '12'

/**
 * Reads numbers typed or pasted in pt-BR: '1.080,65' → 1080.65, '0,316%' → 0.316 (the % sign is
 * dropped, not divided by 100), 'R$ -12,50' → -12.5. A comma, or more than one dot, means pt-BR
 * (dots group thousands); a single dot with no comma is a plain decimal, so '1.080' is 1.08.
 * Anything else, including a misplaced thousands dot, is NaN.
 */
export function parseBrazilianNumber(text: string): number {
  let s = text.trim();
  let sign = 1;
  const takeSign = () => {
    if (s.startsWith('-') || s.startsWith('+')) {
      if (s.startsWith('-')) sign = -sign;
      s = s.slice(1).trim();
      return true;
    }
    return false;
  };
  const signed = takeSign(); // '-R$ 12,50' as formatBRL writes it
  if (s.startsWith('R$')) s = s.slice(2).trim();
  if (!signed) takeSign(); // 'R$ -12,50'
  if (s.endsWith('%')) s = s.slice(0, -1).trim();

  const dots = s.split('.').length - 1;
  if (s.includes(',') || dots > 1) {
    if (!BRAZILIAN.test(s)) return NaN;
    return sign * Number(s.replaceAll('.', '').replace(',', '.'));
  }
  return PLAIN.test(s) ? sign * Number(s) : NaN;
}

/** A rating of 1 to 5 as five stars, filled then empty: '★★★★☆'. */
export const ratingStars = (rate: number) => `${'★'.repeat(rate)}${'☆'.repeat(5 - rate)}`;

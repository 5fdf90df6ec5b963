// Calendar dates travel as 'YYYY-MM-DD' strings: a day, not an instant, so no time zone can shift it.
// Arithmetic runs on UTC midnights, which have no daylight-saving jumps.

/** A calendar date written 'YYYY-MM-DD'. */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** True for a well-formed 'YYYY-MM-DD' that exists in the calendar ('2025-02-30' does not). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** UTC midnight of the date, in milliseconds; throws RangeError on anything but a real 'YYYY-MM-DD'. */
export function calendarDateToUtcMs(date: CalendarDate): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a 'YYYY-MM-DD' calendar date: ${String(date)}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function utcMsToCalendarDate(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date `days` days later (earlier when negative). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return utcMsToCalendarDate(calendarDateToUtcMs(date) + days * MS_PER_DAY);
}

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(calendarDateToUtcMs(date)).getUTCDay();
}

/** The São Paulo calendar day of an instant; pass the clock in (e.g. `saoPauloCalendarDate(new Date())`) to get "today". */
export function saoPauloCalendarDate(instant: Date | string): CalendarDate {
  const parts = SAO_PAULO_DAY.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

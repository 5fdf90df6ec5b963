// Deadlines (prazos) are counted in dias úteis: Monday to Friday minus Brazilian national holidays.
// State and municipal holidays are out of scope: the rule must be the same in the API and the browser.
import { addCalendarDays, calendarDateToUtcMs, dayOfWeek, type CalendarDate } from './calendar-date.js';

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
// 11-20 (Consciência Negra) is national only from 2024 on (Lei 14.759/2023).
const CONSCIENCIA_NEGRA_SINCE = 2024;
// Carnaval Monday and Tuesday, Good Friday and Corpus Christi, in days from Easter Sunday.
// Carnaval and Corpus Christi are formally pontos facultativos, but carriers do not work them.
const EASTER_OFFSETS = [-48, -47, -2, 60];

const holidaysByYear = new Map<number, ReadonlySet<CalendarDate>>();

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  assertYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** National holidays of the year as sorted, distinct 'YYYY-MM-DD' (Good Friday can fall on Tiradentes). */
export function nationalHolidays(year: number): CalendarDate[] {
  return [...holidaySet(year)];
}

/** Monday to Friday and not a national holiday. Throws RangeError unless given a real 'YYYY-MM-DD'. */
export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !holidaySet(Number(date.slice(0, 4))).has(date);
}

/**
 * The date `days` business days after `start`, for "prazo de N dias úteis".
 * A start on a weekend or holiday first rolls forward to the next business day, and counting starts
 * from there; so 0 days gives `start` itself when it is a business day, else the next one, and the
 * result never goes backwards as `days` grows (Saturday + 0 = Monday, Saturday + 1 = Tuesday).
 */
export function addBusinessDays(start: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Business days must be a whole number ≥ 0: ${days}`);
  let date = start;
  while (!isBusinessDay(date)) date = addCalendarDays(date, 1);
  for (let left = days; left > 0;) {
    date = addCalendarDays(date, 1);
    if (isBusinessDay(date)) left--;
  }
  return date;
}

/**
 * Business days after `from` up to and including `to`; negative when `to` is before `from`
 * (e.g. businessDaysBetween(deadline, today) > 0 means that many dias úteis late).
 * For a business day `from`, businessDaysBetween(from, addBusinessDays(from, n)) === n.
 */
export function businessDaysBetween(from: CalendarDate, to: CalendarDate): number {
  if (calendarDateToUtcMs(to) < calendarDateToUtcMs(from)) return -businessDaysBetween(to, from);
  let count = 0;
  for (let date = from; date !== to;) {
    date = addCalendarDays(date, 1);
    if (isBusinessDay(date)) count++;
  }
  return count;
}

function assertYear(year: number): void {
  // The Gregorian computus starts in 1583; 'YYYY-MM-DD' stops at 9999.
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`Unsupported year: ${year}`);
}

function holidaySet(year: number): ReadonlySet<CalendarDate> {
  let set = holidaysByYear.get(year);
  if (!set) {
    const easter = easterSunday(year);
    const fixed = year >= CONSCIENCIA_NEGRA_SINCE ? [...FIXED_HOLIDAYS, '11-20'] : FIXED_HOLIDAYS;
    const dates = [
      ...fixed.map((monthDay) => `${year}-${monthDay}`),
      ...EASTER_OFFSETS.map((n) => addCalendarDays(easter, n)),
    ];
    set = new Set(dates.sort()); // a Set drops a movable holiday that lands on a fixed one
    holidaysByYear.set(year, set);
  }
  return set;
}

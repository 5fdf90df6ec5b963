import { addBusinessDays, type CalendarDate, saoPauloCalendarDate } from '@despacho/domain';

let memo = { minute: Number.NaN, today: '', byDays: new Map<number, CalendarDate>() };

/**
 * orderDeadline(now, days), remembered: São Paulo's day is worked out (Intl) once a minute (a day only
 * turns on a minute's edge), and each count of dias úteis from it once. A Nuvemshop answer asks two per
 * rate, and each cost ~40 µs of CPU: most of what a callback cost over the quote it asks (issue 34).
 */
export function deadlineDate(now: Date, days: number): CalendarDate {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== memo.minute) memo = { minute, today: saoPauloCalendarDate(now), byDays: new Map() };
  let date = memo.byDays.get(days);
  if (date === undefined) memo.byDays.set(days, (date = addBusinessDays(memo.today, days)));
  return date;
}

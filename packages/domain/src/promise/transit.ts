// Transit time of a delivery, in business days (weekends and national holidays do not count), from the
// day the carrier had the parcel (pickup performed, posted or first in transit) to the delivery day,
// both São Paulo calendar days.
import { businessDaysBetween } from '../business-days.js';
import { saoPauloCalendarDate, type CalendarDate } from '../calendar-date.js';

/** Whole business days from `start` to `delivered` (≥ 0: a delivery before its start counts as 0). */
export function transitBusinessDays(
  start: Date | string | CalendarDate,
  delivered: Date | string | CalendarDate,
): number {
  return Math.max(0, businessDaysBetween(dayOf(start), dayOf(delivered)));
}

function dayOf(value: Date | string): CalendarDate {
  return typeof value === 'string' && value.length === 10 ? value : saoPauloCalendarDate(value);
}

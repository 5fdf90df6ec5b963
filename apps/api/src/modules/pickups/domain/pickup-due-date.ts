import { addBusinessDays, addCalendarDays, type CalendarDate, dayOfWeek } from '@despacho/domain';
import type { PickupWindow, PickupWindowDay } from '../../catalog/index.js';

const WEEKDAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

const opens = (day: PickupWindowDay | undefined) => Boolean(day && (day.time1 || day.time3));

/**
 * The day a requested pickup is due: the first business day after the request (weekends and national
 * holidays skipped, orders-pickups.md §1) on which the CD has a pickup window. A CD with no window on
 * any weekday only skips non-business days. `requestedOn` is the São Paulo day of the request.
 */
export function pickupDueDate(requestedOn: CalendarDate, window: PickupWindow | null): CalendarDate {
  const openDays = new Set(WEEKDAY_KEYS.flatMap((key, index) => (window && opens(window[key]) ? [index + 1] : [])));
  let day = addBusinessDays(addCalendarDays(requestedOn, 1), 0);
  while (openDays.size > 0 && !openDays.has(dayOfWeek(day))) day = addBusinessDays(addCalendarDays(day, 1), 0);
  return day;
}

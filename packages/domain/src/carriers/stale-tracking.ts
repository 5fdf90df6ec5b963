// 'Rastreamento desatualizado' (issue 30): a shipment in transit with no carrier event for more than
// N business days (a company setting, 2 by default).
import { isBusinessDay } from '../business-days.js';
import { addCalendarDays, type CalendarDate } from '../calendar-date.js';

export const DEFAULT_STALE_TRACKING_BUSINESS_DAYS = 2;

/**
 * The latest day whose carrier news is stale today: a shipment whose last event (São Paulo day) is on
 * or before it has had more than `businessDays` business days without one (businessDaysBetween > N).
 */
export function staleTrackingCutoff(today: CalendarDate, businessDays: number): CalendarDate {
  let day = today;
  for (let counted = 0; counted <= businessDays; day = addCalendarDays(day, -1)) {
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

// An order's delivery deadline and the list's deadline filter (orders-pickups.md §4 "Deadline filters").
//
// Every date here is a São Paulo calendar day: `deadline` is a 'YYYY-MM-DD' day, `today` is
// saoPauloCalendarDate(clock) and an instant such as delivered_at counts on the day it was in São Paulo.
// The list query mirrors these definitions (delivered_on = delivered_at's São Paulo day; an order
// without a deadline matches no deadline filter; "open" = not yet delivered and status not 5, 9, 14):
//   delayed          open and deadline < today        (the deadline day itself is not late yet)
//   today            open and deadline = today
//   delivered_early  delivered_on <= deadline         (delivered on the deadline day is on time)
//   delivered_late   delivered_on > deadline
// delivered_early and delivered_late split the delivered orders in two, like the dashboard's on-time
// (EDP) and late (EFP) deliveries; delayed and today are what is still to be delivered.
import { addBusinessDays } from '../business-days.js';
import { calendarDateToUtcMs, saoPauloCalendarDate, type CalendarDate } from '../calendar-date.js';
import { FINAL_ORDER_STATUSES, type OrderStatusId } from './order-status.js';

export const ORDER_DEADLINE_FILTERS = ['delayed', 'today', 'delivered_early', 'delivered_late'] as const;

export type OrderDeadlineFilter = (typeof ORDER_DEADLINE_FILTERS)[number];

export function isOrderDeadlineFilter(value: unknown): value is OrderDeadlineFilter {
  return (ORDER_DEADLINE_FILTERS as readonly unknown[]).includes(value);
}

export interface OrderDeadlineFacts {
  deadline: CalendarDate | null;
  deliveredAt: Date | string | null;
  status: OrderStatusId;
}

/**
 * The deadline of an order created at `createdAt` whose quote takes `businessDays` dias úteis in
 * all (the deadline log's total): counted from the São Paulo day of creation.
 */
export function orderDeadline(createdAt: Date | string, businessDays: number): CalendarDate {
  return addBusinessDays(saoPauloCalendarDate(createdAt), businessDays);
}

/** The São Paulo day the order was delivered, or null while it is not. */
export function deliveredOn(order: Pick<OrderDeadlineFacts, 'deliveredAt'>): CalendarDate | null {
  return order.deliveredAt === null ? null : saoPauloCalendarDate(order.deliveredAt);
}

export function matchesDeadlineFilter(
  filter: OrderDeadlineFilter,
  order: OrderDeadlineFacts,
  today: CalendarDate,
): boolean {
  if (order.deadline === null) return false;
  const deadline = calendarDateToUtcMs(order.deadline);
  const delivered = deliveredOn(order);
  const open = delivered === null && !FINAL_ORDER_STATUSES.includes(order.status);
  switch (filter) {
    case 'delayed':
      return open && deadline < calendarDateToUtcMs(today);
    case 'today':
      return open && deadline === calendarDateToUtcMs(today);
    case 'delivered_early':
      return delivered !== null && calendarDateToUtcMs(delivered) <= deadline;
    case 'delivered_late':
      return delivered !== null && calendarDateToUtcMs(delivered) > deadline;
  }
}

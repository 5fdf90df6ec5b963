import { isOrderStatusId, ORDER_STATUS_DESCRIPTIONS, type OrderStatusId } from '@despacho/domain';

/**
 * How a timeline item of the tracking page looks for the order status it was recorded under
 * (public-account.md §4 'Each item is styled by its status'): done in green, moving in blue,
 * trouble in red or orange, waiting in yellow, stopped in grey.
 */
const COLORS: Record<OrderStatusId, string> = {
  1: 'yellow',
  2: 'yellow',
  3: 'blue',
  4: 'indigo',
  5: 'green',
  6: 'teal',
  7: 'orange',
  8: 'red',
  9: 'gray',
  10: 'red',
  11: 'yellow',
  12: 'yellow',
  14: 'orange',
};

export function statusStyle(status: number): { color: string; label: string | null } {
  return isOrderStatusId(status)
    ? { color: COLORS[status], label: ORDER_STATUS_DESCRIPTIONS[status] }
    : { color: 'gray', label: null };
}

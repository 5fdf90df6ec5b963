import type { Stored } from '../../../platform/event-store/domain-event.js';
import { type OrderEvent, OrderEvents } from '../../orders/index.js';
import type { NoticeStep } from './notice-steps.js';

/** The order events a notice can follow. */
export const NOTICE_EVENT_TYPES: readonly string[] = [
  OrderEvents.OrderStatusChanged,
  OrderEvents.OrderTrackingRegistered,
  OrderEvents.OrderDeliveryDateChanged,
];

/**
 * The step an order event tells the recipient of, or null. Shipped, out for delivery and delivered
 * follow the order's status (3, 4, 5: a carrier's event or a person's hand alike); a failed attempt
 * is a carrier event of that canonical state; a delay is a new forecast later than the one before
 * (`previousDeadline`, YYYY-MM-DD), an earlier one is good news nobody is warned of.
 */
export function stepOfEvent(event: Stored<OrderEvent>, previousDeadline: string | null): NoticeStep | null {
  switch (event.type) {
    case OrderEvents.OrderStatusChanged:
      if (event.data.to === 3) return 'shipped';
      if (event.data.to === 4) return 'out_for_delivery';
      if (event.data.to === 5) return 'delivered';
      return null;
    case OrderEvents.OrderTrackingRegistered:
      return event.data.detail.state === 'failed_attempt' ? 'failed_attempt' : null;
    case OrderEvents.OrderDeliveryDateChanged:
      return previousDeadline && event.data.deadline.slice(0, 10) > previousDeadline.slice(0, 10) ? 'delayed' : null;
    default:
      return null;
  }
}

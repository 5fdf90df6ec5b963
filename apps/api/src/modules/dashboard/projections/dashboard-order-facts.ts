import { ALERT_TYPE, calendarDateToUtcMs, ORDER_STATUS, saoPauloCalendarDate } from '@despacho/domain';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import type { OrderEvent } from '../../orders/index.js';
import { type OrderCreated, OrderEvents, type OrderUpdated } from '../../orders/index.js';

const MS_PER_DAY = 86_400_000;

/** What the dashboard keeps of one order (a row of dashboard_orders). */
export interface DashboardOrderFacts {
  order_id: string;
  company_id: string;
  /** The São Paulo day the order was created: every figure of the order counts on it. */
  day: string;
  /** '' when the order has no carrier yet. */
  carrier_id: string;
  carrier_name: string;
  to_state: string;
  status: number;
  estimated_cost: number | null;
  deadline: string | null;
  delivered_on: string | null;
  damage: boolean;
  loss: boolean;
  rate: number | null;
  /** When the recipient rated the order (GET reviews lists the newest first). */
  rated_at: string | null;
  /** What GET reviews shows beside the rating, kept here so that it reads no `orders` row. */
  review_message: string | null;
  recipient_name: string;
  reference: string;
}

/** The order events that move a dashboard figure or change what GET reviews shows. */
export const DASHBOARD_ORDER_EVENTS: ReadonlySet<string> = new Set([
  OrderEvents.OrderCreated,
  OrderEvents.OrderUpdated,
  OrderEvents.OrderCancelled,
  OrderEvents.OrderStatusChanged,
  OrderEvents.OrderDeliveryDateChanged,
  OrderEvents.OrderCarrierChanged,
  OrderEvents.OrderInvoiceSent,
  OrderEvents.OrderPickupRemoved,
  OrderEvents.OrderTrackingRegistered,
  OrderEvents.OrderRated,
]);

const dayOf = (value: string | null) => (value ? value.slice(0, 10) : null);

/** The facts an order's creation sets and an edit of the order may change. */
function editableFacts(d: OrderCreated | OrderUpdated) {
  return {
    reference: d.reference,
    recipient_name: d.to_address.name,
    carrier_id: d.carrier?.id ?? '',
    carrier_name: d.carrier?.name ?? '',
    to_state: d.to_address.state,
    status: d.status,
    estimated_cost: d.estimated_cost,
    deadline: dayOf(d.deadline),
  };
}

/** The order's facts after the event (`facts` is null before its creation). */
export function evolveFacts(facts: DashboardOrderFacts | null, event: Stored<OrderEvent>): DashboardOrderFacts | null {
  if (event.type === OrderEvents.OrderCreated) {
    const d = event.data;
    return {
      order_id: d.order_id,
      company_id: d.company_id,
      day: saoPauloCalendarDate(d.created_at),
      ...editableFacts(d),
      delivered_on: null,
      damage: false,
      loss: false,
      rate: null,
      rated_at: null,
      review_message: null,
    };
  }
  if (!facts) return null;
  switch (event.type) {
    case OrderEvents.OrderUpdated: {
      const d = event.data;
      return { ...facts, ...editableFacts(d) };
    }
    case OrderEvents.OrderCancelled:
      return { ...facts, status: ORDER_STATUS.cancelled };
    case OrderEvents.OrderStatusChanged: {
      const d = event.data;
      const delivered = d.to === ORDER_STATUS.delivered ? saoPauloCalendarDate(d.at) : facts.delivered_on;
      return { ...facts, status: d.to, delivered_on: delivered };
    }
    case OrderEvents.OrderDeliveryDateChanged:
      return { ...facts, deadline: dayOf(event.data.deadline) };
    case OrderEvents.OrderCarrierChanged: {
      const d = event.data;
      // One volume's carrier does not change whose order it is.
      if (d.shipment_id) return facts;
      return { ...facts, carrier_id: d.carrier.id, carrier_name: d.carrier.name, estimated_cost: d.estimated_cost };
    }
    case OrderEvents.OrderInvoiceSent:
      return { ...facts, status: event.data.status };
    case OrderEvents.OrderPickupRemoved:
      return { ...facts, status: event.data.status };
    case OrderEvents.OrderTrackingRegistered: {
      const alert = event.data.alert_type;
      return {
        ...facts,
        damage: facts.damage || alert === ALERT_TYPE.damage,
        loss: facts.loss || alert === ALERT_TYPE.loss,
      };
    }
    case OrderEvents.OrderRated: {
      const { review } = event.data;
      return { ...facts, rate: review.rate, rated_at: review.created_at, review_message: review.message };
    }
    default:
      return facts;
  }
}

/** The summed columns of dashboard_daily, in table order. */
export const DAILY_FIGURES = [
  'orders',
  'freight_orders',
  'amount_freight',
  'delivered_on_time',
  'delivered_late',
  'delivery_days_sum',
  'delivery_days_count',
  'damages',
  'losses',
  'ratings_count',
  'ratings_sum',
] as const;

export type DailyFigures = Record<(typeof DAILY_FIGURES)[number], number>;

/** What one order adds to its row. On time means delivered by the deadline's day; no deadline counts as neither. */
export function figuresOf(facts: DashboardOrderFacts): DailyFigures {
  const delivered = facts.delivered_on !== null;
  const judged = delivered && facts.deadline !== null;
  const onTime = judged && facts.delivered_on! <= facts.deadline!;
  const freight = facts.estimated_cost !== null;
  return {
    orders: 1,
    freight_orders: freight ? 1 : 0,
    amount_freight: freight ? Number(facts.estimated_cost) : 0,
    delivered_on_time: judged && onTime ? 1 : 0,
    delivered_late: judged && !onTime ? 1 : 0,
    delivery_days_sum: delivered
      ? (calendarDateToUtcMs(facts.delivered_on!) - calendarDateToUtcMs(facts.day)) / MS_PER_DAY
      : 0,
    delivery_days_count: delivered ? 1 : 0,
    damages: facts.damage ? 1 : 0,
    losses: facts.loss ? 1 : 0,
    ratings_count: facts.rate !== null ? 1 : 0,
    ratings_sum: facts.rate ?? 0,
  };
}

import {
  businessDaysBetween,
  isCalendarDate,
  laneKeysOf,
  ORDER_STATUS,
  saoPauloCalendarDate,
  transitBusinessDays,
} from '@despacho/domain';
import type { Stored } from '../../../platform/event-store/domain-event.js';
import { type OrderData, type OrderEvent, OrderEvents } from '../../orders/index.js';

/** What the promise learning keeps of one order (a row of order_transits). */
export interface OrderTransitFacts {
  order_id: string;
  company_id: string;
  /** '' while the order has no carrier. */
  carrier_id: string;
  /** The order's origin CD; its CEP and UF are read from distribution_centers when the CD is set. */
  origin_id: string;
  from_zip: string;
  from_state: string;
  to_zip: string;
  to_state: string;
  /** São Paulo day of the creation. */
  created_on: string;
  /** The promised day (the order's deadline), null when none. */
  deadline: string | null;
  /** Business days from creation to the deadline: what the order was promised. */
  promised_days: number | null;
  /** The first 'Coletado' (202) or carrier `posted` / `in_transit` event: the carrier has the parcel. */
  started_at: string | null;
  /** When the order reached 5 Entregue. */
  delivered_at: string | null;
  cancelled: boolean;
  /** Business days from start to delivery, once both are known. */
  transit_days: number | null;
}

/** The order events that move an order's lane, promise, start or delivery. */
export const TRANSIT_EVENTS: ReadonlySet<string> = new Set([
  OrderEvents.OrderCreated,
  OrderEvents.OrderUpdated,
  OrderEvents.OrderCancelled,
  OrderEvents.OrderStatusChanged,
  OrderEvents.OrderDeliveryDateChanged,
  OrderEvents.OrderCarrierChanged,
  OrderEvents.OrderTrackingRegistered,
]);

/** A CD's CEP and UF, by id (address of distribution_centers). */
export type OriginAddresses = ReadonlyMap<string, { zip: string; state: string }>;

const COLLECTED_CODE = '202';
const START_STATES: ReadonlySet<string> = new Set(['posted', 'in_transit']);

/** The CD an event names (their addresses are read once per batch). */
export function originIdOf(event: Stored<OrderEvent>): string | null {
  if (event.type === OrderEvents.OrderCreated || event.type === OrderEvents.OrderUpdated)
    return event.data.origin?.id ?? null;
  return null;
}

/** The order's facts after the event (`facts` is null before its creation). */
export function evolveTransit(
  facts: OrderTransitFacts | null,
  event: Stored<OrderEvent>,
  origins: OriginAddresses,
): OrderTransitFacts | null {
  if (event.type === OrderEvents.OrderCreated) {
    const d = event.data;
    const created = {
      order_id: d.order_id,
      company_id: d.company_id,
      created_on: saoPauloCalendarDate(d.created_at),
      started_at: null,
      delivered_at: null,
      cancelled: false,
      transit_days: null,
    };
    return withTransit(withOrderData(created, d, origins));
  }
  if (!facts) return null;
  switch (event.type) {
    case OrderEvents.OrderUpdated:
      return withTransit(withOrderData(facts, event.data, origins));
    case OrderEvents.OrderCancelled:
      return { ...facts, cancelled: true };
    case OrderEvents.OrderStatusChanged: {
      const { from, to, at } = event.data;
      if (to === ORDER_STATUS.delivered) return withTransit({ ...facts, delivered_at: facts.delivered_at ?? at });
      // Moved back out of Entregue by hand: not a delivery any more.
      if (from === ORDER_STATUS.delivered) return withTransit({ ...facts, delivered_at: null });
      return facts;
    }
    case OrderEvents.OrderDeliveryDateChanged:
      return withDeadline(facts, event.data.deadline);
    case OrderEvents.OrderCarrierChanged: {
      const d = event.data;
      if (d.shipment_id) return facts; // one volume's carrier does not change the order's lane
      return withDeadline({ ...facts, carrier_id: d.carrier.id }, d.deadline ?? facts.deadline);
    }
    case OrderEvents.OrderTrackingRegistered: {
      const { detail } = event.data;
      const starts =
        detail.code === COLLECTED_CODE || (detail.source === 'carrier' && START_STATES.has(detail.state ?? ''));
      if (!starts) return facts;
      if (facts.started_at && Date.parse(facts.started_at) <= Date.parse(detail.occurred_at)) return facts;
      return withTransit({ ...facts, started_at: detail.occurred_at });
    }
    default:
      return facts;
  }
}

/** The facts an order's creation or edit sets from its data. */
type LaneFields =
  'carrier_id' | 'origin_id' | 'from_zip' | 'from_state' | 'to_zip' | 'to_state' | 'deadline' | 'promised_days';

function withOrderData(
  facts: Omit<OrderTransitFacts, LaneFields>,
  d: OrderData,
  origins: OriginAddresses,
): OrderTransitFacts {
  const originId = d.origin?.id ?? '';
  const origin = origins.get(originId);
  return withDeadline(
    {
      ...facts,
      carrier_id: d.carrier?.id ?? '',
      origin_id: originId,
      from_zip: origin?.zip ?? '',
      from_state: origin?.state ?? '',
      to_zip: d.to_address.zip,
      to_state: d.to_address.state,
      deadline: null,
      promised_days: null,
    },
    d.deadline,
  );
}

function withDeadline(facts: OrderTransitFacts, deadline: string | null): OrderTransitFacts {
  // A deadline that is no calendar day would stop the catch-up on a RangeError: it counts as none.
  const day = deadline && isCalendarDate(deadline.slice(0, 10)) ? deadline.slice(0, 10) : null;
  return {
    ...facts,
    deadline: day,
    promised_days: day ? Math.max(0, businessDaysBetween(facts.created_on, day)) : null,
  };
}

function withTransit(facts: OrderTransitFacts): OrderTransitFacts {
  const known = facts.started_at !== null && facts.delivered_at !== null;
  return { ...facts, transit_days: known ? transitBusinessDays(facts.started_at!, facts.delivered_at!) : null };
}

/** What one order adds to the statistics of each of its lane keys. */
export interface LaneContribution {
  keys: string[];
  transitDays: number;
  onTime: 0 | 1;
  late: 0 | 1;
  promisedDays: number | null;
}

/** The order's contribution: a delivered, not cancelled order with a carrier, both CEPs, a start and a delivery. */
export function contributionOf(facts: OrderTransitFacts): LaneContribution | null {
  if (facts.cancelled || facts.transit_days === null || !facts.carrier_id || !facts.from_zip || !facts.to_zip)
    return null;
  const keys = laneKeysOf({
    carrierId: facts.carrier_id,
    fromZip: facts.from_zip,
    toZip: facts.to_zip,
    fromState: facts.from_state,
    toState: facts.to_state,
  });
  const deliveredOn = saoPauloCalendarDate(facts.delivered_at!);
  const judged = facts.deadline !== null;
  const onTime = judged && deliveredOn <= facts.deadline!;
  return {
    keys,
    transitDays: facts.transit_days,
    onTime: judged && onTime ? 1 : 0,
    late: judged && !onTime ? 1 : 0,
    promisedDays: facts.promised_days,
  };
}

import type { DeadlineLog, FeeLogEntry, OrderStatusId, TrackingSource, TrackingState } from '@despacho/domain';
import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Stored event type names of the orders context (stable; payload shapes versioned). */
/** The order id of an order stream's id (`order-<id>`), for projections that key their rows by order. */
export const orderIdOf = (streamId: string): string => streamId.slice('order-'.length);

export const OrderEvents = {
  OrderCreated: 'order.created',
  OrderUpdated: 'order.updated',
  OrderCancelled: 'order.cancelled',
  OrderStatusChanged: 'order.status-changed',
  OrderDeliveryDateChanged: 'order.delivery-date-changed',
  OrderCarrierChanged: 'order.carrier-changed',
  OrderInvoiceSent: 'order.invoice-sent',
  OrderTrackingRegistered: 'order.tracking-registered',
  OrderIssueAdded: 'order.issue-added',
  OrderAttachmentAdded: 'order.attachment-added',
  OrderPickupAssigned: 'order.pickup-assigned',
  OrderPickupRemoved: 'order.pickup-removed',
  OrderRated: 'order.rated',
  OrderTrackingNumberSet: 'order.tracking-number-set',
} as const;

export interface OrderAddress {
  residential: boolean;
  name: string;
  federal_tax_id: string;
  phone: string;
  email: string | null;
  zip: string;
  street1: string;
  number: string;
  street2: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: 'BRA';
}

/** One volume line; measures in metres and kg, cargo_value is the line's total in BRL. */
export interface OrderShipment {
  id: string;
  reference: string | null;
  volume: number;
  quantity: number;
  width: number;
  height: number;
  length: number;
  weight: number;
  cargo_value: number;
  from_cd_reference: string;
  distribution_center_id: string;
  /** The code its carrier tracks it by (a Correios object code, a Jadlog shipmentId…); absent when none was given. */
  tracking_number?: string | null;
}

export interface OrderProperty {
  channel: string | null;
  channel_id: number | null;
  /** The order's number in its sales channel (orders-pickups.md §2 'channel order number'); absent in older events. */
  channel_entity_id?: string | null;
  marketplace: string | null;
  marketplace_order_number: string | null;
}

/** How the chosen quote was reached: its cubed weight and the engine's fee and deadline logs. */
export interface OrderDelivery {
  cubed_weight: number;
  log: { details: FeeLogEntry[]; deadlines: DeadlineLog };
}

/** What NewOrder and UpdateOrder decide alike: the order's content, origins already resolved. */
export interface OrderData {
  reference: string;
  invoice_number: string | null;
  invoice_key: string | null;
  is_drop_shipping: boolean;
  carrier: { id: string; name: string } | null;
  estimated_cost: number | null;
  deadline: string | null;
  /** The chosen quote's weight and logs; null when the carrier and price came without them (and in older events). */
  delivery?: OrderDelivery | null;
  to_address: OrderAddress;
  /** The first volume's CD: the order's origin in the list ("distribution_center", "from_address"). */
  origin: { id: string; reference: string; city: string };
  shipments: OrderShipment[];
  property: OrderProperty;
}

export interface OrderCreated extends OrderData {
  /** Only tracked: freight not contracted through Despacho, no messages. Absent (false) in older events. */
  tracking_only?: boolean;
  /** Why no carrier covers it (status 12): the first occurrence of its timeline. Absent otherwise. */
  awaiting_quote?: string;
  /** The NF-e XML it was imported from, kept in the FileStorage (DANFE, carrier page). Absent otherwise. */
  invoice_path?: string;
  order_id: string;
  company_id: string;
  status: OrderStatusId;
  created_at: string;
}

export interface OrderUpdated extends OrderData {
  /** Unchanged unless an invoice arrived with the edit of an order awaiting one (1 → 2). */
  status: OrderStatusId;
  updated_at: string;
}

export interface OrderCancelled {
  company_id: string;
  from: OrderStatusId;
  cancelled_at: string;
}

/** A move along the order's life other than cancel; delivered_at is set when it reaches 5. */
export interface OrderStatusChanged {
  from: OrderStatusId;
  to: OrderStatusId;
  at: string;
  /** Marked by a person (detail or bulk action) rather than by a carrier's occurrence. */
  manually?: boolean;
}

/** A new delivery forecast (super admins only). */
export interface OrderDeliveryDateChanged {
  deadline: string;
  at: string;
}

/** A carrier forced by a chosen quote; shipment_id names the volume when only one changed. */
export interface OrderCarrierChanged {
  carrier: { id: string; name: string };
  estimated_cost: number | null;
  /** The carrier's quote re-priced by Despacho: its forecast and how it was reached; absent (older events) or null when it does not cover the volumes. */
  deadline?: string | null;
  delivery?: OrderDelivery | null;
  shipment_id: string | null;
  at: string;
}

/** The order's NF-e arrived (or was replaced); status moves 1 → 2 or stays. */
export interface OrderInvoiceSent {
  invoice_number: string;
  invoice_key: string;
  path: string;
  status: OrderStatusId;
  at: string;
}

/** One carrier occurrence or one registered by hand ("Tracking detail" of orders-pickups.md §3). */
export interface OrderTrackingDetail {
  status: OrderStatusId;
  code: string | null;
  description: string;
  message: string | null;
  occurred_at: string;
  /** 'system': written by Despacho itself (an order awaiting a quote), not shown on the public page. */
  source: 'manual' | 'carrier' | 'system';
  // Carrier events only (issue 30), absent otherwise:
  /** The event's identity at the carrier: the same key again changes nothing. */
  key?: string;
  /** Who told it, as the timeline shows it. */
  carrier?: TrackingSource;
  /** The carrier's own code when `code` holds the §9 occurrence code (178/179/123/126) it was recorded as. */
  carrier_code?: string;
  /** The canonical state it was mapped to. */
  state?: TrackingState;
  /** The volume it is about; null: every volume of the order. */
  shipment_id?: string | null;
  /** The unit or city where it happened. */
  place?: string | null;
  /** Proof of delivery (image or page). */
  receipt_url?: string | null;
}

export interface OrderTrackingRegistered {
  detail: OrderTrackingDetail;
  /** The alert the occurrence raised (1–4), or null. */
  alert_type: number | null;
  at: string;
}

export interface OrderIssueAdded {
  id: string;
  message: string;
  user: { id: string; name: string };
  /** Written by the provider's staff (a super admin): the screen shows a badge. */
  staff: boolean;
  created_at: string;
}

export const ATTACHMENT_TYPES = ['nfe', 'nfe-event', 'cte', 'pdf', 'image', 'others'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export interface OrderAttachmentAdded {
  name: string;
  type: AttachmentType;
  mime: string;
  path: string;
  shipment_reference: string | null;
  created_at: string;
}

/** The order joined a pickup request (it was awaiting acceptance, without a pickup). */
export interface OrderPickupAssigned {
  pickup_id: string;
  at: string;
}

/** The order left its pickup; an accepted pickup's order goes back to awaiting acceptance (6 → 2). */
export interface OrderPickupRemoved {
  pickup_id: string;
  status: OrderStatusId;
  at: string;
}

/** The recipient's rating of the delivery, once (public-account.md §2.4). */
export interface OrderRated {
  review: { rate: number; message: string | null; created_at: string };
}

/** A volume's carrier tracking number given after the order left the edit statuses (SetTrackingNumber, issue 30). */
export interface OrderTrackingNumberSet {
  shipment_id: string;
  tracking_number: string;
  at: string;
}

export type OrderEvent =
  | DomainEvent<typeof OrderEvents.OrderCreated, OrderCreated>
  | DomainEvent<typeof OrderEvents.OrderUpdated, OrderUpdated>
  | DomainEvent<typeof OrderEvents.OrderCancelled, OrderCancelled>
  | DomainEvent<typeof OrderEvents.OrderStatusChanged, OrderStatusChanged>
  | DomainEvent<typeof OrderEvents.OrderDeliveryDateChanged, OrderDeliveryDateChanged>
  | DomainEvent<typeof OrderEvents.OrderCarrierChanged, OrderCarrierChanged>
  | DomainEvent<typeof OrderEvents.OrderInvoiceSent, OrderInvoiceSent>
  | DomainEvent<typeof OrderEvents.OrderTrackingRegistered, OrderTrackingRegistered>
  | DomainEvent<typeof OrderEvents.OrderIssueAdded, OrderIssueAdded>
  | DomainEvent<typeof OrderEvents.OrderAttachmentAdded, OrderAttachmentAdded>
  | DomainEvent<typeof OrderEvents.OrderPickupAssigned, OrderPickupAssigned>
  | DomainEvent<typeof OrderEvents.OrderPickupRemoved, OrderPickupRemoved>
  | DomainEvent<typeof OrderEvents.OrderRated, OrderRated>
  | DomainEvent<typeof OrderEvents.OrderTrackingNumberSet, OrderTrackingNumberSet>;

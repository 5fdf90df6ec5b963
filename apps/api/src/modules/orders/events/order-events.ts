import type { OrderStatusId } from '@despacho/domain';

/** Stored event type names of the orders context (stable; payload shapes versioned). */
export const OrderEvents = {
  OrderCreated: 'order.created',
  OrderUpdated: 'order.updated',
  OrderCancelled: 'order.cancelled',
  OrderStatusChanged: 'order.status-changed',
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
}

export interface OrderProperty {
  channel: string | null;
  channel_id: number | null;
  marketplace: string | null;
  marketplace_order_number: string | null;
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
  to_address: OrderAddress;
  /** The first volume's CD: the order's origin in the list ("distribution_center", "from_address"). */
  origin: { id: string; reference: string; city: string };
  shipments: OrderShipment[];
  property: OrderProperty;
}

export interface OrderCreated extends OrderData {
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
}

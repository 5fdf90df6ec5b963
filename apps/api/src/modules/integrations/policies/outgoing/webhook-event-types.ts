import { OrderEvents } from '../../../orders/index.js';

/**
 * The order and tracking events an integrator can subscribe to, by their public names (the stored
 * event types, which are stable), with the label the settings screen shows.
 */
export const WEBHOOK_EVENT_TYPES = [
  { type: OrderEvents.OrderCreated, label: 'Pedido criado' },
  { type: OrderEvents.OrderUpdated, label: 'Pedido alterado' },
  { type: OrderEvents.OrderCancelled, label: 'Pedido cancelado' },
  { type: OrderEvents.OrderStatusChanged, label: 'Status do pedido alterado' },
  { type: OrderEvents.OrderTrackingRegistered, label: 'Código de rastreio registrado' },
  { type: OrderEvents.OrderDeliveryDateChanged, label: 'Data de entrega alterada' },
] as const;

export const WEBHOOK_EVENT_NAMES: readonly string[] = WEBHOOK_EVENT_TYPES.map((e) => e.type);

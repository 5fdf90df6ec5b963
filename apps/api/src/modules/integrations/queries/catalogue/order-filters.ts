import type { ChannelOrder } from '../../adapters/channel-adapter.js';
import { type FilterMap, ORDER_FILTERS } from './channel-filters.js';

/**
 * Why a channel's order is left out by the integration's filters, or null when it is imported. A
 * filter on something the channel does not send for this order does not leave it out.
 */
export function outsideFilters(order: ChannelOrder, filters: FilterMap): string | null {
  const statuses = filters[ORDER_FILTERS.paymentStatus];
  if (Array.isArray(statuses) && order.paymentStatus !== undefined && !statuses.includes(order.paymentStatus))
    return `pagamento ${order.paymentStatus}`;
  const from = filters[ORDER_FILTERS.createdFrom];
  if (typeof from === 'string' && order.createdAt !== undefined && order.createdAt.slice(0, 10) < from)
    return `criado antes de ${from.split('-').reverse().join('/')}`;
  const minTotal = filters[ORDER_FILTERS.minTotal];
  if (typeof minTotal === 'number' && order.total !== undefined && order.total < minTotal)
    return `valor abaixo de R$ ${minTotal}`;
  const shipping = filters[ORDER_FILTERS.shippingOption];
  if (
    typeof shipping === 'string' &&
    order.shippingOption !== undefined &&
    !order.shippingOption.toLowerCase().includes(shipping.toLowerCase())
  )
    return `forma de envio ${order.shippingOption}`;
  return null;
}

/** The CD the integration's orders leave from, when a filter chose one. */
export function originFilter(filters: FilterMap): string | null {
  const origin = filters[ORDER_FILTERS.origin];
  return typeof origin === 'string' ? origin : null;
}

import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { QuoteResponseDto } from '../../../pricing/index.js';
import { cents, channelNumber, channelZip } from '../../adapters/checkout/checkout-input.js';
import { deadlineDate } from '../../adapters/checkout/deadline-dates.js';
import type { CheckoutQuoteRequest } from '../../adapters/checkout/checkout-quotes.js';
import type { ChannelCheckout } from '../channel-plugin.js';

/** One rate of Nuvemshop's Shipping Carrier answer (CHANNELS.md §1, shipping_carrier.md). */
export interface NuvemshopRate {
  name: string;
  code: string;
  price: number;
  currency: 'BRL';
  type: 'ship';
  min_delivery_date: string;
  max_delivery_date: string;
  reference: string;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * Nuvemshop's rate request → the engine's request: one parcel per cart line, `grams` per unit → kg,
 * `dimensions` in cm → m, `price` per unit × quantity → the line's declared value. The product page
 * and the cart send only the destination's postal code, which is all the engine needs; the origin
 * is the company's first CD, as for the orders the store sends.
 */
export function nuvemshopQuoteRequest(body: unknown): CheckoutQuoteRequest {
  const request = record(body);
  const destination = record(request?.destination);
  if (!request || !destination) throw new InvalidInput('Envie o pedido de cotação da Nuvemshop (destination e items).');
  const items = request.items;
  if (!Array.isArray(items) || items.length === 0) throw new InvalidInput('Informe ao menos um item (items).');
  return {
    to: channelZip(destination.postal_code, 'destination.postal_code'),
    parcels: items.map((value, index) => {
      const item = record(value);
      const dimensions = record(item?.dimensions);
      if (!item || !dimensions) throw new InvalidInput(`O item ${index + 1} não tem dimensions.`);
      const quantity = channelNumber(item.quantity ?? 1, `items[${index}].quantity`);
      return {
        reference: item.sku ? String(item.sku).slice(0, 255) : undefined,
        width: channelNumber(dimensions.width, `items[${index}].dimensions.width`) / 100,
        height: channelNumber(dimensions.height, `items[${index}].dimensions.height`) / 100,
        length: channelNumber(dimensions.depth, `items[${index}].dimensions.depth`) / 100,
        weight: channelNumber(item.grams, `items[${index}].grams`) / 1000,
        quantity,
        cargo_value: cents(channelNumber(item.price ?? 0, `items[${index}].price`) * quantity),
      };
    }),
  };
}

/** The engine's quotes as rates (none without an integration): code = the carrier's canonical name (the option registered at connect); dates = the chosen promise's window. */
export function nuvemshopRates(response: QuoteResponseDto | null, now: Date): { rates: NuvemshopRate[] } {
  return {
    rates: (response?.data ?? []).map((quote) => {
      // Nuvemshop wants dates; the promise is in dias úteis from today in São Paulo, a window when learned.
      const date = (days: number) => `${deadlineDate(now, days)}T23:59:59-03:00`;
      return {
        name: quote.carrier.name,
        code: quote.carrier.canonical_name,
        price: quote.estimated_cost,
        currency: 'BRL',
        type: 'ship',
        min_delivery_date: date(quote.delivery_days_min),
        max_delivery_date: date(quote.delivery_days),
        reference: quote.id,
      };
    }),
  };
}

/** Nuvemshop's Shipping Carrier: a POSTed cart, the secret in the callback_url it was given at connect. */
export const nuvemshopCheckout: ChannelCheckout = {
  method: 'POST',
  request: nuvemshopQuoteRequest,
  answer: nuvemshopRates,
};

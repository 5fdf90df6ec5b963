import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { QuoteResponseDto } from '../../../pricing/index.js';
import { cents, channelNumber, channelZip } from '../../adapters/checkout/checkout-input.js';
import type { CheckoutQuoteRequest } from '../../adapters/checkout/checkout-quotes.js';
import type { ChannelCheckout } from '../channel-plugin.js';

/**
 * Query of the Frete Dinâmico-style callback. ML's contract is not public (CHANNELS.md §3: GET, one
 * item of one seller per request, answer ≤ 400 ms, `error_code` -1 = use ML's own calculator), so
 * the item is described as ML's own shipping APIs do: `dimensions` = "HxWxL,G" (cm and grams).
 */
export interface MercadoLivreFreightQuery {
  zip_code_to?: string;
  item_id?: string;
  dimensions?: string;
  quantity?: string;
  price?: string;
}

export interface MercadoLivreFreightAnswer {
  /** 0: options priced; -1: no answer, ML falls back to its calculator. */
  error_code: 0 | -1;
  options: {
    id: string;
    name: string;
    cost: number;
    currency_id: 'BRL';
    estimated_delivery_time: { type: 'known'; unit: 'business_days'; shipping: number };
  }[];
}

const DIMENSIONS = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/;

export function mercadoLivreQuoteRequest(query: MercadoLivreFreightQuery): CheckoutQuoteRequest {
  const match = typeof query.dimensions === 'string' ? DIMENSIONS.exec(query.dimensions) : null;
  if (!match) throw new InvalidInput('Informe dimensions como "AlturaxLarguraxComprimento,Peso" (cm e gramas).');
  const [, height, width, length, grams] = match.map(Number);
  const quantity = channelNumber(query.quantity ?? 1, 'quantity');
  return {
    to: channelZip(query.zip_code_to, 'zip_code_to'),
    parcels: [
      {
        reference: typeof query.item_id === 'string' && query.item_id ? query.item_id.slice(0, 255) : undefined,
        height: height / 100,
        width: width / 100,
        length: length / 100,
        weight: grams / 1000,
        quantity,
        cargo_value: cents(channelNumber(query.price ?? 0, 'price') * quantity),
      },
    ],
  };
}

/** No integration, no options: -1 makes ML use its own calculator instead of showing nothing. */
const MERCADO_LIVRE_FALLBACK: MercadoLivreFreightAnswer = { error_code: -1, options: [] };

/** ML takes one number of business days (no integration or no quote: the fallback): the chosen promise (its window's end). */
export function mercadoLivreOptions(response: QuoteResponseDto | null): MercadoLivreFreightAnswer {
  if (!response || response.data.length === 0) return MERCADO_LIVRE_FALLBACK;
  return {
    error_code: 0,
    options: response.data.map((quote) => ({
      id: quote.carrier.canonical_name,
      name: quote.carrier.name,
      cost: quote.estimated_cost,
      currency_id: 'BRL',
      estimated_delivery_time: { type: 'known', unit: 'business_days', shipping: quote.delivery_days },
    })),
  };
}

/** The Frete Dinâmico-style callback: a GET of one item, the secret as the URL's last segment. */
export const mercadoLivreCheckout: ChannelCheckout = {
  method: 'GET',
  request: (query) => mercadoLivreQuoteRequest(query as MercadoLivreFreightQuery),
  answer: (quotes) => mercadoLivreOptions(quotes),
};

import type { Type } from '@nestjs/common';
import type { QuoteResponseDto } from '../../pricing/index.js';
import type { ChannelAdapter } from '../adapters/channel-adapter.js';
import type { ChannelFilter } from '../queries/catalogue/channel-filters.js';
import type { CheckoutQuoteRequest } from '../adapters/checkout/checkout-quotes.js';

/** The channel's products (one row per variant), listed and synced into Despacho's products by SKU. */
export const PRODUCTS_LISTING = { label: 'Produtos', resource: 'products' } as const;

/**
 * A channel's checkout quote callback (docs/integrations.md, "Quotes at checkout"), served at
 * /api/checkout/{slug}/{integrationId}[/{secret}] by the one checkout controller.
 */
export interface ChannelCheckout {
  /** How the storefront asks: Nuvemshop POSTs a JSON cart, Tray and Mercado Livre GET with a query. */
  readonly method: 'GET' | 'POST';
  /**
   * The query parameter carrying the integration's secret where the merchant types it into the
   * channel (Tray's `token`); absent: the secret is the URL's last segment.
   */
  readonly secretParam?: string;
  /** Content type of the answer where it is not JSON (Tray's XML); set once the answer is priced. */
  readonly contentType?: string;
  /** The channel's question (the body of a POST, the query of a GET) → the engine's request; malformed → 400. */
  request(input: unknown): CheckoutQuoteRequest;
  /** The engine's quotes in the channel's terms; null (no enabled integration, a wrong secret): its "no rates". */
  answer(quotes: QuoteResponseDto | null, now: Date): unknown;
}

/**
 * One sales channel as a plug-in: its folder channels/<slug>/ holds the adapter (OAuth, webhooks,
 * payload and status mapping), the checkout callback and its config.ts; one line in
 * channel-plugins.ts registers it (README, "How to add a sales channel").
 */
export interface ChannelPlugin {
  /** Catalogue id (settings.md §9, GET channels?type=1). */
  readonly id: number;
  readonly name: string;
  /** URL segment of its webhooks, checkout callback and connect page; its catalogue `layout` and icon. */
  readonly slug: string;
  /**
   * The channel statuses internal statuses 3, 4 and 5 can map to (status mapping), or
   * 'store-defined' where each store names its own (Tray: read by the adapter's listSituations).
   */
  readonly situations: readonly { id: string; name: string }[] | 'store-defined';
  readonly listings: readonly { label: string; resource: string }[];
  /** What its order import can be restricted by (settings.md §3 Filter); none when absent. */
  readonly filters?: readonly ChannelFilter[];
  /** The Nest provider of its API (constructed with its config from APP_CONFIG). */
  readonly adapter: Type<ChannelAdapter>;
  readonly checkout: ChannelCheckout;
}

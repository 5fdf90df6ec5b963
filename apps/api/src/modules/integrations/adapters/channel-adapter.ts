import type { ChannelProductPage, ChannelProductQuery } from './channel-product.js';

/** A store connection as adapters use it: the channel's store id and the opened access token. */
export interface ChannelConnection {
  storeId: string;
  accessToken: string;
  /** The store's own API root (Tray: `api_address`, one per store); null where the channel has one root. */
  apiAddress: string | null;
}

/** What the OAuth code exchange (or a token refresh) yields. */
export interface ChannelGrant extends ChannelConnection {
  storeHost: string | null;
  /** Null where tokens never expire (Nuvemshop). */
  refreshToken: string | null;
  /** When the access token expires (ISO); null when it does not. */
  expiresAt: string | null;
}

/** A webhook as the channel sent it, reduced to what the inbox needs. */
export interface ChannelNotice {
  storeId: string;
  topic: string;
  /** The channel's id of the resource (an order id). */
  resourceId: string;
}

export interface ChannelOrderItem {
  sku: string | null;
  name: string;
  quantity: number;
  /** Unit price, R$. */
  price: number;
  /** kg per unit, or null when the channel lacks it. */
  weight: number | null;
  /** cm, or null when the channel lacks them. */
  width: number | null;
  height: number | null;
  depth: number | null;
}

/** A channel's order, normalized: what becomes a Despacho order. */
export interface ChannelOrder {
  id: string;
  number: string;
  cancelled: boolean;
  /** What the integration's filters (settings.md §3 Filter) look at; absent when the channel lacks it. */
  createdAt?: string;
  /** Order total, R$. */
  total?: number;
  paymentStatus?: string;
  shippingOption?: string;
  customer: { name: string; email: string | null; document: string; phone: string };
  address: {
    zip: string;
    street: string;
    number: string;
    complement: string | null;
    neighborhood: string;
    city: string;
    state: string;
  };
  items: ChannelOrderItem[];
}

/** A channel checkout's rate code (one per carrier) and the name the shopper sees. */
export interface ShippingOption {
  code: string;
  name: string;
}

/** A notification the channel could not deliver and kept for us (ML's /missed_feeds). */
export interface MissedNotice {
  /** The notification as the receiver would have got it: `readNotice` and `noticeKey` read it. */
  body: Buffer;
}

/** What a checkout registration changed in the channel: option codes added and removed. */
export interface CheckoutSync {
  added: string[];
  removed: string[];
}

/** Status and tracking pushed back when an order reaches a mapped status. */
export interface ChannelShipmentUpdate {
  /** The channel's status the merchant mapped. */
  status: string;
  trackingCode: string | null;
  trackingUrl: string | null;
  happenedAt: string;
}

/**
 * One sales channel's API, behind which the integrations module never sees HTTP: OAuth, webhooks,
 * orders in and statuses out. Each adapter honours its channel's rate limit; it lives in its
 * channel's plug-in folder (channels/<name>/), which gives its catalogue id.
 */
export interface ChannelAdapter {
  /**
   * Topics after which an order already imported is read again, because it may have been
   * cancelled (Nuvemshop has an event of its own; Tray only says an order was updated).
   */
  readonly rereadTopics: readonly string[];
  /** Why a delivery failing `verifyWebhook` is refused, in the log (default: an invalid HMAC). */
  readonly forgedReason?: string;
  /**
   * Where the merchant authorizes the app; `state` comes back with the code (CSRF). `storeUrl` is
   * the store's address where each store authorizes on its own domain (Tray).
   */
  authorizeUrl(state: string, storeUrl?: string): string;
  /** `data`: the callback's other fields (Tray: store_host, api_address, adm_user; store_url we bound to the state). */
  exchangeCode(code: string, data: Record<string, string | undefined>): Promise<ChannelGrant>;
  /** A new access token from the refresh token (channels whose tokens expire; the others throw). */
  refresh(refreshToken: string, connection: ChannelConnection): Promise<ChannelGrant>;
  /** Registers the order webhooks to `url` (Nuvemshop has an API for it; Tray's are set up by its support). */
  subscribe(connection: ChannelConnection, url: string): Promise<void>;
  /** Whether the delivery is authentic: a signature over the raw body, or a secret in the URL's query. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    query: Record<string, string | undefined>,
  ): boolean;
  readNotice(rawBody: Buffer): ChannelNotice | null;
  /**
   * Channels whose notifications carry no signature (Mercado Livre): whether the channel, asked with
   * the seller's own token, knows the notice's resource as that seller's. False means forged (or a
   * resource the seller does not have); a channel failure throws, to be tried again.
   */
  confirmNotice?(connection: ChannelConnection, notice: ChannelNotice): Promise<boolean>;
  /**
   * What identifies one notification however often it is sent (retries, a missed feed): two bodies
   * with the same key are the same notification. Channels that keep undelivered notifications.
   */
  noticeKey?(rawBody: Buffer): string | null;
  /**
   * The notifications of the app the channel could not deliver and still keeps (Mercado Livre's
   * /missed_feeds, 2 days): fed through the same inbox by the recovery job.
   */
  missedNotices?(connection: ChannelConnection): Promise<MissedNotice[]>;
  /**
   * Points the store's checkout at Despacho's quote callback, where the channel has an API for it
   * (Nuvemshop's Shipping Carrier), with exactly `options` (rates whose code is not an option are
   * hidden by the channel). Idempotent: run at connect and whenever the company's carriers change.
   */
  syncCheckout?(connection: ChannelConnection, callbackUrl: string, options: ShippingOption[]): Promise<CheckoutSync>;
  readOrder(connection: ChannelConnection, orderId: string): Promise<ChannelOrder>;
  pushShipment(connection: ChannelConnection, orderId: string, update: ChannelShipmentUpdate): Promise<void>;
  /**
   * The statuses internal statuses 3, 4 and 5 can map to, when the store defines its own (Tray's
   * /orders/statuses); absent where the catalogue lists fixed ones.
   */
  listSituations?(connection: ChannelConnection): Promise<{ id: string; name: string }[]>;
  /** A page of the store's products (one row per variant), for the listings and the product sync. */
  listProducts(connection: ChannelConnection, query: ChannelProductQuery): Promise<ChannelProductPage>;
}

/** A channel answered an error: the reason is logged on the delivery. */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ChannelError';
  }
}

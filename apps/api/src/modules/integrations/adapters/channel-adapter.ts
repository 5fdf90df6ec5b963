/** A store connection as adapters use it: the channel's store id and the opened access token. */
export interface ChannelConnection {
  storeId: string;
  accessToken: string;
}

/** What the OAuth code exchange yields. */
export interface ChannelGrant {
  storeId: string;
  accessToken: string;
  storeHost: string | null;
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
 * orders in and statuses out. Each adapter honours its channel's rate limit.
 */
export interface ChannelAdapter {
  readonly channelId: number;
  /** Where the merchant authorizes the app; `state` comes back with the code (CSRF). */
  authorizeUrl(state: string): string;
  exchangeCode(code: string): Promise<ChannelGrant>;
  /** Registers the order webhooks to `url` (Nuvemshop has an API for it). */
  subscribe(connection: ChannelConnection, url: string): Promise<void>;
  /** Whether the delivery's signature matches its raw body. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  readNotice(rawBody: Buffer): ChannelNotice | null;
  /**
   * Points the store's checkout at Despacho's quote callback, where the channel has an API for it
   * (Nuvemshop's Shipping Carrier); rates whose code is not an option are hidden by the channel.
   */
  registerCheckout?(connection: ChannelConnection, callbackUrl: string, options: ShippingOption[]): Promise<void>;
  readOrder(connection: ChannelConnection, orderId: string): Promise<ChannelOrder>;
  pushShipment(connection: ChannelConnection, orderId: string, update: ChannelShipmentUpdate): Promise<void>;
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

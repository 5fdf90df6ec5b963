import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import type { NuvemshopConfig } from './config.js';
import { ufOf } from '../../adapters/brazil-state-names.js';
import {
  type ChannelAdapter,
  type ChannelConnection,
  ChannelError,
  type ChannelGrant,
  type ChannelNotice,
  type ChannelOrder,
  type ChannelShipmentUpdate,
  type CheckoutSync,
  type ShippingOption,
} from '../../adapters/channel-adapter.js';
import type { ChannelProduct, ChannelProductPage, ChannelProductQuery } from '../../adapters/channel-product.js';
import { LeakyBucket } from '../../adapters/leaky-bucket.js';

/** Events Despacho subscribes to: an order is created, paid, changed or cancelled; the app is removed from the store. */
const EVENTS = ['order/created', 'order/paid', 'order/updated', 'order/cancelled', 'app/uninstalled'];
const MAX_429_RETRIES = 3;
/** Nuvemshop's `per_page` ceiling (CHANNELS.md §1). */
const MAX_PER_PAGE = 200;
/** Listing sort → Nuvemshop's `sort_by`. */
const SORT_BY = {
  name: { asc: 'alpha-ascending', desc: 'alpha-descending' },
  price: { asc: 'price-ascending', desc: 'price-descending' },
} as const;

/** Product names are per language ({pt: 'Camiseta'}); a store may still answer a plain string. */
const localized = (value: unknown): string => {
  if (value && typeof value === 'object') {
    const names = value as Record<string, unknown>;
    return text(names.pt ?? names.es ?? Object.values(names)[0]);
  }
  return text(value);
};

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The parts of GET /orders/{id} that readOrder reads (CHANNELS.md §1). Every field may be missing
 * and numbers may come as text: each is read through `text` or `Number`.
 */
interface NuvemshopOrder {
  id?: unknown;
  number?: unknown;
  status?: string;
  created_at?: unknown;
  total?: unknown;
  payment_status?: unknown;
  shipping_option?: unknown;
  customer?: { name?: unknown; email?: unknown; identification?: unknown; phone?: unknown } | null;
  shipping_address?: {
    name?: unknown;
    phone?: unknown;
    zipcode?: unknown;
    address?: unknown;
    number?: unknown;
    floor?: unknown;
    locality?: unknown;
    city?: unknown;
    province?: unknown;
  } | null;
  products?: Record<string, unknown>[] | null;
}

const numberOrNull = (value: unknown): number | null => {
  const parsed = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(parsed) || parsed <= 0
    ? null
    : parsed;
};

/**
 * Nuvemshop (Tiendanube) API, as in its public docs (CHANNELS.md §1): OAuth code exchange for a
 * non-expiring token, `Authentication: bearer` plus the mandatory User-Agent, the 40/2-per-second
 * bucket, webhooks signed with the app secret (hex HMAC-SHA256 of the raw body).
 */
@Injectable()
export class NuvemshopAdapter implements ChannelAdapter {
  readonly rereadTopics = ['order/cancelled'];
  private readonly bucket = new LeakyBucket(40, 2);
  private readonly config: NuvemshopConfig;

  constructor(@Inject(APP_CONFIG) appConfig: AppConfig) {
    this.config = appConfig.nuvemshop;
  }

  authorizeUrl(state: string): string {
    return `${this.config.authUrl}/apps/${encodeURIComponent(this.config.appId)}/authorize?state=${encodeURIComponent(state)}`;
  }

  async exchangeCode(code: string): Promise<ChannelGrant> {
    const response = await fetch(`${this.config.authUrl}/apps/authorize/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: this.config.appId,
        client_secret: this.config.clientSecret,
        grant_type: 'authorization_code',
        code,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || !body.access_token || !body.user_id) {
      throw new ChannelError(
        `A Nuvemshop recusou o código de autorização${body.error_description ? `: ${text(body.error_description)}` : '.'}`,
        response.status,
      );
    }
    return {
      accessToken: text(body.access_token),
      storeId: text(body.user_id),
      storeHost: null,
      apiAddress: null,
      refreshToken: null,
      expiresAt: null,
    };
  }

  /** Nuvemshop's tokens do not expire: there is nothing to refresh (a revoked one needs a new connection). */
  refresh(): Promise<ChannelGrant> {
    return Promise.reject(new ChannelError('A Nuvemshop não renova tokens: conecte a loja novamente.', 401));
  }

  async subscribe(connection: ChannelConnection, url: string): Promise<void> {
    for (const event of EVENTS) await this.call(connection, 'POST', '/webhooks', { event, url });
  }

  /**
   * Shipping Carrier API (CHANNELS.md §1): one carrier named after the app whose `callback_url` is
   * asked for rates at checkout, and one option per carrier of the company, whose code the rates
   * carry. Idempotent: the carrier with this callback is kept (created when the store has none), the
   * missing options are added and the ones no longer offered are deleted.
   */
  async syncCheckout(
    connection: ChannelConnection,
    callbackUrl: string,
    options: ShippingOption[],
  ): Promise<CheckoutSync> {
    const carriers = (await this.call(connection, 'GET', '/shipping_carriers')) as Record<string, unknown>[] | null;
    let carrier = (Array.isArray(carriers) ? carriers : []).find((c) => c.callback_url === callbackUrl);
    carrier ??= (await this.call(connection, 'POST', '/shipping_carriers', {
      name: 'Despacho',
      callback_url: callbackUrl,
      types: 'ship',
    })) as Record<string, unknown> | undefined;
    if (!carrier?.id) throw new ChannelError('A Nuvemshop não devolveu o id da transportadora cadastrada.');
    const path = `/shipping_carriers/${encodeURIComponent(text(carrier.id))}/options`;
    const listed = (await this.call(connection, 'GET', path)) as { id: unknown; code: unknown }[] | null;
    const present = Array.isArray(listed) ? listed : [];
    const wanted = new Set(options.map((option) => option.code));
    const added = options.filter((option) => !present.some((p) => text(p.code) === option.code));
    const removed = present.filter((p) => !wanted.has(text(p.code)));
    for (const option of added) await this.call(connection, 'POST', path, option);
    for (const option of removed)
      await this.call(connection, 'DELETE', `${path}/${encodeURIComponent(text(option.id))}`);
    return { added: added.map((o) => o.code), removed: removed.map((o) => text(o.code)) };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
    const sent = headers['x-linkedstore-hmac-sha256'];
    // No app secret, no authentic delivery (an HMAC with an empty key is anyone's).
    if (!this.config.clientSecret || typeof sent !== 'string' || !/^[0-9a-f]{64}$/i.test(sent)) return false;
    const expected = createHmac('sha256', this.config.clientSecret).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(sent, 'hex'));
  }

  readNotice(rawBody: Buffer): ChannelNotice | null {
    try {
      const body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
      if (!body.store_id || !body.event) return null;
      return { storeId: text(body.store_id), topic: text(body.event), resourceId: text(body.id) };
    } catch {
      return null;
    }
  }

  async readOrder(connection: ChannelConnection, orderId: string): Promise<ChannelOrder> {
    const order = (await this.call(connection, 'GET', `/orders/${encodeURIComponent(orderId)}`)) as NuvemshopOrder;
    const customer = order.customer ?? {};
    const address = order.shipping_address ?? {};
    return {
      id: text(order.id),
      number: text(order.number || order.id),
      cancelled: order.status === 'cancelled',
      createdAt: order.created_at ? text(order.created_at) : undefined,
      total: order.total !== undefined ? Number(order.total) || 0 : undefined,
      paymentStatus: order.payment_status ? text(order.payment_status) : undefined,
      shippingOption: order.shipping_option ? text(order.shipping_option) : undefined,
      customer: {
        name: text(address.name || customer.name),
        email: customer.email ? text(customer.email) : null,
        document: text(customer.identification).replace(/\D/g, ''),
        phone: text(address.phone || customer.phone)
          .replace(/\D/g, '')
          .replace(/^55(?=\d{10,11}$)/, ''),
      },
      address: {
        zip: text(address.zipcode).replace(/\D/g, ''),
        street: text(address.address),
        number: text(address.number),
        complement: address.floor ? text(address.floor) : null,
        neighborhood: text(address.locality),
        city: text(address.city),
        state: ufOf(text(address.province)),
      },
      items: (order.products ?? []).map((product) => ({
        sku: product.sku ? text(product.sku) : null,
        name: text(product.name),
        quantity: Math.max(1, Number(product.quantity) || 1),
        price: Number(product.price) || 0,
        weight: numberOrNull(product.weight),
        width: numberOrNull(product.width),
        height: numberOrNull(product.height),
        depth: numberOrNull(product.depth),
      })),
    };
  }

  /** The tracking code goes with /fulfill (shipping_status shipped); each status is a fulfillment event. */
  async pushShipment(connection: ChannelConnection, orderId: string, update: ChannelShipmentUpdate): Promise<void> {
    const path = `/orders/${encodeURIComponent(orderId)}`;
    if (update.trackingCode) {
      await this.call(connection, 'POST', `${path}/fulfill`, {
        shipping_tracking_number: update.trackingCode,
        shipping_tracking_url: update.trackingUrl,
        notify_customer: true,
      });
    }
    await this.call(connection, 'POST', `${path}/fulfillments`, {
      status: update.status,
      description: update.status,
      happened_at: update.happenedAt,
    });
  }

  /**
   * GET /products (variants embedded), `page`/`per_page` ≤ 200 and the total in `X-Total-Count`.
   * A row is one variant, id `{product_id}-{variant_id}`; `ids` are read one product at a time
   * (GET /products/{id}) and only the variants asked for are kept.
   */
  async listProducts(connection: ChannelConnection, query: ChannelProductQuery): Promise<ChannelProductPage> {
    if (query.ids) {
      const wanted = new Set(query.ids);
      const items: ChannelProduct[] = [];
      for (const productId of new Set(query.ids.map((id) => id.split('-')[0]))) {
        if (!/^\d+$/.test(productId)) continue;
        const product = await this.call(connection, 'GET', `/products/${productId}`).catch((error: unknown) => {
          if (error instanceof ChannelError && error.status === 404) return null; // removed from the store meanwhile
          throw error;
        });
        if (product) items.push(...variantsOf(product as Record<string, unknown>).filter((row) => wanted.has(row.id)));
      }
      return { items, total: items.length };
    }
    const params = new URLSearchParams({
      page: String(Math.max(1, query.page)),
      per_page: String(Math.min(Math.max(1, query.perPage), MAX_PER_PAGE)),
    });
    if (query.sort) params.set('sort_by', SORT_BY[query.sort.field][query.sort.direction]);
    const { body, headers } = await this.request(connection, 'GET', `/products?${params}`);
    const products = Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
    return { items: products.flatMap(variantsOf), total: Number(headers.get('x-total-count')) || products.length };
  }

  private async call(connection: ChannelConnection, method: string, path: string, body?: object): Promise<unknown> {
    return (await this.request(connection, method, path, body)).body;
  }

  private async request(
    connection: ChannelConnection,
    method: string,
    path: string,
    body?: object,
  ): Promise<{ body: unknown; headers: Headers }> {
    for (let attempt = 0; ; attempt++) {
      await this.bucket.take(connection.storeId);
      const response = await fetch(`${this.config.apiUrl}/${encodeURIComponent(connection.storeId)}${path}`, {
        method,
        headers: {
          Authentication: `bearer ${connection.accessToken}`,
          'User-Agent': this.config.userAgent,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.status === 429 && attempt < MAX_429_RETRIES) {
        // Not x-rate-limit-reset, the time until the store's bucket is empty (up to 20 s): one call
        // fits again as soon as one drains (500 ms). Calls we did not count (another process) filled it.
        this.bucket.fill(connection.storeId);
        continue;
      }
      const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok) {
        const reason = answer?.description ?? answer?.message ?? answer?.error ?? response.statusText;
        throw new ChannelError(
          `Nuvemshop respondeu ${response.status} em ${method} ${path}: ${text(reason)}`,
          response.status,
        );
      }
      return { body: answer, headers: response.headers };
    }
  }
}

/** Nuvemshop's product with its variants → one row per variant (the SKU, price and measures are the variant's). */
function variantsOf(product: Record<string, unknown>): ChannelProduct[] {
  const name = localized(product.name);
  const variants = (product.variants ?? []) as Record<string, unknown>[];
  return variants.map((variant) => {
    const values = ((variant.values ?? []) as unknown[]).map(localized).filter(Boolean);
    return {
      id: `${text(product.id)}-${text(variant.id)}`,
      sku: variant.sku ? text(variant.sku).trim() || null : null,
      name: values.length > 0 ? `${name} (${values.join(' / ')})` : name,
      price: Number(variant.price) || 0,
      weight: numberOrNull(variant.weight),
      width: numberOrNull(variant.width),
      height: numberOrNull(variant.height),
      depth: numberOrNull(variant.depth),
    };
  });
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, type NuvemshopConfig } from '../../../platform/config/app-config.js';
import { CHANNEL } from '../catalogue/channel-catalogue.js';
import { ufOf } from './brazil-state-names.js';
import {
  type ChannelAdapter,
  type ChannelConnection,
  ChannelError,
  type ChannelGrant,
  type ChannelNotice,
  type ChannelOrder,
  type ChannelShipmentUpdate,
  type ShippingOption,
} from './channel-adapter.js';
import { LeakyBucket } from './leaky-bucket.js';

/** Events Despacho subscribes to: an order is created, paid, changed or cancelled; the app is removed from the store. */
const EVENTS = ['order/created', 'order/paid', 'order/updated', 'order/cancelled', 'app/uninstalled'];
const MAX_429_RETRIES = 3;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
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
  readonly channelId = CHANNEL.NuvemShop;
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
    return { accessToken: text(body.access_token), storeId: text(body.user_id), storeHost: null };
  }

  async subscribe(connection: ChannelConnection, url: string): Promise<void> {
    for (const event of EVENTS) await this.call(connection, 'POST', '/webhooks', { event, url });
  }

  /**
   * Shipping Carrier API (CHANNELS.md §1): one carrier named after the app whose `callback_url` is
   * asked for rates at checkout, and one option per carrier of the company, whose code the rates carry.
   */
  async registerCheckout(connection: ChannelConnection, callbackUrl: string, options: ShippingOption[]): Promise<void> {
    const carrier = (await this.call(connection, 'POST', '/shipping_carriers', {
      name: 'Despacho',
      callback_url: callbackUrl,
      types: 'ship',
    })) as { id?: unknown } | null;
    if (!carrier?.id) throw new ChannelError('A Nuvemshop não devolveu o id da transportadora cadastrada.');
    for (const option of options)
      await this.call(connection, 'POST', `/shipping_carriers/${encodeURIComponent(text(carrier.id))}/options`, option);
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
    const sent = headers['x-linkedstore-hmac-sha256'];
    if (typeof sent !== 'string' || !/^[0-9a-f]{64}$/i.test(sent)) return false;
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
    const order = (await this.call(connection, 'GET', `/orders/${encodeURIComponent(orderId)}`)) as Record<string, any>;
    const customer = order.customer ?? {};
    const address = order.shipping_address ?? {};
    return {
      id: text(order.id),
      number: text(order.number || order.id),
      cancelled: order.status === 'cancelled',
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
      items: ((order.products ?? []) as Record<string, unknown>[]).map((product) => ({
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

  private async call(connection: ChannelConnection, method: string, path: string, body?: object): Promise<unknown> {
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
        const resetMs = Number(response.headers.get('x-rate-limit-reset')) || 1000;
        await new Promise((resolve) => setTimeout(resolve, Math.min(resetMs, 20_000)));
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
      return answer;
    }
  }
}

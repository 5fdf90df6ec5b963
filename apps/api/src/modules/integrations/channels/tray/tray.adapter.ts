import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import type { TrayConfig } from './config.js';
import { MerchantHttp, type MerchantResponse } from '../../adapters/merchant-http.js';
import { ufOf } from '../../adapters/brazil-state-names.js';
import {
  type ChannelAdapter,
  type ChannelConnection,
  ChannelError,
  type ChannelGrant,
  type ChannelNotice,
  type ChannelOrder,
  type ChannelShipmentUpdate,
} from '../../adapters/channel-adapter.js';
import type { ChannelProduct } from '../../adapters/channel-product.js';
import { LeakyBucket } from '../../adapters/leaky-bucket.js';

const MAX_429_RETRIES = 3;
/** Tray pages at most 50 records whatever `limit` asks (`paging.maxLimit`). */
const TRAY_MAX_LIMIT = 50;
/** Spec §2: the situation list is fetched 100 per page (Tray answers up to its maxLimit each time). */
const SITUATIONS_PER_PAGE = 100;

type Json = Record<string, unknown>;
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const positive = (value: unknown): number | null => {
  const parsed = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(parsed) || parsed <= 0
    ? null
    : parsed;
};
const grams = (value: unknown): number | null => {
  const parsed = positive(value);
  return parsed === null ? null : parsed / 1000;
};
const objectAt = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
/** Tray lists are `[{Order:{…}}, …]`: each item wrapped in its entity's name. */
const unwrap = (list: unknown, key: string): Json[] =>
  Array.isArray(list) ? list.map((item) => objectAt(objectAt(item)[key] ?? item)) : [];

/**
 * Tray's dates ("2026-11-25 17:40:00") are Brasília time, which has had no daylight saving since 2019.
 */
export function trayDate(value: unknown): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text(value));
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}-03:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Tray (Tray Commerce) API, as in its public docs (CHANNELS.md §2): each store authorizes on its own
 * domain (`/auth.php`) and has its own API root (`api_address`); the code becomes a 3-hour access
 * token and a 30-day refresh token; the token goes as the `access_token` query parameter; 180 calls
 * per minute per store; notifications are form-encoded pointers with no signature, so the app's
 * notification URL carries a secret and the seller must be a connected store.
 */
@Injectable()
export class TrayAdapter implements ChannelAdapter {
  /** Tray only says an order changed (`act=update`): a cancellation comes as one. */
  readonly rereadTopics = ['order/update'];
  readonly forgedReason = 'Segredo da URL de notificação inválido.';
  /** 180 requests per minute per store: a bucket of 180 draining 3 per second. */
  private readonly bucket = new LeakyBucket(180, 3);
  private readonly config: TrayConfig;
  private readonly publicUrl: string;

  constructor(
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly http: MerchantHttp,
  ) {
    this.config = appConfig.tray;
    this.publicUrl = appConfig.publicUrl;
  }

  /** The store's authorization page; Tray sends the merchant back to `callback` with the code appended. */
  authorizeUrl(state: string, storeUrl?: string): string {
    const store = this.storeOrigin(storeUrl);
    const callback = `${this.publicUrl}/connect/tray?state=${encodeURIComponent(state)}`;
    const query = new URLSearchParams({ response_type: 'code', consumer_key: this.config.consumerKey, callback });
    return `${store}/auth.php?${query.toString()}`;
  }

  async exchangeCode(code: string, data: Record<string, string | undefined>): Promise<ChannelGrant> {
    const apiAddress = this.checkedApiAddress(data.api_address);
    const response = await this.http.request(`${apiAddress}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        consumer_key: this.config.consumerKey,
        consumer_secret: this.config.consumerSecret,
        code,
      }).toString(),
    });
    return this.grantOf(response, apiAddress, data.store_host ?? null, 'recusou o código de autorização');
  }

  async refresh(refreshToken: string, connection: ChannelConnection): Promise<ChannelGrant> {
    const apiAddress = connection.apiAddress ?? '';
    const response = await this.http.request(
      `${apiAddress}/auth?${new URLSearchParams({ refresh_token: refreshToken })}`,
    );
    return this.grantOf(response, apiAddress, null, 'não renovou o token de acesso');
  }

  /** Tray has no API for it: the app's notification URL is registered once with Tray's support. */
  async subscribe(): Promise<void> {}

  verifyWebhook(
    _rawBody: Buffer,
    _headers: Record<string, string | string[] | undefined>,
    query: Record<string, string | undefined>,
  ): boolean {
    const expected = Buffer.from(this.config.notificationSecret);
    const sent = Buffer.from(text(query.secret));
    return expected.length > 0 && sent.length === expected.length && timingSafeEqual(sent, expected);
  }

  /** `seller_id, scope_name, scope_id, act` of a form-encoded notification; the topic is `{scope}/{act}`. */
  readNotice(rawBody: Buffer): ChannelNotice | null {
    const form = new URLSearchParams(rawBody.toString('utf8'));
    const seller = form.get('seller_id');
    const scope = form.get('scope_name');
    if (!seller || !scope) return null;
    return { storeId: seller, topic: `${scope}/${form.get('act') ?? ''}`, resourceId: form.get('scope_id') ?? '' };
  }

  async readOrder(connection: ChannelConnection, orderId: string): Promise<ChannelOrder> {
    const answer = await this.call(connection, 'GET', `/orders/${encodeURIComponent(orderId)}/complete`);
    const order = objectAt(answer.Order);
    const customer = objectAt(order.Customer);
    const addresses = unwrap(customer.CustomerAddresses, 'CustomerAddress');
    const address = addresses.find((entry) => text(entry.type) === '1') ?? addresses[0] ?? {};
    const company = text(customer.type) === '1';
    return {
      id: text(order.id),
      number: text(order.id),
      cancelled: /^cancelad/i.test(text(order.status)),
      customer: {
        name: text(address.recipient || customer.name),
        email: customer.email ? text(customer.email) : null,
        document: text(company ? customer.cnpj : customer.cpf).replace(/\D/g, ''),
        phone: text(customer.cellphone || customer.phone).replace(/\D/g, ''),
      },
      address: {
        zip: text(address.zip_code).replace(/\D/g, ''),
        street: text(address.address),
        number: text(address.number),
        complement: address.complement ? text(address.complement) : null,
        neighborhood: text(address.neighborhood),
        city: text(address.city),
        state: ufOf(text(address.state)),
      },
      items: unwrap(order.ProductsSold, 'ProductsSold').map((product) => ({
        sku: product.reference ? text(product.reference) : null,
        name: text(product.name),
        quantity: Math.max(1, Number(product.quantity) || 1),
        price: Number(product.price) || 0,
        weight: grams(product.weight),
        width: positive(product.width),
        height: positive(product.height),
        depth: positive(product.length),
      })),
    };
  }

  /** One PUT: the mapped store status, the tracking code, the shipping date and the tracking page. */
  async pushShipment(connection: ChannelConnection, orderId: string, update: ChannelShipmentUpdate): Promise<void> {
    const order: Json = { status_id: update.status, sending_date: update.happenedAt.slice(0, 10) };
    if (update.trackingCode) order.sending_code = update.trackingCode;
    if (update.trackingUrl) order.tracking_url = update.trackingUrl;
    await this.call(connection, 'PUT', `/orders/${encodeURIComponent(orderId)}`, {}, { Order: order });
  }

  /** The store's own statuses (GET /orders/statuses), every page. */
  async listSituations(connection: ChannelConnection): Promise<{ id: string; name: string }[]> {
    const situations: { id: string; name: string }[] = [];
    for (let page = 1; ; page++) {
      const answer = await this.call(connection, 'GET', '/orders/statuses', {
        limit: String(SITUATIONS_PER_PAGE),
        page: String(page),
      });
      const statuses = unwrap(answer.OrderStatuses, 'OrderStatus');
      situations.push(...statuses.map((status) => ({ id: text(status.id), name: text(status.status) })));
      const total = Number(objectAt(answer.paging).total) || 0;
      if (statuses.length === 0 || situations.length >= total) return situations;
    }
  }

  /** A page of the store's products (weight in grams, measures in cm); `ids` narrows it to those. */
  async listProducts(
    connection: ChannelConnection,
    query: { page: number; perPage: number; ids?: string[] },
  ): Promise<{ items: ChannelProduct[]; total: number }> {
    const params: Record<string, string> = {
      limit: String(Math.min(Math.max(1, query.perPage), TRAY_MAX_LIMIT)),
      page: String(Math.max(1, query.page)),
    };
    if (query.ids?.length) params.id = query.ids.join(',');
    const answer = await this.call(connection, 'GET', '/products', params);
    const items = unwrap(answer.Products, 'Product').map((product) => this.productOf(product));
    return { items, total: Number(objectAt(answer.paging).total) || items.length };
  }

  /** A page of a product's variants (`/products/variants`), each with its own SKU and measures. */
  async listVariants(
    connection: ChannelConnection,
    query: { page: number; perPage: number; productId?: string },
  ): Promise<{ items: ChannelProduct[]; total: number }> {
    const params: Record<string, string> = {
      limit: String(Math.min(Math.max(1, query.perPage), TRAY_MAX_LIMIT)),
      page: String(Math.max(1, query.page)),
    };
    if (query.productId) params.product_id = query.productId;
    const answer = await this.call(connection, 'GET', '/products/variants', params);
    const items = unwrap(answer.Variants, 'Variant').map((variant) => ({
      ...this.productOf(variant),
      // A variant has no name of its own in Tray: its SKU names it.
      name: text(variant.reference || `Variação ${text(variant.id)}`),
    }));
    return { items, total: Number(objectAt(answer.paging).total) || items.length };
  }

  private productOf(product: Json): ChannelProduct {
    return {
      id: text(product.id),
      sku: product.reference ? text(product.reference) : null,
      name: text(product.name),
      price: Number(product.price) || 0,
      weight: grams(product.weight),
      width: positive(product.width),
      height: positive(product.height),
      depth: positive(product.length),
    };
  }

  private async grantOf(
    response: MerchantResponse,
    apiAddress: string,
    storeHost: string | null,
    failure: string,
  ): Promise<ChannelGrant> {
    const body = objectAt(response.json());
    if (!response.ok || !body.access_token || !body.store_id) {
      throw new ChannelError(
        `A Tray ${failure}${body.message ? `: ${text(body.message)}` : '.'}`,
        response.status === 401 ? 401 : 400,
      );
    }
    return {
      storeId: text(body.store_id),
      accessToken: text(body.access_token),
      apiAddress,
      storeHost,
      refreshToken: body.refresh_token ? text(body.refresh_token) : null,
      expiresAt: trayDate(body.date_expiration_access_token),
    };
  }

  private async call(
    connection: ChannelConnection,
    method: 'GET' | 'PUT',
    path: string,
    query: Record<string, string> = {},
    body?: object,
  ): Promise<Json> {
    const url = `${connection.apiAddress}${path}?${new URLSearchParams({ ...query, access_token: connection.accessToken })}`;
    for (let attempt = 0; ; attempt++) {
      await this.bucket.take(connection.storeId);
      const response = await this.http.request(url, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.status === 429 && attempt < MAX_429_RETRIES) {
        // Tray names no reset time: back off 1, 2, 4 s (its window is a minute; the bucket keeps us under it).
        await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
        continue;
      }
      const answer = objectAt(response.json());
      if (!response.ok) {
        const reason = answer.causes ?? answer.message ?? 'sem detalhes.';
        throw new ChannelError(
          `Tray respondeu ${response.status} em ${method} ${path}: ${Array.isArray(reason) ? reason.join(' ') : text(reason)}`,
          response.status,
        );
      }
      return answer;
    }
  }

  /** The store's address as the merchant gave it (or Tray's landing `url`), without a trailing slash. */
  private storeOrigin(storeUrl: string | undefined): string {
    const url = this.parsed(storeUrl);
    if (!url) throw new ChannelError('Informe o endereço da sua loja Tray.', 400);
    return url.toString().replace(/\/+$/, '');
  }

  /**
   * The API root the callback named, which receives the app's secret: only on Tray's own hosts
   * (TRAY_API_HOSTS) over https, or a local stub allowed outside production. The callback's fields
   * and the store address the merchant typed prove nothing (anyone can forge them), so neither is
   * trusted; MerchantHttp still refuses a Tray name that resolves to a private address.
   */
  private checkedApiAddress(apiAddress: string | undefined): string {
    const api = this.parsed(apiAddress);
    const host = api?.hostname.toLowerCase() ?? '';
    const onTray =
      api?.protocol === 'https:' &&
      this.config.apiHosts.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) : host === entry));
    if (!api || !(onTray || this.http.isAllowed(api)))
      throw new ChannelError('Endereço da API da loja Tray inválido.', 400);
    return api.toString().replace(/\/+$/, '');
  }

  private parsed(value: string | undefined): URL | null {
    try {
      const url = new URL(text(value).trim());
      const schemeOk = url.protocol === 'https:' || (this.config.allowHttp && url.protocol === 'http:');
      if (!schemeOk || url.username || url.password) return null;
      url.search = '';
      url.hash = '';
      return url;
    } catch {
      return null;
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import type { MercadoLivreConfig } from './config.js';
import { ufOf } from '../../adapters/brazil-state-names.js';
import {
  type ChannelAdapter,
  type ChannelConnection,
  ChannelError,
  type ChannelGrant,
  type ChannelNotice,
  type ChannelOrder,
  type ChannelShipmentUpdate,
  type MissedNotice,
} from '../../adapters/channel-adapter.js';
import type { ChannelProduct } from '../../adapters/channel-product.js';
import type {
  MlBillingInfo,
  MlErrorAnswer,
  MlItemSearch,
  MlMissedFeeds,
  MlMultigetAnswer,
  MlNotification,
  MlOrder,
  MlShipment,
  MlTokenAnswer,
} from './mercadolivre-payloads.js';

const MAX_429_RETRIES = 4;
/** The only topic Despacho subscribes to (orders_v2: every change of an order). */
const ORDERS_TOPIC = 'orders_v2';
/** /missed_feeds pages (ML answers 10 unless asked). */
const MISSED_PAGE = 50;
/** ML keeps 2 days of missed feeds; a misbehaving paging must not loop forever. */
const MAX_MISSED = 5_000;
/** GET /items?ids= takes at most 20 ids per call. */
const MULTIGET_SIZE = 20;
/** ME1 shipment statuses a seller may report, and the ones after which nothing more can be said. */
const FINAL_STATUSES = new Set(['delivered', 'not_delivered']);

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const digits = (value: unknown): string => text(value).replace(/\D/g, '');

/** ME1 items: `shipping.dimensions` is "HxWxL,weight" in cm and grams (CHANNELS.md §3, M7). */
export function parseMlDimensions(
  value: unknown,
): Pick<ChannelProduct, 'weight' | 'width' | 'height' | 'depth'> | null {
  const match = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(text(value).trim());
  if (!match) return null;
  const [height, width, depth, grams] = match.slice(1).map(Number);
  return { height, width, depth, weight: grams / 1000 };
}

/**
 * Mercado Livre (MLB) API, as CHANNELS.md §3 gives it: OAuth with a 6 h access token and a
 * single-use refresh token (form body, never the query string), Bearer calls, orders read from
 * /orders/{id} plus /shipments/{id} (`x-format-new: true`) and the buyer's billing info, ME1 status
 * and tracking sent to /shipments/{id}/seller_notifications, and JSON pointer notifications with no
 * signature (filtered by application_id and a known user_id in the receiver, then confirmed by reading
 * the resource with the seller's token before the notice is trusted). ML publishes no
 * general rate, so a 429 is met with exponential back-off and jitter.
 */
@Injectable()
export class MercadoLivreAdapter implements ChannelAdapter {
  /** `orders_v2` is sent on every change of an order: one already imported is read again (a cancellation cancels it). */
  readonly rereadTopics = ['orders_v2'];
  readonly forgedReason = 'Notificação de outro aplicativo (application_id não confere).';
  private readonly config: MercadoLivreConfig;

  constructor(@Inject(APP_CONFIG) appConfig: AppConfig) {
    this.config = appConfig.mercadoLivre;
  }

  authorizeUrl(state: string): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.appId,
      redirect_uri: this.config.redirectUri,
      state,
    });
    return `${this.config.authUrl}/authorization?${query}`;
  }

  exchangeCode(code: string): Promise<ChannelGrant> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: this.config.redirectUri });
  }

  /** The refresh token is single use: the grant's new one replaces it, and spending the old again fails. */
  refresh(refreshToken: string): Promise<ChannelGrant> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Notifications are subscribed in ML's app manager (callback URL and topics): there is no API for it. */
  async subscribe(): Promise<void> {}

  /** ML does not sign notifications: one that names another application is not ours. */
  /** Only a first filter: the application_id is public. `confirmNotice` reads the resource before it is trusted. */
  verifyWebhook(rawBody: Buffer): boolean {
    const body = this.json<MlNotification>(rawBody);
    return !!body && !!this.config.appId && text(body.application_id) === this.config.appId;
  }

  /**
   * ML signs nothing and its docs say to GET the notice's resource with the seller's token: an
   * orders_v2 notice is genuine when /orders/{id} answers that seller's order. ML's 400/403/404
   * (no such order, or not this seller's) mean forged; other failures throw to be retried.
   */
  async confirmNotice(connection: ChannelConnection, notice: ChannelNotice): Promise<boolean> {
    if (notice.topic !== ORDERS_TOPIC || !/^\d{1,20}$/.test(notice.resourceId)) return false;
    try {
      const order = await this.call<MlOrder>(connection, 'GET', `/orders/${notice.resourceId}`);
      return text(order?.seller?.id) === connection.storeId;
    } catch (error) {
      if (error instanceof ChannelError && (error.status === 400 || error.status === 403 || error.status === 404))
        return false;
      throw error;
    }
  }

  readNotice(rawBody: Buffer): ChannelNotice | null {
    const body = this.json<MlNotification>(rawBody);
    if (!body?.user_id || !body.topic || typeof body.resource !== 'string') return null;
    return {
      storeId: text(body.user_id),
      topic: text(body.topic),
      resourceId: body.resource.split('/').filter(Boolean).pop() ?? '',
    };
  }

  /**
   * ML sends a notification again with `attempts` and `sent` changed; `received` (when ML took the
   * event) stays, so it names the notification together with the seller, topic and resource.
   */
  noticeKey(rawBody: Buffer): string | null {
    const body = this.json<MlNotification>(rawBody);
    if (!body?.user_id || !body.topic || typeof body.resource !== 'string' || !body.received) return null;
    return [text(body.user_id), body.topic, body.resource, text(body.received)].join(' ');
  }

  /**
   * GET /missed_feeds?app_id&topic=orders_v2&offset&limit (CHANNELS.md §3): the notifications ML
   * dropped after 8 failed attempts, kept 2 days, for every seller of the app (the recovery routes
   * each by its user_id). Each message is the notification plus ML's own `_id`.
   */
  async missedNotices(connection: ChannelConnection): Promise<MissedNotice[]> {
    const notices: MissedNotice[] = [];
    for (let offset = 0; offset < MAX_MISSED; offset += MISSED_PAGE) {
      const params = new URLSearchParams({
        app_id: this.config.appId,
        topic: ORDERS_TOPIC,
        offset: String(offset),
        limit: String(MISSED_PAGE),
      });
      const page = await this.call<MlMissedFeeds>(connection, 'GET', `/missed_feeds?${params}`);
      const messages = Array.isArray(page?.messages) ? page.messages : [];
      notices.push(
        ...messages.map(({ _id, ...notification }) => ({ body: Buffer.from(JSON.stringify(notification)) })),
      );
      if (messages.length < MISSED_PAGE || offset + MISSED_PAGE >= Number(page?.paging?.total ?? 0)) break;
    }
    return notices;
  }

  async readOrder(connection: ChannelConnection, orderId: string): Promise<ChannelOrder> {
    const order = await this.call<MlOrder>(connection, 'GET', `/orders/${encodeURIComponent(orderId)}`);
    if (!order.shipping?.id) throw new ChannelError(`O pedido ${orderId} do Mercado Livre não tem envio.`);
    const shipment = await this.call<MlShipment>(
      connection,
      'GET',
      `/shipments/${encodeURIComponent(order.shipping.id)}`,
    );
    const destination = shipment.destination ?? {};
    const address = destination.shipping_address;
    const cancelled = order.status === 'cancelled';
    if (!address && !cancelled)
      throw new ChannelError(`O Mercado Livre só mostra o endereço do pedido ${orderId} depois do pagamento.`);
    const billingId = order.buyer?.billing_info?.id;
    const billing: MlBillingInfo = billingId
      ? await this.call<MlBillingInfo>(connection, 'GET', `/orders/billing-info/MLB/${encodeURIComponent(billingId)}`)
      : {};
    const buyer = billing.buyer?.billing_info ?? {};
    const items = order.order_items ?? [];
    const listings = await this.items(
      connection,
      items.map((line) => text(line.item?.id)),
    );
    return {
      id: text(order.id),
      number: text(order.id),
      cancelled,
      customer: {
        name: text(destination.receiver_name || `${text(order.buyer?.first_name)} ${text(order.buyer?.last_name)}`),
        email: null,
        document: digits(buyer.identification?.number ?? buyer.doc_number),
        phone: digits(destination.receiver_phone).replace(/^55(?=\d{10,11}$)/, ''),
      },
      address: {
        zip: digits(address?.zip_code),
        street: text(address?.street_name),
        number: text(address?.street_number),
        complement: address?.comment ? text(address.comment) : null,
        neighborhood: text(address?.neighborhood?.name),
        city: text(address?.city?.name),
        state: text(address?.state?.id).replace(/^BR-/, '') || ufOf(text(address?.state?.name)),
      },
      items: items.map((line) => {
        const listing = listings.get(text(line.item?.id));
        return {
          sku: line.item?.seller_sku ? text(line.item.seller_sku) : (listing?.sku ?? null),
          name: text(line.item?.title),
          quantity: Math.max(1, Number(line.quantity) || 1),
          price: Number(line.unit_price) || 0,
          weight: listing?.weight ?? null,
          width: listing?.width ?? null,
          height: listing?.height ?? null,
          depth: listing?.depth ?? null,
        };
      }),
    };
  }

  /**
   * ME1: the seller reports the shipment's status with the tracking code. A final status (delivered,
   * not delivered) is only accepted after `shipped`, so that one goes first when ML has not seen it.
   */
  async pushShipment(connection: ChannelConnection, orderId: string, update: ChannelShipmentUpdate): Promise<void> {
    const order = await this.call<MlOrder>(connection, 'GET', `/orders/${encodeURIComponent(orderId)}`);
    const shipmentId = text(order.shipping?.id);
    if (!shipmentId) throw new ChannelError(`O pedido ${orderId} do Mercado Livre não tem envio.`);
    const path = `/shipments/${encodeURIComponent(shipmentId)}`;
    const [status, substatus] = update.status.split('/');
    if (FINAL_STATUSES.has(status)) {
      const shipment = await this.call<MlShipment>(connection, 'GET', path);
      if (shipment.status !== 'shipped' && !FINAL_STATUSES.has(shipment.status ?? ''))
        await this.call(connection, 'POST', `${path}/seller_notifications`, this.notification(update, 'shipped'));
    }
    await this.call(connection, 'POST', `${path}/seller_notifications`, this.notification(update, status, substatus));
  }

  /** The seller's items: ids from users/{id}/items/search (offset/limit), details from the multiget /items?ids=. */
  async listProducts(
    connection: ChannelConnection,
    query: { page: number; perPage: number; ids?: string[] },
  ): Promise<{ items: ChannelProduct[]; total: number }> {
    let ids = query.ids;
    let total = ids?.length ?? 0;
    if (!ids) {
      const search = new URLSearchParams({
        offset: String((Math.max(1, query.page) - 1) * query.perPage),
        limit: String(query.perPage),
      });
      const found = await this.call<MlItemSearch>(
        connection,
        'GET',
        `/users/${encodeURIComponent(connection.storeId)}/items/search?${search}`,
      );
      ids = (found.results ?? []).map(text);
      total = Number(found.paging?.total) || 0;
    }
    const items = await this.items(connection, ids);
    return { items: ids.flatMap((id) => items.get(id) ?? []), total };
  }

  private notification(update: ChannelShipmentUpdate, status: string, substatus?: string): object {
    return {
      payload: { comment: 'Despacho', date: update.happenedAt },
      tracking_number: update.trackingCode,
      tracking_url: update.trackingUrl,
      status,
      substatus: substatus ?? null,
    };
  }

  private async items(connection: ChannelConnection, ids: string[]): Promise<Map<string, ChannelProduct>> {
    const found = new Map<string, ChannelProduct>();
    const unique = [...new Set(ids.filter(Boolean))];
    for (let i = 0; i < unique.length; i += MULTIGET_SIZE) {
      const chunk = unique.slice(i, i + MULTIGET_SIZE);
      const answers = await this.call<MlMultigetAnswer[]>(
        connection,
        'GET',
        `/items?ids=${chunk.map(encodeURIComponent).join(',')}`,
      );
      for (const answer of answers) {
        if (answer.code !== 200 || !answer.body) continue;
        const item = answer.body;
        const sku = (item.attributes ?? []).find((attribute) => attribute.id === 'SELLER_SKU');
        found.set(text(item.id), {
          id: text(item.id),
          sku: text(item.seller_custom_field || sku?.value_name) || null,
          name: text(item.title),
          price: Number(item.price) || 0,
          ...(parseMlDimensions(item.shipping?.dimensions) ?? { weight: null, width: null, height: null, depth: null }),
        });
      }
    }
    return found;
  }

  private async token(grant: Record<string, string>): Promise<ChannelGrant> {
    const response = await this.retrying(() =>
      fetch(`${this.config.apiUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...grant, client_id: this.config.appId, client_secret: this.config.clientSecret }),
      }),
    );
    const body = (await response.json().catch(() => ({}))) as MlTokenAnswer;
    if (!response.ok || !body.access_token || !body.user_id) {
      const refused = grant.grant_type === 'refresh_token' ? 'a renovação do acesso' : 'o código de autorização';
      throw new ChannelError(
        `O Mercado Livre recusou ${refused}${body.message ? `: ${text(body.message)}` : '.'}`,
        response.status,
      );
    }
    const seconds = Number(body.expires_in) || 21_600;
    return {
      storeId: text(body.user_id),
      accessToken: text(body.access_token),
      apiAddress: null,
      storeHost: null,
      refreshToken: body.refresh_token ? text(body.refresh_token) : null,
      expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
    };
  }

  private async call<T>(connection: ChannelConnection, method: string, path: string, body?: object): Promise<T> {
    const response = await this.retrying(() =>
      fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${connection.accessToken}`,
          accept: 'application/json',
          // Shipments answer their current format (destination.shipping_address) only with it.
          'x-format-new': 'true',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );
    const answer = (await response.json().catch(() => null)) as (T & MlErrorAnswer) | null;
    if (!response.ok) {
      const reason = answer?.message ?? answer?.error ?? response.statusText;
      throw new ChannelError(
        `Mercado Livre respondeu ${response.status} em ${method} ${path.split('?')[0]}: ${text(reason)}`,
        response.status,
      );
    }
    return answer as T;
  }

  /** ML publishes no general rate (CHANNELS.md §3, M8): on 429, wait base·2^n plus jitter and try again. */
  private async retrying(send: () => Promise<Response>): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const response = await send();
      if (response.status !== 429 || attempt >= MAX_429_RETRIES) return response;
      await response.body?.cancel();
      const wait = this.config.backoffMs * 2 ** attempt * (1 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private json<T extends object>(rawBody: Buffer): T | null {
    try {
      const body: unknown = JSON.parse(rawBody.toString('utf8'));
      return body && typeof body === 'object' ? (body as T) : null;
    } catch {
      return null;
    }
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TrayStore } from './tray-store.js';

/** How the stub behaves; the defaults follow Tray's docs (CHANNELS.md §2). */
export interface TrayStubOptions {
  consumerKey: string;
  consumerSecret: string;
  /** The app's notification URL (registered with Tray's support, not by the API). */
  notificationUrl: () => string;
  storeId?: string;
  /** Access token 3 h, refresh token 30 days. */
  accessTtlMs?: number;
  refreshTtlMs?: number;
  /** 180 requests per minute (and 10,000 a day) per store. */
  perMinute?: number;
  perDay?: number;
  windowMs?: number;
  /** Gaps between notification attempts: Tray retries any non-200 with growing gaps (the 2nd within ~30 min). */
  retryDelaysMs?: number[];
}

const DEFAULT_RETRIES = [0, 30, 120, 480, 1440].map((minutes) => minutes * 60_000);
const pad = (value: number) => String(value).padStart(2, '0');

/** "YYYY-MM-DD HH:MM:SS" in Brasília time (UTC-3), as Tray writes dates. */
export function trayDateOf(ms: number): string {
  const d = new Date(ms - 3 * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const DETAIL_ONLY = new Set(['Customer', 'ProductsSold', 'OrderInvoice']);
const summaryOf = (order: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(order).filter(([key]) => !DETAIL_ONLY.has(key)));

/** Tray's `paging` block and one page of `list`; `limit` above maxLimit (50) is capped. */
function page<T>(list: T[], query: { limit?: string; page?: string }) {
  const limit = Math.min(Math.max(Number(query.limit) || 30, 1), 50);
  const current = Math.max(Number(query.page) || 1, 1);
  const offset = (current - 1) * limit;
  return {
    paging: { total: list.length, page: current, offset, limit, maxLimit: 50 },
    items: list.slice(offset, offset + limit),
  };
}

/**
 * A local Tray store: the authorization page and token endpoints (3 h / 30 days, refresh rotating
 * both), the API under /web_api with the token as a query parameter, Tray's envelopes and paging,
 * the per-minute and per-day limits, PUT /orders/{id} recorded, and form-encoded notifications to
 * the app's URL retried until 200. /_stub/* are the controls for tests and the demo.
 */
export function trayStub(options: TrayStubOptions) {
  const store = new TrayStore(options.storeId ?? '391250');
  const accessTtl = options.accessTtlMs ?? 3 * 3_600_000;
  const refreshTtl = options.refreshTtlMs ?? 30 * 86_400_000;
  const perMinute = options.perMinute ?? 180;
  const perDay = options.perDay ?? 10_000;
  const windowMs = options.windowMs ?? 60_000;
  const retries = options.retryDelaysMs ?? DEFAULT_RETRIES;
  const timers = new Set<NodeJS.Timeout>();
  let window = { start: Date.now(), count: 0 };
  let day = { start: Date.now(), count: 0 };

  const notify = (scopeId: string, act: 'insert' | 'update' | 'delete', attempt = 0): void => {
    const url = options.notificationUrl();
    const body = new URLSearchParams({
      seller_id: store.storeId,
      scope_id: scopeId,
      scope_name: 'order',
      act,
      app_code: options.consumerKey,
      url_notification: url,
    }).toString();
    const logged = { body, url, attempt: attempt + 1, status: null as number | null };
    store.attempts.push(logged);
    const again = () => {
      if (attempt + 1 >= retries.length) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          notify(scopeId, act, attempt + 1);
        },
        retries[attempt + 1],
      );
      timers.add(timer);
    };
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
      .then((response) => {
        logged.status = response.status;
        if (response.status !== 200) again();
      })
      .catch(() => again());
  };

  const tokens = () => ({
    access_token: store.accessToken,
    refresh_token: store.refreshToken,
    date_expiration_access_token: trayDateOf(store.accessExpiresAt),
    date_expiration_refresh_token: trayDateOf(store.refreshExpiresAt),
    date_activated: trayDateOf(Date.now()),
    api_host: '',
    store_id: store.storeId,
  });

  const unauthorized = (reply: FastifyReply, errorCode: number, cause: string) =>
    reply.status(401).send({ message: 'Unauthorized', code: 401, error_code: errorCode, causes: [cause] });

  /** The API's gate: the access token as a query parameter (401 with Tray's error codes), then the limits (429). */
  const guard = async (request: FastifyRequest<{ Querystring: { access_token?: string } }>, reply: FastifyReply) => {
    const token = request.query.access_token;
    if (!token || token !== store.accessToken) return unauthorized(reply, 1099, 'Invalid access token');
    if (Date.now() >= store.accessExpiresAt) return unauthorized(reply, 1000, 'Expired access token');
    const now = Date.now();
    if (now - window.start >= windowMs) window = { start: now, count: 0 };
    if (now - day.start >= 86_400_000) day = { start: now, count: 0 };
    if (window.count >= perMinute || day.count >= perDay)
      return reply
        .status(429)
        .send({ message: 'Too Many Requests', code: 429, causes: ['Limite de requisições excedido'] });
    window.count++;
    day.count++;
  };

  const orderOr404 = (id: string, reply: FastifyReply) => {
    const order = store.orders.get(id);
    if (!order) void reply.status(404).send({ message: 'Not Found', code: 404, causes: ['Pedido não encontrado'] });
    return order;
  };

  const plugin = async (app: FastifyInstance) => {
    const base = (request: FastifyRequest) => `${request.protocol}://${request.host}${app.prefix}`;
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
      app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
    }
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });

    app.get<{ Querystring: { response_type?: string; consumer_key?: string; callback?: string } }>(
      '/auth.php',
      async (request, reply) => {
        const { response_type, consumer_key, callback } = request.query;
        if (response_type !== 'code' || consumer_key !== options.consumerKey || !callback)
          return reply.status(400).send('Aplicativo não encontrado.');
        const target = new URL(callback);
        target.searchParams.set('code', store.issueCode());
        target.searchParams.set('api_address', `${base(request)}/web_api`);
        target.searchParams.set('store', store.storeId);
        target.searchParams.set('store_host', base(request));
        target.searchParams.set('adm_user', 'lojista');
        return reply.redirect(target.toString(), 302);
      },
    );

    app.post<{ Body: Record<string, string> | undefined }>('/web_api/auth', async (request, reply) => {
      const { consumer_key, consumer_secret, code } = request.body ?? {};
      if (consumer_key !== options.consumerKey || consumer_secret !== options.consumerSecret)
        return unauthorized(reply, 1001, 'Invalid consumer key or secret');
      if (!code || store.codes.get(code) !== false) return unauthorized(reply, 1002, 'Invalid code');
      store.codes.set(code, true);
      store.issueTokens(accessTtl, refreshTtl);
      return reply.status(201).send({ code: 201, message: 'Created tokens', ...tokens() });
    });

    app.get<{ Querystring: { refresh_token?: string } }>('/web_api/auth', async (request, reply) => {
      const sent = request.query.refresh_token;
      if (!sent || sent !== store.refreshToken) return unauthorized(reply, 1003, 'Invalid refresh token');
      if (Date.now() >= store.refreshExpiresAt) return unauthorized(reply, 1099, 'Expired refresh token');
      store.issueTokens(accessTtl, refreshTtl);
      return reply.status(200).send({ code: 200, message: 'Refreshed tokens', ...tokens() });
    });

    app.register(
      async (api) => {
        api.addHook('preHandler', guard);
        api.get<{ Querystring: { limit?: string; page?: string } }>('/orders', async (request) => {
          const { paging, items } = page([...store.orders.values()].reverse(), request.query);
          return {
            paging,
            sort: [{ id: 'desc' }],
            availableFilters: ['id', 'status', 'modified'],
            appliedFilters: [],
            // The list shows the order's own fields; customer, items and invoices only come with /complete.
            Orders: items.map((order) => ({ Order: summaryOf(order) })),
          };
        });
        api.get<{ Querystring: { limit?: string; page?: string } }>('/orders/statuses', async (request) => {
          const { paging, items } = page(store.statuses, request.query);
          return {
            paging,
            sort: [{ id: 'asc' }],
            availableFilters: [],
            appliedFilters: [],
            OrderStatuses: items.map((s) => ({ OrderStatus: s })),
          };
        });
        api.get<{ Params: { id: string } }>('/orders/:id/complete', async (request, reply) => {
          const order = orderOr404(request.params.id, reply);
          return order ? { Order: order } : undefined;
        });
        api.put<{ Params: { id: string }; Body: { Order?: Record<string, unknown> } | undefined }>(
          '/orders/:id',
          async (request, reply) => {
            const order = orderOr404(request.params.id, reply);
            if (!order) return;
            const changes = request.body?.Order;
            const status = store.statuses.find((s) => s.id === String(changes?.status_id ?? ''));
            if (!changes || (changes.status_id !== undefined && !status))
              return reply.status(400).send({ message: 'Bad Request', code: 400, causes: ['Status inválido'] });
            if (status) order.status = status.status;
            for (const field of ['sending_code', 'sending_date', 'tracking_url'] as const)
              if (changes[field] !== undefined) order[field] = changes[field];
            store.updates.push({ order_id: request.params.id, body: changes, at: new Date().toISOString() });
            return { message: 'Saved', id: request.params.id, code: 200 };
          },
        );
        api.get<{ Querystring: { limit?: string; page?: string; product_id?: string } }>(
          '/products/variants',
          async (request) => {
            const { product_id } = request.query;
            const { paging, items } = page(
              store.variants.filter((variant) => !product_id || variant.product_id === product_id),
              request.query,
            );
            return {
              paging,
              sort: [{ id: 'asc' }],
              availableFilters: ['product_id'],
              appliedFilters: [],
              Variants: items.map((v) => ({ Variant: v })),
            };
          },
        );
        api.get<{ Querystring: { limit?: string; page?: string; id?: string } }>('/products', async (request) => {
          const ids = request.query.id?.split(',');
          const { paging, items } = page(
            store.products.filter((product) => !ids || ids.includes(product.id)),
            request.query,
          );
          return {
            paging,
            sort: [{ id: 'asc' }],
            availableFilters: ['id', 'reference'],
            appliedFilters: [],
            Products: items.map((p) => ({ Product: p })),
          };
        });
      },
      { prefix: '/web_api' },
    );

    // Controls of the stub itself (not Tray's API): what a test or the demo drives.
    app.post<{ Body: Record<string, unknown> | undefined }>('/_stub/orders', async (request, reply) => {
      const order = store.placeOrder(request.body ?? {});
      notify(String(order.id), 'insert');
      return reply.status(201).send(order);
    });
    app.post<{ Params: { id: string; act: 'insert' | 'update' } }>(
      '/_stub/orders/:id/notify/:act',
      async (request, reply) => {
        if (!orderOr404(request.params.id, reply)) return;
        notify(request.params.id, request.params.act === 'insert' ? 'insert' : 'update');
        return { message: 'sent' };
      },
    );
    app.post<{ Params: { id: string } }>('/_stub/orders/:id/cancel', async (request, reply) => {
      const order = orderOr404(request.params.id, reply);
      if (!order) return;
      order.status = 'CANCELADO';
      notify(request.params.id, 'update');
      return order;
    });
    /** The access token stops working now, as it does 3 h after it was issued. */
    app.post('/_stub/expire-access', async () => {
      store.accessExpiresAt = Date.now() - 1;
      return { message: 'expired' };
    });
    app.get('/_stub/state', async () => ({
      store_id: store.storeId,
      connected: store.accessToken !== null,
      access_expires_at: new Date(store.accessExpiresAt).toISOString(),
      updates: store.updates,
      attempts: store.attempts,
    }));
  };
  return { store, plugin };
}

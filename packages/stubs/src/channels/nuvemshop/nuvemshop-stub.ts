import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutTrigger, shippingRoutes, StubShipping } from './nuvemshop-shipping.js';
import { NuvemshopStore, type StubVariant } from './nuvemshop-store.js';

/** How the stub behaves; the defaults follow Nuvemshop's docs (CHANNELS.md §1). */
export interface NuvemshopStubOptions {
  appId: string;
  clientSecret: string;
  /** The app's redirect URL (set in the partner panel, not in the authorize link). */
  redirectUrl: () => string;
  storeId?: number;
  /** The first order's id and number (default 900000001 and 1001). */
  firstOrder?: { id: number; number: number };
  /** Leaky bucket: 40 requests, draining 2 per second. */
  bucketSize?: number;
  drainPerSecond?: number;
  /** Gaps between webhook attempts; Nuvemshop: at once, ~5, 10, 15 min, then ×1.4, 18 tries. */
  retryDelaysMs?: number[];
  codeTtlMs?: number;
  /**
   * The demo: once the first store has installed the app, authorize asks which store is signed in
   * (a new test store for another company); otherwise it always authorizes the first store.
   */
  chooseStore?: boolean;
}

/** One store of the stub: its state, its Shipping Carrier API and its rate-limit bucket. */
interface StubStore {
  store: NuvemshopStore;
  shipping: StubShipping;
  bucket: { level: number; at: number };
}

const DEFAULT_RETRIES = [0, 5, 10, 15, 21, 29.4].map((minutes) => minutes * 60_000);

/**
 * A local Nuvemshop: OAuth authorize and token endpoints, the REST API under /v1/{store_id} with its
 * checks (User-Agent, bearer token, JSON content type, the rate-limit bucket), webhooks signed with
 * the app secret and retried, and /_stub/* controls for tests and the demo (place an order, read what
 * was fulfilled, run a checkout against the registered shipping carrier). Registered on its own Fastify app by tests, or under /stubs/nuvemshop by the API in demo mode.
 */
export function nuvemshopStub(options: NuvemshopStubOptions) {
  const stores = new Map<number, StubStore>();
  const open = (storeId: number): StubStore => {
    const entry = {
      store: new NuvemshopStore(storeId, options.firstOrder),
      shipping: new StubShipping(),
      bucket: { level: 0, at: Date.now() },
    };
    stores.set(storeId, entry);
    return entry;
  };
  const first = open(options.storeId ?? 4242);
  /** The store a control is about: `?store_id=`, else the first store (the demo's and the tests'). */
  const storeOf = (request: FastifyRequest): StubStore =>
    stores.get(Number((request.query as { store_id?: string } | undefined)?.store_id)) ?? first;
  const bucketSize = options.bucketSize ?? 40;
  const drain = options.drainPerSecond ?? 2;
  const retries = options.retryDelaysMs ?? DEFAULT_RETRIES;
  const codeTtl = options.codeTtlMs ?? 5 * 60_000;
  const timers = new Set<NodeJS.Timeout>();

  const deliver = ({ store }: StubStore, event: string, id: number, attempt = 0): void => {
    for (const hook of store.webhooks.filter((w) => w.event === event)) sendTo(store, hook.url, event, id, attempt);
  };
  const sendTo = (store: NuvemshopStore, url: string, event: string, id: number, attempt: number): void => {
    const body = JSON.stringify({ store_id: store.storeId, event, id });
    const signature = createHmac('sha256', options.clientSecret).update(body).digest('hex');
    const logged = { event, url, body, attempt: attempt + 1, status: null as number | null };
    store.attempts.push(logged);
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Linkedstore-HMAC-SHA256': signature },
      body,
    })
      .then((response) => {
        logged.status = response.status;
        if (!response.ok) retry(store, url, event, id, attempt);
      })
      .catch(() => retry(store, url, event, id, attempt));
  };
  const retry = (store: NuvemshopStore, url: string, event: string, id: number, attempt: number): void => {
    if (attempt + 1 >= retries.length) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        sendTo(store, url, event, id, attempt + 1);
      },
      retries[attempt + 1],
    );
    timers.add(timer);
  };

  /** The API's gate: User-Agent (400), bearer token (401), bucket (429), JSON bodies (415). */
  const guard = async (request: FastifyRequest<{ Params: { storeId: string } }>, reply: FastifyReply) => {
    if (!request.headers['user-agent'])
      return reply
        .status(400)
        .send({ code: 400, message: 'Bad Request', description: 'A valid User-Agent header is required' });
    const auth = request.headers.authentication ?? request.headers.authorization;
    const entry = stores.get(Number(request.params.storeId));
    if (!entry?.store.accessToken || auth !== `bearer ${entry.store.accessToken}`) {
      return reply.status(401).send({ code: 401, message: 'Unauthorized', description: 'Invalid access token' });
    }
    const now = Date.now();
    const level = Math.max(0, entry.bucket.level - ((now - entry.bucket.at) / 1000) * drain);
    const resetMs = Math.ceil((level / drain) * 1000);
    reply.header('x-rate-limit-limit', bucketSize).header('x-rate-limit-reset', resetMs);
    if (level + 1 > bucketSize) {
      entry.bucket = { level, at: now };
      return reply.status(429).header('x-rate-limit-remaining', 0).send({ code: 429, message: 'Too Many Requests' });
    }
    entry.bucket = { level: level + 1, at: now };
    reply.header('x-rate-limit-remaining', Math.floor(bucketSize - level - 1));
    if (
      (request.method === 'POST' || request.method === 'PUT') &&
      !String(request.headers['content-type'] ?? '').startsWith('application/json')
    ) {
      return reply.status(415).send({ code: 415, message: 'Unsupported Media Type' });
    }
  };
  /** The store of a /v1/{store_id} call (the guard let it through). */
  const apiStore = (request: FastifyRequest) =>
    stores.get(Number((request.params as { storeId: string }).storeId)) as StubStore;

  const orderOr404 = ({ store }: StubStore, id: string, reply: FastifyReply) => {
    const order = store.orders.get(Number(id));
    if (!order) void reply.status(404).send({ code: 404, message: 'Not Found', description: 'Order not found' });
    return order;
  };

  const plugin = async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });

    app.get<{ Params: { appId: string }; Querystring: { state?: string; store_id?: string } }>(
      '/apps/:appId/authorize',
      async (request, reply) => {
        if (request.params.appId !== options.appId) return reply.status(404).send('App not found');
        const chosen = request.query.store_id;
        if (!chosen && options.chooseStore && first.store.accessToken)
          return reply.type('text/html').send(storeChooser(request.url, stores));
        const entry =
          chosen === 'new' ? open(Math.max(...stores.keys()) + 1) : chosen ? stores.get(Number(chosen)) : first;
        if (!entry) return reply.status(404).send('Store not found');
        const target = new URL(options.redirectUrl());
        target.searchParams.set('code', entry.store.issueCode());
        if (request.query.state) target.searchParams.set('state', request.query.state);
        return reply.redirect(target.toString(), 302);
      },
    );

    app.post<{ Body: Record<string, string> }>('/apps/authorize/token', async (request, reply) => {
      const { client_id, client_secret, grant_type, code } = request.body ?? {};
      const store = [...stores.values()].find((entry) => entry.store.codes.has(code ?? ''))?.store;
      const grant = store?.codes.get(code ?? '');
      if (client_id !== options.appId || client_secret !== options.clientSecret)
        return reply.status(401).send({ error: 'invalid_client', error_description: 'Invalid client credentials' });
      if (
        grant_type !== 'authorization_code' ||
        !store ||
        !grant ||
        grant.used ||
        Date.now() - grant.issuedAt > codeTtl
      ) {
        return reply.status(400).send({
          error: 'invalid_grant',
          error_description: 'The authorization code is invalid, expired or already used',
        });
      }
      grant.used = true;
      store.accessToken ??= `stub-${store.issueCode()}`;
      return {
        access_token: store.accessToken,
        token_type: 'bearer',
        scope: 'read_orders,write_orders,write_fulfillment_orders',
        user_id: store.storeId,
      };
    });

    app.register(
      async (api) => {
        api.addHook('preHandler', guard);
        api.post<{ Body: { event?: string; url?: string } }>('/webhooks', async (request, reply) => {
          const { store } = apiStore(request);
          const { event, url } = request.body ?? {};
          if (!event || !url)
            return reply.status(422).send({
              code: 422,
              message: 'Unprocessable Entity',
              description: { event: ['required'], url: ['required'] },
            });
          const existing = store.webhooks.find((w) => w.event === event && w.url === url);
          if (existing) return reply.status(201).send(existing);
          const hook = { id: store.webhooks.length + 1, event, url, created_at: new Date().toISOString() };
          store.webhooks.push(hook);
          return reply.status(201).send(hook);
        });
        api.get('/webhooks', async (request) => apiStore(request).store.webhooks);
        shippingRoutes(api, (request) => apiStore(request).shipping);
        api.get<{ Querystring: { page?: string; per_page?: string } }>('/orders', async (request, reply) =>
          paged([...apiStore(request).store.orders.values()], request.query, request.url, reply),
        );
        api.get<{ Querystring: { page?: string; per_page?: string; sort_by?: string } }>(
          '/products',
          async (request, reply) => {
            const all = sortProducts([...apiStore(request).store.products.values()], request.query.sort_by);
            return paged(all, request.query, request.url, reply);
          },
        );
        api.get<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
          const product = apiStore(request).store.products.get(Number(request.params.id));
          if (!product)
            return reply.status(404).send({ code: 404, message: 'Not Found', description: 'Product not found' });
          return product;
        });
        api.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) =>
          orderOr404(apiStore(request), request.params.id, reply),
        );
        api.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
          '/orders/:id/fulfill',
          async (request, reply) => {
            const { store } = apiStore(request);
            const order = orderOr404(apiStore(request), request.params.id, reply);
            if (!order) return;
            const body = request.body ?? {};
            Object.assign(order, {
              shipping_status: 'shipped',
              shipping_tracking_number: body.shipping_tracking_number ?? null,
              shipping_tracking_url: body.shipping_tracking_url ?? null,
            });
            store.fulfillments.push({
              order_id: Number(request.params.id),
              kind: 'fulfill',
              body,
              at: new Date().toISOString(),
            });
            return order;
          },
        );
        api.post<{ Params: { id: string }; Body: Record<string, unknown> }>(
          '/orders/:id/fulfillments',
          async (request, reply) => {
            const { store } = apiStore(request);
            const order = orderOr404(apiStore(request), request.params.id, reply);
            if (!order) return;
            const body = request.body ?? {};
            const happenedAt = String(body.happened_at ?? '');
            if (!body.status || Number.isNaN(Date.parse(happenedAt)) || !/^\d{4}-\d{2}-\d{2}T/.test(happenedAt)) {
              return reply.status(422).send({
                code: 422,
                message: 'Unprocessable Entity',
                description: { happened_at: ['must be an ISO-8601 date'] },
              });
            }
            if (body.status === 'delivered') order.shipping_status = 'delivered';
            store.fulfillments.push({
              order_id: Number(request.params.id),
              kind: 'fulfillment',
              body,
              at: new Date().toISOString(),
            });
            return reply.status(201).send({ id: store.fulfillments.length, ...body });
          },
        );
      },
      { prefix: '/v1/:storeId' },
    );

    // Controls of the stub itself (not Nuvemshop's API): what a test or the demo drives.
    app.post<{ Body: Record<string, unknown> | undefined }>('/_stub/orders', async (request, reply) => {
      const entry = storeOf(request);
      const order = entry.store.placeOrder(request.body ?? {});
      deliver(entry, 'order/created', order.id as number);
      return reply.status(201).send(order);
    });
    app.post<{ Body: { name?: string; variants?: StubVariant[] } }>('/_stub/products', async (request, reply) => {
      const { name, variants } = request.body ?? {};
      if (!name || !Array.isArray(variants) || variants.length === 0)
        return reply.status(422).send({ message: 'name and variants are required' });
      return reply.status(201).send(storeOf(request).store.addProduct(name, variants));
    });
    app.put<{ Params: { id: string }; Body: { variants?: Partial<StubVariant>[] } }>(
      '/_stub/products/:id',
      async (request, reply) => {
        const product = storeOf(request).store.products.get(Number(request.params.id));
        if (!product) return reply.status(404).send({ message: 'Product not found' });
        const variants = product.variants as Record<string, unknown>[];
        (request.body?.variants ?? []).forEach((change, index) => Object.assign(variants[index] ?? {}, change));
        product.updated_at = new Date().toISOString();
        return product;
      },
    );
    app.post<{ Params: { id: string; event: string } }>('/_stub/orders/:id/notify/:event', async (request, reply) => {
      const entry = storeOf(request);
      if (!orderOr404(entry, request.params.id, reply)) return;
      deliver(entry, `order/${request.params.event}`, Number(request.params.id));
      return { message: 'sent' };
    });
    app.post<{ Params: { id: string } }>('/_stub/orders/:id/cancel', async (request, reply) => {
      const entry = storeOf(request);
      const order = orderOr404(entry, request.params.id, reply);
      if (!order) return;
      Object.assign(order, { status: 'cancelled', cancelled_at: new Date().toISOString(), cancel_reason: 'customer' });
      deliver(entry, 'order/cancelled', Number(request.params.id));
      return order;
    });
    app.post('/_stub/uninstall', async (request) => {
      const entry = storeOf(request);
      entry.store.accessToken = null;
      deliver(entry, 'app/uninstalled', entry.store.storeId);
      return { message: 'uninstalled' };
    });
    checkoutTrigger(app, (request) => storeOf(request).shipping);
    app.get('/_stub/state', async (request) => {
      const { store, shipping } = storeOf(request);
      return {
        store_id: store.storeId,
        connected: store.accessToken !== null,
        webhooks: store.webhooks,
        fulfillments: store.fulfillments,
        attempts: store.attempts,
        shipping_carriers: shipping.carriers,
        shipping_option_calls: shipping.optionCalls,
      };
    });
  };
  return { store: first.store, shipping: first.shipping, plugin };
}

/** Nuvemshop's paging: `page` from 1, `per_page` ≤ 200 (default 30), `X-Total-Count` and a `Link` to the next page. */
function paged<T>(all: T[], query: { page?: string; per_page?: string }, url: string, reply: FastifyReply): T[] {
  const perPage = Math.min(Number(query.per_page) || 30, 200);
  const page = Math.max(Number(query.page) || 1, 1);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  reply.header('X-Total-Count', all.length);
  if (page < last) reply.header('Link', `<${url.split('?')[0]}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  return all.slice((page - 1) * perPage, page * perPage);
}

const productName = (product: Record<string, unknown>) => String((product.name as { pt?: string }).pt ?? '');
const productPrice = (product: Record<string, unknown>) =>
  Number((product.variants as { price: string }[])[0]?.price ?? 0);

/** Nuvemshop's `sort_by` values for products; unknown or absent: as created (`user`). */
function sortProducts(products: Record<string, unknown>[], sortBy: string | undefined): Record<string, unknown>[] {
  const by: Record<string, (a: Record<string, unknown>, b: Record<string, unknown>) => number> = {
    'alpha-ascending': (a, b) => productName(a).localeCompare(productName(b)),
    'alpha-descending': (a, b) => productName(b).localeCompare(productName(a)),
    'price-ascending': (a, b) => productPrice(a) - productPrice(b),
    'price-descending': (a, b) => productPrice(b) - productPrice(a),
  };
  const compare = sortBy ? by[sortBy] : undefined;
  return compare ? products.sort(compare) : products;
}

/**
 * Nuvemshop's authorize screen as the stub plays it: the merchant says which store is signed in
 * (a store of its own, or a new test store), and the link goes on with that store's id.
 */
function storeChooser(authorizeUrl: string, stores: Map<number, StubStore>): string {
  const link = (storeId: number | 'new') => {
    const url = new URL(authorizeUrl, 'http://stub');
    url.searchParams.set('store_id', String(storeId));
    return `${url.pathname}${url.search}`;
  };
  const items = [...stores.values()].map(
    ({ store }) =>
      `<li><a href="${link(store.storeId)}">Loja ${store.storeId}</a>${store.accessToken ? ' (já instalou o app)' : ''}</li>`,
  );
  return `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Nuvemshop (stub): autorizar o app</title>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>Nuvemshop de testes</h1><p>Qual loja está autorizando o aplicativo?</p>
<ul>${items.join('')}</ul><p><a href="${link('new')}">Criar outra loja de testes e autorizar</a></p></body></html>`;
}

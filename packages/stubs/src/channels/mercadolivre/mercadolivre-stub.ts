import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MercadoLivreStore } from './mercadolivre-store.js';

/** How the stub behaves; the defaults follow Mercado Livre's docs (CHANNELS.md §3). */
export interface MercadoLivreStubOptions {
  appId: string;
  clientSecret: string;
  /** The redirect URI registered in the app manager: /authorization and /oauth/token must name it exactly. */
  redirectUri: () => string;
  /** The notifications callback URL of the app manager (null: none configured). */
  notificationUrl: () => string | null;
  userId?: number;
  /** Access token life; ML: 6 h. */
  accessTokenTtlSeconds?: number;
  /** Requests allowed per window and access token before 429 (ML publishes no general number). */
  rateLimit?: { requests: number; windowMs: number };
  /** Gaps between notification attempts; ML retries for an hour and drops after the 8th. */
  retryDelaysMs?: number[];
  codeTtlMs?: number;
}

/** 8 attempts within the hour. */
const DEFAULT_RETRIES = [0, 1, 2, 5, 10, 15, 20, 30].map((minutes) => minutes * 60_000);
/** A notification not answered 200 within 500 ms failed (ML may deactivate the topic). */
const ACK_LIMIT_MS = 500;
/** /missed_feeds keeps 2 days. */
const MISSED_FEEDS_KEPT_MS = 2 * 24 * 3_600_000;
const MAX_SEARCH_LIMIT = 100;
const MAX_MULTIGET = 20;
/** Shipment statuses a seller may report (ME1), and which may follow which. */
const NEXT_STATUS: Record<string, string[]> = {
  ready_to_ship: ['shipped'],
  handling: ['shipped'],
  shipped: ['delivered', 'not_delivered'],
};

type Json = Record<string, unknown>;
const mlError = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ message, error, status, cause: [] });

/**
 * A local Mercado Livre: the authorization redirect (PKCE checked when sent), /oauth/token (form
 * body only, 6 h tokens, single-use refresh tokens), orders, ME1 shipments (`x-format-new`, address
 * hidden until paid), billing info, seller items with paging, seller_notifications, 429 past the
 * rate, and JSON pointer notifications POSTed to the app's callback, retried when not answered 200
 * within 500 ms and kept in /missed_feeds when dropped. /_stub/* are controls for tests and the demo.
 */
export function mercadoLivreStub(options: MercadoLivreStubOptions) {
  const store = new MercadoLivreStore(options.userId ?? 468_424_240);
  const ttl = options.accessTokenTtlSeconds ?? 21_600;
  const limit = options.rateLimit ?? { requests: 1500, windowMs: 60_000 };
  const retries = options.retryDelaysMs ?? DEFAULT_RETRIES;
  const codeTtl = options.codeTtlMs ?? 10 * 60_000;
  const timers = new Set<NodeJS.Timeout>();
  const windows = new Map<string, number[]>();
  const challenges = new Map<string, string>();

  /** `received` is when ML took the event: the same in every attempt, unlike `sent` and `attempts`. */
  const notify = (topic: string, resource: string, attempt = 0, received = new Date().toISOString()): void => {
    const url = options.notificationUrl();
    if (!url) return;
    const body = notification(topic, resource, attempt, received);
    const logged = { topic, resource, attempt: attempt + 1, status: null as number | null, ms: null as number | null };
    store.attempts.push(logged);
    const started = Date.now();
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(ACK_LIMIT_MS * 4),
    })
      .then(async (response) => {
        await response.body?.cancel();
        logged.status = response.status;
        logged.ms = Date.now() - started;
        if (response.status !== 200 || logged.ms > ACK_LIMIT_MS) retry(topic, resource, attempt, body);
      })
      .catch(() => retry(topic, resource, attempt, body));
  };
  const notification = (topic: string, resource: string, attempt: number, received: string): Json => ({
    resource,
    user_id: store.userId,
    topic,
    application_id: Number(options.appId),
    attempts: attempt + 1,
    sent: new Date().toISOString(),
    received,
  });
  /** Dropped after the last attempt: kept for GET /missed_feeds with ML's own `_id`. */
  const miss = (body: Json): void => {
    store.missedFeeds.push({ _id: randomBytes(12).toString('hex'), ...body });
  };
  const retry = (topic: string, resource: string, attempt: number, body: Json): void => {
    if (attempt + 1 >= retries.length) return miss(body);
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        notify(topic, resource, attempt + 1, String(body.received));
      },
      retries[attempt + 1],
    );
    timers.add(timer);
  };

  /** Bearer token (401) and the per-token rate (429). */
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    if (!store.validToken(bearer)) return mlError(reply, 401, 'not_found', 'invalid access token');
    const now = Date.now();
    const recent = (windows.get(bearer) ?? []).filter((at) => now - at < limit.windowMs);
    if (recent.length >= limit.requests) {
      windows.set(bearer, recent);
      return mlError(reply, 429, 'too_many_requests', 'Too Many Requests');
    }
    windows.set(bearer, [...recent, now]);
  };

  const orderOr404 = (id: string, reply: FastifyReply) => {
    const order = store.orders.get(Number(id));
    if (!order) void mlError(reply, 404, 'not_found', `Order ${id} not found`);
    return order;
  };
  const shipmentOr404 = (id: string, reply: FastifyReply) => {
    const shipment = store.shipments.get(Number(id));
    if (!shipment) void mlError(reply, 404, 'not_found', `Shipment ${id} not found`);
    return shipment;
  };

  const plugin = async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });

    app.get<{ Querystring: Record<string, string | undefined> }>('/authorization', async (request, reply) => {
      const { response_type, client_id, redirect_uri, state, code_challenge, code_challenge_method } = request.query;
      if (response_type !== 'code' || client_id !== options.appId)
        return mlError(reply, 400, 'invalid_request', 'invalid client_id or response_type');
      if (redirect_uri !== options.redirectUri())
        return mlError(reply, 400, 'invalid_request', 'redirect_uri does not match the registered one');
      if (code_challenge && code_challenge_method !== 'S256')
        return mlError(reply, 400, 'invalid_request', 'code_challenge_method must be S256');
      const code = store.issueCode();
      if (code_challenge) challenges.set(code, code_challenge);
      const target = new URL(redirect_uri);
      target.searchParams.set('code', code);
      if (state) target.searchParams.set('state', state);
      return reply.redirect(target.toString(), 302);
    });

    app.post<{ Body: Record<string, string> | undefined }>('/oauth/token', async (request, reply) => {
      if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return mlError(reply, 400, 'invalid_request', 'the parameters must go in the form body');
      const body = request.body ?? {};
      if (body.client_id !== options.appId || body.client_secret !== options.clientSecret)
        return mlError(reply, 401, 'invalid_client', 'invalid client_id or client_secret');
      const invalidGrant = () =>
        mlError(
          reply,
          400,
          'invalid_grant',
          'Error validating grant. Your authorization code or refresh token may be expired or it was already used',
        );
      if (body.grant_type === 'authorization_code') {
        const grant = store.codes.get(body.code ?? '');
        if (!grant || grant.used || Date.now() - grant.issuedAt > codeTtl) return invalidGrant();
        if (body.redirect_uri !== options.redirectUri())
          return mlError(reply, 400, 'invalid_grant', 'redirect_uri does not match');
        const challenge = challenges.get(body.code);
        if (
          challenge &&
          createHash('sha256')
            .update(body.code_verifier ?? '')
            .digest('base64url') !== challenge
        )
          return invalidGrant();
        grant.used = true;
      } else if (body.grant_type === 'refresh_token') {
        const refresh = store.refreshTokens.get(body.refresh_token ?? '');
        if (!refresh || refresh.used) return invalidGrant();
        refresh.used = true; // single use: the pair below replaces it
      } else {
        return mlError(reply, 400, 'unsupported_grant_type', 'unsupported grant_type');
      }
      return {
        ...store.issueTokens(ttl),
        token_type: 'Bearer',
        expires_in: ttl,
        scope: 'offline_access read write',
        user_id: store.userId,
      };
    });

    app.register(async (api) => {
      api.addHook('preHandler', guard);

      api.get<{ Params: { id: string } }>('/orders/:id', async (request, reply) =>
        orderOr404(request.params.id, reply),
      );

      api.get<{ Querystring: { seller?: string; offset?: string; limit?: string } }>(
        '/orders/search',
        async (request, reply) => {
          if (request.query.seller !== String(store.userId))
            return mlError(reply, 403, 'forbidden', 'seller does not match the token');
          const offset = Math.max(0, Number(request.query.offset) || 0);
          const size = Math.min(Number(request.query.limit) || 50, 51);
          const all = [...store.orders.values()];
          return {
            query: null,
            results: all.slice(offset, offset + size),
            paging: { total: all.length, offset, limit: size },
          };
        },
      );

      api.get<{ Params: { id: string } }>('/shipments/:id', async (request, reply) => {
        const shipment = shipmentOr404(request.params.id, reply);
        if (!shipment) return;
        const order = store.orders.get(Number(shipment.order_id));
        const destination = shipment.destination as Json;
        // The buyer's address stays hidden until the order is paid.
        const hidden = order?.status !== 'paid';
        if (request.headers['x-format-new'] !== 'true') {
          const { destination: _, ...legacy } = shipment;
          return { ...legacy, receiver_address: hidden ? null : destination.shipping_address };
        }
        return hidden ? { ...shipment, destination: { ...destination, shipping_address: null } } : shipment;
      });

      api.post<{ Params: { id: string }; Body: Json | undefined }>(
        '/shipments/:id/seller_notifications',
        async (request, reply) => {
          const shipment = shipmentOr404(request.params.id, reply);
          if (!shipment) return;
          const body = request.body ?? {};
          const payload = (body.payload ?? {}) as Json;
          const status = String(body.status ?? '');
          if (!(NEXT_STATUS[String(shipment.status)] ?? []).includes(status))
            return mlError(
              reply,
              400,
              'bad_request',
              `invalid status transition: ${String(shipment.status)} -> ${status}`,
            );
          if (Number.isNaN(Date.parse(String(payload.date ?? ''))))
            return mlError(reply, 400, 'bad_request', 'payload.date must be an ISO-8601 date');
          if (status === 'shipped' && !body.tracking_number)
            return mlError(reply, 400, 'bad_request', 'tracking_number is required to ship');
          Object.assign(shipment, {
            status,
            substatus: body.substatus ?? null,
            tracking_number: body.tracking_number ?? shipment.tracking_number,
            last_updated: new Date().toISOString(),
          });
          store.sellerNotifications.push({ shipment_id: Number(shipment.id), body, at: new Date().toISOString() });
          return { status: 'OK' };
        },
      );

      api.get<{ Params: { site: string; id: string } }>('/orders/billing-info/:site/:id', async (request, reply) => {
        const billing = store.billing.get(Number(request.params.id));
        if (request.params.site !== 'MLB' || !billing)
          return mlError(reply, 404, 'not_found', 'billing info not found');
        return billing;
      });

      api.get<{ Params: { id: string }; Querystring: { offset?: string; limit?: string; search_type?: string } }>(
        '/users/:id/items/search',
        async (request, reply) => {
          if (request.params.id !== String(store.userId))
            return mlError(reply, 403, 'forbidden', 'caller is not the owner of the items');
          const offset = Math.max(0, Number(request.query.offset) || 0);
          const size = Number(request.query.limit) || 50;
          if (size > MAX_SEARCH_LIMIT)
            return mlError(reply, 400, 'bad_request', `limit must be at most ${MAX_SEARCH_LIMIT}`);
          if (offset + size > 1000 && request.query.search_type !== 'scan')
            return mlError(reply, 400, 'bad_request', 'use search_type=scan beyond 1000 results');
          const ids = [...store.items.keys()];
          return {
            seller_id: String(store.userId),
            results: ids.slice(offset, offset + size),
            paging: { total: ids.length, offset, limit: size },
          };
        },
      );

      api.get<{ Querystring: { ids?: string } }>('/items', async (request, reply) => {
        const ids = String(request.query.ids ?? '')
          .split(',')
          .filter(Boolean);
        if (ids.length === 0 || ids.length > MAX_MULTIGET)
          return mlError(reply, 400, 'bad_request', `ids: between 1 and ${MAX_MULTIGET}`);
        return ids.map((id) => {
          const item = store.items.get(id);
          return item
            ? { code: 200, body: item }
            : { code: 404, body: { error: 'not_found', message: `Item ${id} not found` } };
        });
      });

      api.get<{ Params: { id: string } }>('/items/:id', async (request, reply) => {
        return store.items.get(request.params.id) ?? mlError(reply, 404, 'not_found', 'item not found');
      });

      api.get<{ Querystring: { app_id?: string; topic?: string; offset?: string; limit?: string } }>(
        '/missed_feeds',
        async (request, reply) => {
          if (request.query.app_id !== options.appId)
            return mlError(reply, 403, 'forbidden', 'app_id does not match the caller application');
          const offset = Number(request.query.offset) || 0;
          const size = Number(request.query.limit) || 10;
          const since = Date.now() - MISSED_FEEDS_KEPT_MS;
          const messages = store.missedFeeds.filter(
            (feed) =>
              (!request.query.topic || feed.topic === request.query.topic) && Date.parse(String(feed.received)) > since,
          );
          return {
            messages: messages.slice(offset, offset + size),
            paging: { total: messages.length, offset, limit: size },
          };
        },
      );
    });

    // Controls of the stub itself (not ML's API): what a test or the demo drives.
    app.post<{ Body: Json | undefined }>('/_stub/orders', async (request, reply) => {
      const order = store.placeOrder(request.body ?? {});
      notify('orders_v2', `/orders/${String(order.id)}`);
      return reply.status(201).send(order);
    });
    app.post<{ Params: { id: string } }>('/_stub/orders/:id/notify', async (request, reply) => {
      if (!orderOr404(request.params.id, reply)) return;
      notify('orders_v2', `/orders/${request.params.id}`);
      return { message: 'sent' };
    });
    // As if every attempt had failed (the API down for the hour): straight to /missed_feeds.
    app.post<{ Params: { id: string } }>('/_stub/orders/:id/miss', async (request, reply) => {
      if (!orderOr404(request.params.id, reply)) return;
      miss(notification('orders_v2', `/orders/${request.params.id}`, retries.length - 1, new Date().toISOString()));
      return { message: 'missed' };
    });
    app.post<{ Params: { id: string } }>('/_stub/orders/:id/cancel', async (request, reply) => {
      const order = orderOr404(request.params.id, reply);
      if (!order) return;
      Object.assign(order, { status: 'cancelled', last_updated: new Date().toISOString() });
      notify('orders_v2', `/orders/${request.params.id}`);
      return order;
    });
    /** Ages every access token past its life, as 6 h would. */
    app.post('/_stub/expire-tokens', async () => {
      for (const key of store.accessTokens.keys()) store.accessTokens.set(key, 0);
      return { message: 'expired' };
    });
    app.get('/_stub/state', async () => ({
      user_id: store.userId,
      seller_notifications: store.sellerNotifications,
      attempts: store.attempts,
      missed_feeds: store.missedFeeds,
      refresh_tokens_used: [...store.refreshTokens.values()].filter((token) => token.used).length,
    }));
  };
  return { store, plugin };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A carrier the app registered (POST /shipping_carriers) with its options (POST …/options). */
export interface StubShippingCarrier {
  id: number;
  name: string;
  callback_url: string;
  types: string;
  active: boolean;
  options: { id: number; code: string; name: string }[];
}

/** What the storefront got from one checkout: rates shown, dropped, and whether the cache answered. */
export interface StubCheckoutResult {
  status: number;
  cached: boolean;
  rates: Record<string, unknown>[];
  dropped: Record<string, unknown>[];
}

const OK_TTL_MS = 15 * 60_000;
/** What Nuvemshop answers for an option's merchant settings until the merchant changes them. */
const OPTION_DEFAULTS = { additional_days: 0, additional_cost: 0, allow_free_shipping: false, active: true };
const UNPROCESSABLE_TTL_MS = 60_000;

/**
 * Nuvemshop's Shipping Carrier API as CHANNELS.md §1 lists it: carriers with a `callback_url` and
 * options with unique codes; a checkout POSTs the rate request to the callback, hides rates whose
 * code is not an option, and caches a 200 answer 15 minutes and a 422 one minute (key: the request).
 */
export class StubShipping {
  readonly carriers: StubShippingCarrier[] = [];
  private readonly cache = new Map<string, { until: number; status: number; body: unknown }>();
  private nextId = 1;

  /** Carriers and options share one id sequence, as Nuvemshop's do per store. */
  newId(): number {
    return this.nextId++;
  }
  /** Every option call the app made (POST and DELETE), in order: what a test of the re-registration reads. */
  readonly optionCalls: { method: 'POST' | 'DELETE'; carrier_id: number; code: string; at: string }[] = [];

  /** A shopper's checkout asks every active carrier (the rate request of CHANNELS.md §1). */
  async checkout(rateRequest: Record<string, unknown>): Promise<StubCheckoutResult[]> {
    return Promise.all(this.carriers.filter((c) => c.active).map((carrier) => this.ask(carrier, rateRequest)));
  }

  private async ask(carrier: StubShippingCarrier, rateRequest: Record<string, unknown>): Promise<StubCheckoutResult> {
    const key = `${carrier.id}:${JSON.stringify(rateRequest)}`;
    const hit = this.cache.get(key);
    let status: number;
    let body: unknown;
    const cached = !!hit && hit.until > Date.now();
    if (cached) ({ status, body } = hit);
    else {
      const response = await fetch(carrier.callback_url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(rateRequest),
      });
      status = response.status;
      body = await response.json().catch(() => null);
      const ttl = status === 200 ? OK_TTL_MS : status === 422 ? UNPROCESSABLE_TTL_MS : 0;
      if (ttl) this.cache.set(key, { until: Date.now() + ttl, status, body });
    }
    const rates = status === 200 ? ((body as { rates?: Record<string, unknown>[] })?.rates ?? []) : [];
    const codes = new Set(carrier.options.map((o) => o.code));
    return {
      status,
      cached,
      rates: rates.filter((r) => codes.has(String(r.code))),
      dropped: rates.filter((r) => !codes.has(String(r.code))),
    };
  }
}

/** The Shipping Carrier API's routes, mounted under the guarded /v1/{store_id}: each acts on that store's carriers. */
export function shippingRoutes(api: FastifyInstance, shippingOf: (request: FastifyRequest) => StubShipping): void {
  api.post<{ Body: Record<string, unknown> | undefined }>('/shipping_carriers', async (request, reply) => {
    const shipping = shippingOf(request);
    const { name, callback_url, types } = request.body ?? {};
    if (!name || typeof callback_url !== 'string' || !/^https?:\/\//.test(callback_url))
      return reply.status(422).send({
        code: 422,
        message: 'Unprocessable Entity',
        description: { name: ['required'], callback_url: ['must be a URL'] },
      });
    const carrier: StubShippingCarrier = {
      id: shipping.newId(),
      name: String(name),
      callback_url,
      types: String(types ?? 'ship'),
      active: true,
      options: [],
    };
    shipping.carriers.push(carrier);
    return reply.status(201).send(carrier);
  });
  api.get('/shipping_carriers', async (request) => shippingOf(request).carriers);
  api.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
    '/shipping_carriers/:id/options',
    async (request, reply) => {
      const shipping = shippingOf(request);
      const carrier = shipping.carriers.find((c) => c.id === Number(request.params.id));
      if (!carrier) return reply.status(404).send({ code: 404, message: 'Not Found' });
      const { code, name } = request.body ?? {};
      if (!code || !name || carrier.options.some((o) => o.code === code))
        return reply.status(422).send({
          code: 422,
          message: 'Unprocessable Entity',
          description: { code: ['required and unique'] },
        });
      const option = { id: shipping.newId(), code: String(code), name: String(name) };
      carrier.options.push(option);
      shipping.optionCalls.push({
        method: 'POST',
        carrier_id: carrier.id,
        code: option.code,
        at: new Date().toISOString(),
      });
      return reply.status(201).send({ ...option, ...OPTION_DEFAULTS });
    },
  );
  api.get<{ Params: { id: string } }>('/shipping_carriers/:id/options', async (request, reply) => {
    const shipping = shippingOf(request);
    const carrier = shipping.carriers.find((c) => c.id === Number(request.params.id));
    if (!carrier) return reply.status(404).send({ code: 404, message: 'Not Found' });
    return carrier.options.map((option) => ({ ...option, ...OPTION_DEFAULTS }));
  });
  api.delete<{ Params: { id: string; optionId: string } }>(
    '/shipping_carriers/:id/options/:optionId',
    async (request, reply) => {
      const shipping = shippingOf(request);
      const carrier = shipping.carriers.find((c) => c.id === Number(request.params.id));
      const index = carrier?.options.findIndex((o) => o.id === Number(request.params.optionId)) ?? -1;
      if (!carrier || index < 0) return reply.status(404).send({ code: 404, message: 'Not Found' });
      const [option] = carrier.options.splice(index, 1);
      shipping.optionCalls.push({
        method: 'DELETE',
        carrier_id: carrier.id,
        code: option.code,
        at: new Date().toISOString(),
      });
      return {};
    },
  );
}

/** The stub's checkout trigger: POST /_stub/checkout with a rate request (a store's cart). */
export function checkoutTrigger(app: FastifyInstance, shippingOf: (request: FastifyRequest) => StubShipping): void {
  app.post<{ Body: Record<string, unknown> | undefined }>('/_stub/checkout', async (request) => ({
    results: await shippingOf(request).checkout(request.body ?? {}),
  }));
}

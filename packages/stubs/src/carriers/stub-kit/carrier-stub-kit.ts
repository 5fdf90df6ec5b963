import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type StoryEvent, StubStories } from './carrier-stub-story.js';

/** A fault the next `times` API calls get (POST _faults): a status (429, 500, 502…) and/or a delay. */
export interface StubFault {
  status?: number;
  /** Seconds in the 429's Retry-After header. */
  retry_after?: number;
  delay_ms?: number;
  times?: number;
}

/** What a test scripted for a key (POST _script): exact carrier events, or 'the carrier does not know it'. */
interface Script<TEvent> {
  events: TEvent[];
  notFound: boolean;
}

/** Calls per second, counted in one-second windows; 0 = no limit. */
export class PerSecondLimit {
  private window = 0;
  private count = 0;

  constructor(
    public limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(): boolean {
    if (this.limit <= 0) return true;
    const second = Math.floor(this.now() / 1000);
    if (second !== this.window) {
      this.window = second;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }
}

export interface CarrierStubKitOptions {
  /** One story step every N minutes (CARRIER_STUB_MINUTES_PER_STEP, default 2; fractions allowed). */
  minutesPerStep?: number;
  /** API calls per second before 429 (0 = none). */
  perSecond?: number;
  now?: () => number;
}

const BAD_GATEWAY_HTML =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';

/**
 * What the three carrier stubs share: each key's story (carrier-stub-story.ts), the events a test
 * scripted, fault injection (429 with Retry-After, 5xx, 502 HTML, slow answers), a calls-per-second
 * limit, and the stub's own log (calls, and distinct events served, which the benches count
 * against). Control routes, under the stub's prefix: POST _script, POST _faults, POST _config,
 * GET _log, POST _reset.
 */
export class CarrierStubKit<TEvent> {
  readonly stories: StubStories;
  readonly limit: PerSecondLimit;
  private readonly scripts = new Map<string, Script<TEvent>>();
  private faults: StubFault[] = [];
  private readonly served = new Map<string, number>();
  private counters = { requests: 0, throttled: 0, faults: 0, events_served: 0, keys_asked: 0 };
  /** The stub's own state (pre-postings, labels) forgotten with the kit's. */
  private readonly resets: (() => void)[] = [];

  constructor(options: CarrierStubKitOptions = {}) {
    this.stories = new StubStories(options.minutesPerStep ?? 2, options.now);
    this.limit = new PerSecondLimit(options.perSecond ?? 0, options.now);
  }

  /**
   * The events of `key`, oldest first: the scripted ones as given (out of order if the test wrote them
   * so), or its story so far rendered in the carrier's words (a step the carrier has no code for
   * renders null and is left out); null when the carrier does not know the key.
   */
  eventsOf(key: string, render: (event: StoryEvent) => TEvent | null): TEvent[] | null {
    this.counters.keys_asked += 1;
    const script = this.scripts.get(key);
    const told = (event: TEvent | null): event is TEvent => event !== null;
    const events = script
      ? script.notFound
        ? null
        : script.events
      : this.stories.happened(key).map(render).filter(told);
    if (events) this.countServed(key, events.length);
    return events;
  }

  /** The stub's own log: calls, 429s, faults served, distinct events served, keys asked (each time) and known. */
  counts() {
    return { ...this.counters, keys: this.stories.keys + this.scripts.size };
  }

  isScripted(key: string): boolean {
    return this.scripts.has(key);
  }

  /** Counts every distinct event served once (a key re-read shows the same events again). */
  private countServed(key: string, count: number): void {
    const before = this.served.get(key) ?? 0;
    if (count <= before) return;
    this.served.set(key, count);
    this.counters.events_served += count - before;
  }

  /** Faults, the rate limit and the counters for the stub's API routes (not its _controls). */
  async guard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.routeOptions.url?.includes('/_')) return undefined;
    this.counters.requests += 1;
    const fault = this.faults[0];
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      if (fault.times <= 0) this.faults.shift();
      this.counters.faults += 1;
      if (fault.delay_ms) await sleep(fault.delay_ms);
      if (fault.status) return this.fail(reply, fault.status, fault.retry_after);
    }
    if (!this.limit.take()) return this.fail(reply, 429, 1);
    return undefined;
  }

  /** The answer of a failing gateway: 429 with Retry-After, 502 as the proxy's HTML page, other 5xx as JSON. */
  fail(reply: FastifyReply, status: number, retryAfter?: number): FastifyReply {
    if (status === 429) {
      this.counters.throttled += 1;
      return reply
        .code(429)
        .header('retry-after', String(retryAfter ?? 1))
        .send({ message: 'Too Many Requests' });
    }
    if (status === 502) return reply.code(502).type('text/html').send(BAD_GATEWAY_HTML);
    return reply.code(status).send({ message: 'Erro interno no servidor' });
  }

  /** Runs `reset` with the kit's own reset (POST _reset, or a test's `kit.reset()`). */
  onReset(reset: () => void): void {
    this.resets.push(reset);
  }

  /**
   * The control routes (stub only): script a key's events, inject faults, change the pace, read the
   * log (`extra` adds the stub's own counters, given the `?key=` asked about).
   */
  registerControls(app: FastifyInstance, extra?: (key: string | undefined) => Record<string, unknown>): void {
    app.post('/_script', async (request) => {
      const body = (request.body ?? {}) as { key?: string; events?: TEvent[]; not_found?: boolean };
      if (!body.key) return { ok: false, message: 'key é obrigatório' };
      this.scripts.set(body.key, { events: body.events ?? [], notFound: body.not_found === true });
      return { ok: true };
    });
    app.post('/_faults', async (request) => {
      const fault = (request.body ?? {}) as StubFault;
      this.faults.push({ ...fault, times: fault.times ?? 1 });
      return { ok: true, pending: this.faults.length };
    });
    app.post('/_config', async (request) => {
      const body = (request.body ?? {}) as { minutes_per_step?: number; per_second?: number };
      if (typeof body.minutes_per_step === 'number') this.stories.minutesPerStep = body.minutes_per_step;
      if (typeof body.per_second === 'number') this.limit.limit = body.per_second;
      return { minutes_per_step: this.stories.minutesPerStep, per_second: this.limit.limit };
    });
    app.get('/_log', async (request) => {
      const key = (request.query as { key?: string }).key;
      return {
        ...this.counts(),
        ...extra?.(key),
        ...(key ? { key, served: this.served.get(key) ?? 0 } : {}),
      };
    });
    app.post('/_reset', async () => {
      this.reset();
      return { ok: true };
    });
  }

  reset(): void {
    this.scripts.clear();
    this.faults = [];
    this.served.clear();
    this.stories.reset();
    this.counters = { requests: 0, throttled: 0, faults: 0, events_served: 0, keys_asked: 0 };
    for (const reset of this.resets) reset();
  }
}

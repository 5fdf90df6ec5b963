import {
  type CarrierRef,
  type FreightTable,
  onlyDigits,
  type Parcel,
  type Quote,
  quoteTables,
  saoPauloCalendarDate,
} from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { type CompanyPricing, type OriginCenter, PricingIndex } from './pricing-index.js';
import { QuoteClock } from './quote-clock.js';
import type { QuoteRequestDto } from '../../http/quote-request.dto.js';

/** Where a quote ships from: the origin ZIP and the company's CD there, if any. */
export interface QuoteOrigin {
  zip: string;
  /** null: no CD of the company at that ZIP; only tables bound to no CD price it, with no expedition time. */
  center: OriginCenter | null;
}

export interface FreightQuotes {
  quotes: Quote[];
  origin: QuoteOrigin;
  pricing: CompanyPricing;
  /** Set when a time budget ended the pricing before every table was priced. */
  overBudget?: OverBudget;
}

/** What a time budget cut: the carriers left unpriced and the slowest carrier priced. */
export interface OverBudget {
  elapsedMs: number;
  unpriced: CarrierRef[];
  slowest: { carrier: CarrierRef; ms: number } | null;
}

/**
 * Times each table's pricing on the clock and stops the engine once `budgetMs` has passed since
 * `start`; `result` says what was cut (null when nothing was).
 */
function budgetWatch(clock: QuoteClock, start: number, budgetMs: number) {
  let previous: { table: FreightTable; at: number } | null = null;
  let slowest: OverBudget['slowest'] = null;
  const lap = (next?: FreightTable) => {
    const at = clock.now(next);
    if (previous && (!slowest || at - previous.at > slowest.ms))
      slowest = { carrier: previous.table.carrier, ms: at - previous.at };
    previous = next ? { table: next, at } : null;
    return at;
  };
  return {
    stop: (table: FreightTable) => lap(table) - start >= budgetMs,
    result: (unpriced: FreightTable[]): OverBudget | null => {
      const end = lap();
      return unpriced.length
        ? { elapsedMs: end - start, unpriced: [...new Set(unpriced.map((t) => t.carrier))], slowest }
        : null;
    },
  };
}

const ZIP = /^\d{5}-?\d{3}$/;

let todayMemo = { minute: Number.NaN, day: '' };
/** São Paulo's calendar day, worked out (Intl) once a minute: a day only ever turns on a minute's edge. */
function saoPauloToday(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== todayMemo.minute) todayMemo = { minute, day: saoPauloCalendarDate(at) };
  return todayMemo.day;
}

/**
 * The origin of a quote request (settings.md §3: `from` is the origin zip): a CD reference (as the
 * screens and orders send it), else an origin ZIP, masked or not, which is the company's CD at that
 * ZIP or, when there is none, the ZIP alone. Without `from`: the first parcel's `from_cd_reference`,
 * else the company's first CD.
 */
function originOf(centers: readonly OriginCenter[], request: Pick<QuoteRequestDto, 'from' | 'parcels'>): QuoteOrigin {
  const from = (request.from ?? request.parcels.find((p) => p.from_cd_reference)?.from_cd_reference)?.trim();
  const byReference = from ? centers.find((c) => c.reference.toLowerCase() === from.toLowerCase()) : centers[0];
  if (byReference) return { zip: byReference.zip, center: byReference };
  if (!from || !ZIP.test(from)) throw new InvalidInput('Selecione o CD de Origem');
  const zip = onlyDigits(from);
  return { zip, center: centers.find((c) => c.zip === zip) ?? null };
}

/**
 * The quote engine on the company's compiled pricing: every quote of the simulator, the order
 * screens and the orders quoted on creation comes from here (cheapest first).
 */
@Injectable()
export class FreightQuoter {
  constructor(
    private readonly index: PricingIndex,
    private readonly clock: QuoteClock,
  ) {}

  /** `budgetMs`: stop pricing once that long has passed since the call (a shop's checkout), answering what was priced. */
  async quote(
    companyId: string,
    request: Omit<QuoteRequestDto, 'debug'>,
    at: Date = new Date(),
    budgetMs?: number,
  ): Promise<FreightQuotes> {
    const start = this.clock.now();
    const pricing = await this.index.forCompany(companyId);
    const origin = originOf(pricing.centers, request);
    const parcels: Parcel[] = request.parcels.map((p) => ({
      reference: p.reference,
      width: p.width,
      height: p.height,
      length: p.length,
      weight: p.weight,
      quantity: p.quantity ?? 1,
      cargoValue: p.cargo_value ?? 0,
    }));
    const service = request.carrier_service?.toLowerCase();
    const watch = budgetMs === undefined ? null : budgetWatch(this.clock, start, budgetMs);
    const { quotes, unpriced } = quoteTables({
      zip: Number(onlyDigits(request.to)),
      parcels,
      tables: service ? pricing.tables.filter((t) => t.carrier.canonicalName === service) : pricing.tables,
      rules: pricing.rules,
      today: saoPauloToday(at),
      channelId: request.channel_id ?? null,
      distributionCenterId: origin.center?.id ?? null,
      expeditionDays: origin.center?.expeditionDays ?? 0,
      skuDeadlineDays: Math.max(
        0,
        ...parcels.map((p) => pricing.skuDays.get(p.reference?.trim().toLowerCase() ?? '') ?? 0),
      ),
      pickupDeadlineDays: 0,
      stop: watch?.stop,
    });
    const overBudget = watch?.result(unpriced);
    return { quotes, origin, pricing, ...(overBudget ? { overBudget } : {}) };
  }
}

import { onlyDigits, type Parcel, type Quote, quote, saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { BadRequestError } from '../../../platform/http/app-errors.js';
import { type CompanyPricing, type OriginCenter, PricingIndex } from './pricing-index.js';
import type { QuoteRequestDto } from './quote-request.dto.js';

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
  if (!from || !ZIP.test(from)) throw new BadRequestError('Selecione o CD de Origem');
  const zip = onlyDigits(from);
  return { zip, center: centers.find((c) => c.zip === zip) ?? null };
}

/**
 * The quote engine on the company's compiled pricing: every quote of the simulator, the order
 * screens and the orders quoted on creation comes from here (cheapest first).
 */
@Injectable()
export class FreightQuoter {
  constructor(private readonly index: PricingIndex) {}

  async quote(companyId: string, request: Omit<QuoteRequestDto, 'debug'>, at: Date = new Date()): Promise<FreightQuotes> {
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
    const quotes = quote({
      zip: Number(onlyDigits(request.to)),
      parcels,
      tables: service ? pricing.tables.filter((t) => t.carrier.canonicalName === service) : pricing.tables,
      rules: pricing.rules,
      today: saoPauloToday(at),
      channelId: request.channel_id ?? null,
      distributionCenterId: origin.center?.id ?? null,
      expeditionDays: origin.center?.expeditionDays ?? 0,
      skuDeadlineDays: Math.max(0, ...parcels.map((p) => pricing.skuDays.get(p.reference?.trim().toLowerCase() ?? '') ?? 0)),
      pickupDeadlineDays: 0,
    });
    return { quotes, origin, pricing };
  }
}

import { onlyDigits, type Parcel, type Quote, quote, saoPauloCalendarDate } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { BadRequestError } from '../../../platform/http/app-errors.js';
import { type CompanyPricing, type OriginCenter, PricingIndex } from './pricing-index.js';
import type { QuoteRequestDto } from './quote-request.dto.js';

export interface FreightQuotes {
  quotes: Quote[];
  origin: OriginCenter;
  pricing: CompanyPricing;
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
    const origin = request.from ? pricing.centers.find((c) => c.reference.toLowerCase() === request.from!.toLowerCase()) : pricing.centers[0];
    if (!origin) throw new BadRequestError('Selecione o CD de Origem');
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
      today: saoPauloCalendarDate(at),
      channelId: request.channel_id ?? null,
      distributionCenterId: origin.id,
      expeditionDays: origin.expeditionDays,
      skuDeadlineDays: Math.max(0, ...parcels.map((p) => pricing.skuDays.get(p.reference?.trim().toLowerCase() ?? '') ?? 0)),
      pickupDeadlineDays: 0,
    });
    return { quotes, origin, pricing };
  }
}

import {
  applyQuotationView,
  type CarrierRef,
  NO_ACTIVE_FREIGHT_TABLE,
  NO_QUOTE_FOR_DESTINATION,
  onlyDigits,
  type Quote,
  QUOTE_RETURNED,
} from '@despacho/domain';
import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { FreightQuoter, type OverBudget } from './freight-quoter.js';
import { QuotationLogWriter } from './quotation-log-writer.js';
import { QuoteFreightQuery } from './quote-freight.query.js';
import { type QuotePromise, QuotePromises } from './quote-promises.js';
import type { QuoteCarrierDto, QuoteDto, QuoteResponseDto } from '../../http/quote-request.dto.js';

const carrierDtos = new WeakMap<CarrierRef, QuoteCarrierDto>();

/** One DTO per compiled carrier, shared by its answers: quoteAnswerJson writes each carrier's JSON once. */
function carrierDtoOf(carrier: CarrierRef): QuoteCarrierDto {
  let dto = carrierDtos.get(carrier);
  if (!dto)
    carrierDtos.set(carrier, (dto = { id: carrier.id, name: carrier.name, canonical_name: carrier.canonicalName }));
  return dto;
}

function toDto(q: Quote, promise: QuotePromise, debug: boolean): QuoteDto {
  return {
    id: q.tableId,
    carrier: carrierDtoOf(q.carrier),
    carrier_canonical_name: q.carrier.canonicalName,
    own_freight_table: true,
    region: q.region,
    cargo_value: q.cargoValue,
    cubed_weight: q.cubedWeight,
    original_estimated_cost: q.originalEstimatedCost,
    estimated_cost: q.estimatedCost,
    delivery_days: q.deliveryDays,
    free_shipping: q.freeShipping,
    table_deadline: promise.tableDeadline,
    delivery_days_min: promise.minDays,
    learned: promise.learned,
    reason: promise.reason,
    // Always the same fields (one object shape): an undefined log is left out of the answer.
    log: debug ? q.log : undefined,
  };
}

/**
 * Quotes freight from the company's compiled pricing; shop-facing calls (with a channel) and the
 * order screens (company_view) get the company's display mode. A shop's call also has a time
 * budget (QUOTE_TIME_BUDGET_MS): past it, the carriers priced so far are answered, flagged
 * `partial`, and the slow carrier is logged. Every quote is written to the history.
 */
@QueryHandler(QuoteFreightQuery)
export class QuoteFreightHandler implements IQueryHandler<QuoteFreightQuery> {
  private readonly logger = new Logger('QuoteTimeBudget');

  constructor(
    private readonly quoter: FreightQuoter,
    private readonly logs: QuotationLogWriter,
    private readonly promises: QuotePromises,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, request, channelName }: QuoteFreightQuery): Promise<QuoteResponseDto> {
    const shop = request.channel_id !== undefined;
    const { quotes, origin, pricing, overBudget } = await this.quoter.quote(
      actor.companyId,
      request,
      new Date(),
      shop ? this.config.quoteTimeBudgetMs : undefined,
    );
    // The promise first: the display mode's fastest and the order see the promised deadline and demotions.
    const promised = await this.promises.promise(
      actor.companyId,
      pricing.promise,
      { fromZip: origin.zip, toZip: onlyDigits(request.to) },
      quotes,
    );
    const shown =
      !shop && !request.company_view ? promised.quotes : applyQuotationView(promised.quotes, pricing.quotationView);
    const data = shown.map((q) => toDto(q, promised.promises.get(q)!, request.debug ?? false));
    this.record(actor.companyId, request, channelName, origin.zip, data);
    const message = data.length
      ? QUOTE_RETURNED
      : pricing.tables.length
        ? NO_QUOTE_FOR_DESTINATION
        : NO_ACTIVE_FREIGHT_TABLE;
    if (!overBudget) return { data, message };
    this.logOverBudget(actor.companyId, overBudget);
    return { data, message, partial: true, unpriced_carriers: overBudget.unpriced.map((c) => c.canonicalName) };
  }

  private logOverBudget(companyId: string, { elapsedMs, unpriced, slowest }: OverBudget): void {
    const slow = slowest
      ? `transportadora lenta: ${slowest.carrier.canonicalName} (${Math.round(slowest.ms)} ms)`
      : 'nenhuma tabela cotada';
    this.logger.warn(
      `Cotação da empresa ${companyId} passou do orçamento de ${this.config.quoteTimeBudgetMs} ms (${Math.round(elapsedMs)} ms): ${slow}; sem cotar: ${unpriced.map((c) => c.canonicalName).join(', ')}`,
    );
  }

  private record(
    companyId: string,
    request: QuoteFreightQuery['request'],
    channel: string | null,
    originZip: string,
    data: QuoteDto[],
  ): void {
    const parameters = {
      zip_from: originZip,
      origin: request.from ?? null,
      zip_to: onlyDigits(request.to),
      parcels: request.parcels,
    };
    this.logs.add({
      companyId,
      channelId: request.channel_id ?? null,
      channel,
      parameters,
      quotes: data,
      createdAt: new Date(),
    });
  }
}

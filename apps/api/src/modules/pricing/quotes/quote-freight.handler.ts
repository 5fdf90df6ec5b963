import { applyQuotationView, onlyDigits, type Quote } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FreightQuoter } from './freight-quoter.js';
import { QuotationLogWriter } from './quotation-log-writer.js';
import { QuoteFreightQuery } from './quote-freight.query.js';
import type { QuoteDto, QuoteResponseDto } from './quote-request.dto.js';

function toDto(q: Quote, debug: boolean): QuoteDto {
  return {
    id: q.tableId,
    carrier: { id: q.carrier.id, name: q.carrier.name, canonical_name: q.carrier.canonicalName },
    carrier_canonical_name: q.carrier.canonicalName,
    own_freight_table: true,
    region: q.region,
    cargo_value: q.cargoValue,
    cubed_weight: q.cubedWeight,
    original_estimated_cost: q.originalEstimatedCost,
    estimated_cost: q.estimatedCost,
    delivery_days: q.deliveryDays,
    free_shipping: q.freeShipping,
    ...(debug ? { log: q.log } : {}),
  };
}

/**
 * Quotes freight from the company's compiled pricing; shop-facing calls (with a channel) and the
 * order screens (company_view) get the company's display mode. Every quote is written to the history.
 */
@QueryHandler(QuoteFreightQuery)
export class QuoteFreightHandler implements IQueryHandler<QuoteFreightQuery> {
  constructor(
    private readonly quoter: FreightQuoter,
    private readonly logs: QuotationLogWriter,
  ) {}

  async execute({ actor, request }: QuoteFreightQuery): Promise<QuoteResponseDto> {
    const { quotes, origin, pricing } = await this.quoter.quote(actor.companyId, request);
    const shown = request.channel_id === undefined && !request.company_view ? quotes : applyQuotationView(quotes, pricing.quotationView);
    const data = shown.map((q) => toDto(q, request.debug ?? false));
    this.record(actor.companyId, request, origin.zip, data);
    return { data, message: data.length ? 'Cotação retornada com sucesso' : 'Nenhuma cotação encontrada para esse destino' };
  }

  private record(companyId: string, request: QuoteFreightQuery['request'], originZip: string, data: QuoteDto[]): void {
    const parameters = {
      zip_from: originZip,
      origin: request.from ?? null,
      zip_to: onlyDigits(request.to),
      parcels: request.parcels,
    };
    const response = data.map((q) => ({
      carrier: q.carrier.name,
      estimated_cost: q.estimated_cost,
      cargo_value: q.cargo_value,
      cubed_weight: q.cubed_weight,
      delivery_days: q.delivery_days,
    }));
    this.logs.add({ companyId, channelId: request.channel_id ?? null, parameters, response, createdAt: new Date() });
  }
}

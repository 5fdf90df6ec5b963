import { formatCep, onlyDigits, orderDeadline, type Quote } from '@despacho/domain';
import { Injectable } from '@nestjs/common';
import { FreightQuoter, QuotePromises } from '../../../pricing/index.js';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import type { OrderData, OrderShipment } from '../../events/order-events.js';
import { orderQuoteRequest } from './order-quote-request.js';

/** The order as it will be created, and why it awaits a quote (status 12) when nothing covers it. */
export interface QuotedOrder {
  data: OrderData;
  awaitingQuote: string | null;
}

/** The content a quote decides: carrier, freight, forecast and how they were reached. */
export type QuotedShipping = Pick<OrderData, 'carrier' | 'estimated_cost' | 'deadline' | 'delivery'>;

function shippingOf(chosen: Quote, at: Date): QuotedShipping {
  return {
    carrier: { id: chosen.carrier.id, name: chosen.carrier.name },
    estimated_cost: chosen.estimatedCost,
    // The promise the company's shops see (table or learned, widened): what the order is judged by.
    deadline: orderDeadline(at, chosen.deliveryDays),
    delivery: { cubed_weight: chosen.cubedWeight, log: chosen.log },
  };
}

/**
 * How an order ships, decided once when it is created (NewOrder, NF-e import, sales channels) or
 * edited, with the pricing module's quote engine; the outcome goes into the order's event, so a
 * projection rebuild reads the same choice.
 * - A carrier with its price already chosen (an API client that quoted) is kept as it is: no quote.
 * - A chosen carrier without a price (the order screen's quote): that carrier's quote fills freight,
 *   cubed weight, logs and deadline; a carrier that does not cover the destination is kept alone.
 * - No carrier: the preferred one (the NF-e's transporta) when it covers the destination, otherwise
 *   the cheapest quote; nothing covers it: the order awaits a quote, with the reason.
 */
@Injectable()
export class OrderQuoting {
  constructor(
    private readonly quoter: FreightQuoter,
    private readonly promises: QuotePromises,
  ) {}

  async quote(
    companyId: string,
    data: OrderData,
    at: Date,
    preferredCarrierIds: readonly string[] = [],
  ): Promise<QuotedOrder> {
    if (data.carrier && data.estimated_cost !== null) return { data, awaitingQuote: null };
    const quotes = await this.quotesFor(companyId, data.to_address.zip, data.shipments, at);
    const chosen = data.carrier
      ? quotes.find((q) => q.carrier.id === data.carrier!.id)
      : (quotes.find((q) => preferredCarrierIds.includes(q.carrier.id)) ?? quotes[0]);
    if (chosen) return { data: { ...data, ...shippingOf(chosen, at) }, awaitingQuote: null };
    if (data.carrier) return { data, awaitingQuote: null };
    return {
      data,
      awaitingQuote: `Nenhuma transportadora atende o CEP ${formatCep(data.to_address.zip)} com estes volumes: escolha a transportadora para liberar o pedido.`,
    };
  }

  /**
   * A carrier chosen later (the detail's carrier change): that carrier's own quote for these volumes,
   * priced here rather than trusted from the client; null when it does not cover them.
   */
  async carrierQuote(
    companyId: string,
    toZip: string,
    shipments: OrderShipment[],
    carrierId: string,
    at: Date,
  ): Promise<QuotedShipping | null> {
    const chosen = (await this.quotesFor(companyId, toZip, shipments, at)).find((q) => q.carrier.id === carrierId);
    return chosen ? shippingOf(chosen, at) : null;
  }

  private async quotesFor(companyId: string, toZip: string, shipments: OrderShipment[], at: Date): Promise<Quote[]> {
    try {
      const { quotes, origin, pricing } = await this.quoter.quote(companyId, orderQuoteRequest(toZip, shipments), at);
      const route = { fromZip: origin.zip, toZip: onlyDigits(toZip) };
      // Promised as POST /quotations does: a demoted carrier is chosen last.
      return (await this.promises.promise(companyId, pricing.promise, route, quotes)).quotes;
    } catch (error) {
      // An origin the compiled pricing does not know yet quotes nothing: the order awaits a quote.
      if (error instanceof InvalidInput) return [];
      throw error;
    }
  }
}

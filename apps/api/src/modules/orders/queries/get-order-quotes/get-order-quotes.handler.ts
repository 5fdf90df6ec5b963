import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { QuoteRequestDto, QuoteResponseDto } from '../../../pricing/index.js';
import { QuoteFreightQuery } from '../../../pricing/index.js';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { orderNotFound } from '../../domain/order.errors.js';
import { orderQuoteRequest } from '../../commands/quoting/order-quote-request.js';
import type { OrderShipment } from '../../events/order-events.js';
import { GetOrderQuotesQuery } from './get-order-quotes.query.js';
import type { OrderQuotesDto } from './order-quotes.dto.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

export const CURRENT_CARRIER_ALERT = 'Transportadora atual do pedido.';

/** A volume whose carrier was changed alone carries it (ChangeShipmentCarrier). */
type QuotedShipment = OrderShipment & { carrier?: { id: string } };

interface QuotedOrder {
  to_zip: string;
  carrier_id: string | null;
  shipments: QuotedShipment[];
}

/** The carrier change dialog's quotes: the freight engine run on the order's destination and volumes as they are now. */
@QueryHandler(GetOrderQuotesQuery)
export class GetOrderQuotesHandler implements IQueryHandler<GetOrderQuotesQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ actor, target }: GetOrderQuotesQuery): Promise<OrderQuotesDto> {
    const { order, shipments } = await this.find(actor.companyId, target);
    // With the fee and deadline logs: the detail's quote and deadline log sections show them.
    const request: QuoteRequestDto = { ...orderQuoteRequest(order.to_zip, shipments), debug: true };
    const answer: QuoteResponseDto = await this.queryBus.execute(new QuoteFreightQuery(actor, request));
    const current = (shipments.length === 1 ? shipments[0].carrier?.id : undefined) ?? order.carrier_id;
    return {
      ...answer,
      data: answer.data.map((quote) => ({
        ...quote,
        alert: quote.carrier.id === current ? CURRENT_CARRIER_ALERT : null,
      })),
    };
  }

  private async find(
    companyId: string,
    target: GetOrderQuotesQuery['target'],
  ): Promise<{ order: QuotedOrder; shipments: QuotedShipment[] }> {
    if ('orderId' in target) {
      const [order]: QuotedOrder[] = await runSql(
        this.db,
        sql`SELECT to_zip, carrier_id, shipments FROM orders WHERE id = ${target.orderId} AND company_id = ${companyId}`,
      );
      if (!order) throw orderNotFound();
      return { order, shipments: order.shipments };
    }
    const [order]: QuotedOrder[] = await runSql(
      this.db,
      sql`SELECT to_zip, carrier_id, shipments FROM orders WHERE company_id = ${companyId} AND shipments @> jsonb_build_array(jsonb_build_object('id', ${target.shipmentId}::text))`,
    );
    if (!order) throw new NotFound('Volume não encontrado.');
    return { order, shipments: order.shipments.filter((s) => s.id === target.shipmentId) };
  }
}

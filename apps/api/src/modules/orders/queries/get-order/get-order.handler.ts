import { availableOrderActions, ORDER_STATUS, roleOf, saoPauloCalendarDate } from '@despacho/domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { orderNotFound } from '../../domain/order.errors.js';
import { RatingLinks } from '../../adapters/rating/rating-links.js';
import { OrderCarriers } from '../order-carriers.js';
import { OrderCtes } from '../order-ctes.js';
import { ORDER_COLUMNS, ORDER_FROM } from '../order-row.js';
import type { OrderDto } from '../order.dto.js';
import type { OrderDetailDto, OrderIssueDto, OrderProductDto } from './order-detail.dto.js';
import type { TrackingDetailDto } from '../tracking-detail.dto.js';
import { GetOrderQuery } from './get-order.query.js';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { productsWithReferences } from '../../../products/index.js';

// 'Dados da coleta': the order's pickup as operations edit it (driver, date window), null outside a pickup.
const PICKUP_SECTION = `CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'number', p.number,
    'estimated_date', to_char(p.estimated_date, 'YYYY-MM-DD'), 'estimated_time_start', p.estimated_time_start,
    'estimated_time_end', p.estimated_time_end, 'pickup_date', to_char(p.pickup_date, 'YYYY-MM-DD'),
    'pickuped_at', p.pickuped_at, 'driver', p.driver) END`;

/** The day it was delivered (Brasília), else the day it is due. */
const deliveryDateOf = (order: OrderDto) =>
  order.delivered_at ? saoPauloCalendarDate(order.delivered_at) : order.deadline;

const newestFirst = (details: TrackingDetailDto[]) =>
  [...details].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at));

/** The proof of delivery a carrier sent with its events (the newest one), else null. */
const receiptUrlOf = (details: TrackingDetailDto[]) =>
  newestFirst(details).find((d) => d.source === 'carrier' && d.receipt_url)?.receipt_url ?? null;

/** The company's order with its timeline; `actions` lets the header offer only what the caller may do. */
@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly ratings: RatingLinks,
    private readonly carriers: OrderCarriers,
    private readonly ctes: OrderCtes,
  ) {}

  async execute({ actor, id }: GetOrderQuery): Promise<OrderDetailDto> {
    const [row] = await runSql(
      this.db,
      sql`SELECT ${raw(ORDER_COLUMNS)}, o.tracking_code, o.tracker_details, o.issues, o.attachments, o.invoice_path, o.review, o.delivery,
              o.alerts, ${raw(PICKUP_SECTION)} AS pickup
         ${raw(ORDER_FROM)} WHERE o.id = ${id} AND o.company_id = ${actor.companyId}`,
    );
    if (!row) throw orderNotFound();
    const {
      tracking_code,
      tracker_details,
      issues,
      attachments,
      invoice_path,
      review,
      delivery,
      alerts,
      pickup,
      ...order
    } = row;
    const [dto] = await this.carriers.dtosOf(actor.companyId, [order]);
    const skus = [...new Set(dto.shipments.flatMap((s) => (s.reference ? [s.reference.toLowerCase()] : [])))];
    const products: OrderProductDto[] = skus.length
      ? (await productsWithReferences(this.db, actor.companyId, skus)).map(({ reference, description }) => ({
          reference,
          description,
        }))
      : [];
    const productOf = new Map(products.map((product) => [product.reference.toLowerCase(), product]));
    const cte = await this.ctes.newestOf(actor.companyId, id);
    const invoice = dto.invoice_key || invoice_path ? { id: dto.id } : null;
    return {
      products,
      ...dto,
      shipments: dto.shipments.map((shipment) => {
        const product = shipment.reference ? productOf.get(shipment.reference.toLowerCase()) : undefined;
        return { ...shipment, status: dto.status, invoice, cte, products: product ? [product] : [] };
      }),
      tracker: {
        tracking_code,
        details: newestFirst(tracker_details),
        delivery_receipt_url: receiptUrlOf(tracker_details),
      },
      issues: issues.map((issue: OrderIssueDto) => ({ ...issue, user: { ...issue.user, photo: null } })),
      attachments,
      invoice_path,
      review,
      delivery: delivery && { ...delivery, delivery_date: deliveryDateOf(dto) },
      alerts,
      pickup,
      // The link the merchant sends the recipient once the order is delivered and not yet rated.
      rating_path: dto.status.id === ORDER_STATUS.delivered && !review ? this.ratings.path(tracking_code, id) : null,
      actions: availableOrderActions(dto.status.id as never, roleOf(actor)),
    };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { dashboardScope } from '../dashboard-scope.js';
import type { ReviewDto, ReviewsDto } from '../reviews.dto.js';
import { ListReviewsQuery } from './list-reviews.query.js';

/** public-account.md §7: the default (and largest) number of reviews answered. */
const DEFAULT_LIMIT = 1000;

interface ReviewRow {
  review: { rate: number; message: string | null; created_at: string };
  recipient_name: string;
  order_id: string;
  reference: string;
}

/**
 * The ratings of the orders created in the period, like the review counter card: the rated orders
 * come from dashboard_orders newest rating first (index dashboard_orders_rated on rated_at, so only
 * the first `limit` are read, not every rating of the period), their texts from the orders read model.
 */
@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: ListReviewsQuery): Promise<ReviewsDto> {
    const scope = dashboardScope(actor, query);
    const parameters = [...scope.parameters];
    const rate = query.rate === undefined ? '' : ` AND d.rate = $${parameters.push(query.rate)}`;
    const rows: ReviewRow[] = await this.db.query(
      `SELECT o.review, o.recipient_name, o.id AS order_id, o.reference
         FROM dashboard_orders d JOIN orders o ON o.id = d.order_id AND o.company_id = d.company_id
        WHERE ${scope.sql} AND d.rate IS NOT NULL AND o.review IS NOT NULL${rate}
        ORDER BY d.rated_at DESC, d.order_id
        LIMIT $${parameters.push(query.limit ?? DEFAULT_LIMIT)}`,
      parameters,
    );
    return { data: rows.map(reviewOf) };
  }
}

const reviewOf = (row: ReviewRow): ReviewDto => ({
  rate: row.review.rate,
  message: row.review.message,
  created_at: row.review.created_at,
  user: { name: row.recipient_name },
  shipment: { order_id: row.order_id, reference: row.reference },
});

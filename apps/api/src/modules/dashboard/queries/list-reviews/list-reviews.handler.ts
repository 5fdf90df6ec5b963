import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { raw, runSql, sql } from '../../../../platform/database/sql.js';
import { dashboardScope } from '../dashboard-scope.js';
import type { ReviewDto, ReviewsDto } from '../reviews.dto.js';
import { ListReviewsQuery } from './list-reviews.query.js';

/** public-account.md §7: the default (and largest) number of reviews answered. */
const DEFAULT_LIMIT = 1000;

interface ReviewRow {
  rate: number;
  review_message: string | null;
  rated_at: Date;
  recipient_name: string;
  order_id: string;
  reference: string;
}

/**
 * The ratings of the orders created in the period, like the review counter card, newest rating
 * first. dashboard_orders keeps all a review shows (its message, the recipient's name, the order's
 * reference), so no `orders` row is read. Two steps over that one table: the newest `limit` ratings
 * of the scope by an index-only scan of dashboard_orders_rated (company_id, rated_at DESC, order_id)
 * INCLUDE (day, carrier_id, rate), which holds every filter, stopping at `limit`; then those rows by
 * primary key. In one step a short period with fewer than `limit` ratings (the planner cannot tell
 * where the walk stops) was a sequential scan of the whole table.
 */
@QueryHandler(ListReviewsQuery)
export class ListReviewsHandler implements IQueryHandler<ListReviewsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ actor, query }: ListReviewsQuery): Promise<ReviewsDto> {
    const scope = dashboardScope(actor, query);
    const rate = query.rate === undefined ? raw('') : sql` AND d.rate = ${query.rate}`;
    const reviews = sql`WITH newest AS (
           SELECT d.order_id, d.rated_at FROM dashboard_orders d
            WHERE ${scope.where} AND d.rate IS NOT NULL${rate}
            ORDER BY d.rated_at DESC, d.order_id
            LIMIT ${query.limit ?? DEFAULT_LIMIT})
         SELECT r.rate, r.review_message, r.rated_at, r.recipient_name, r.order_id, r.reference
           FROM newest n JOIN dashboard_orders r ON r.order_id = n.order_id
          ORDER BY n.rated_at DESC, n.order_id`;
    const rows: ReviewRow[] = await runSql(this.db, reviews);
    return { data: rows.map(reviewOf) };
  }
}

const reviewOf = (row: ReviewRow): ReviewDto => ({
  rate: row.rate,
  message: row.review_message,
  // The rating's own time (order.rated's review.created_at, an ISO string with milliseconds).
  created_at: row.rated_at.toISOString(),
  user: { name: row.recipient_name },
  shipment: { order_id: row.order_id, reference: row.reference },
});

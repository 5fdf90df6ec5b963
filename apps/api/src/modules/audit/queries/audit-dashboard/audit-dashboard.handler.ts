import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isCalendarDate } from '@despacho/domain';
import { DataSource } from 'typeorm';
import { InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { AuditEnabled } from '../audit-enabled.js';
import { type AuditDashboardDto, type DashboardCardDto, SINCE_MESSAGE } from '../ctes.dto.js';
import { shippedOrderIdsSince } from '../../../orders/index.js';
import { GetAuditDashboardQuery } from './audit-dashboard.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The card's window when filters[since] is not sent (public-account.md §9). */
const DEFAULT_DAYS = 30;
const MAX_DAYS = 3650;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A card: this window's total, the previous window's, and the change between them in %. */
function card(total: number, last: number): DashboardCardDto {
  return {
    total: round(total),
    last_total: round(last),
    percentage: last === 0 ? 0 : round(((total - last) / Math.abs(last)) * 100, 1),
  };
}

/** filters[since]: a number of days back from now (1 to 10 years), or a calendar day from its Brasília midnight. */
function windowStart(since: string | undefined, now: Date): Date {
  if (since === undefined) return new Date(now.getTime() - DEFAULT_DAYS * DAY_MS);
  if (/^\d+$/.test(since)) {
    const days = Number(since);
    if (days < 1 || days > MAX_DAYS) throw new InvalidInput(SINCE_MESSAGE);
    return new Date(now.getTime() - days * DAY_MS);
  }
  if (!isCalendarDate(since)) throw new InvalidInput(SINCE_MESSAGE);
  return new Date(`${since}T00:00:00-03:00`);
}

/**
 * GET dashboard/ctes: over the CT-e reconciled with a quoted order since `since` (30 days by
 * default), the quoted freight (ours), the charged freight (the carriers') and their difference, each
 * against the window of the same length before; the conciliation card counts reconciled CT-e, the
 * waiting ones over 90 days, and the orders of the window without any CT-e (total_flix).
 */
@QueryHandler(GetAuditDashboardQuery)
export class AuditDashboardHandler implements IQueryHandler<GetAuditDashboardQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditEnabled,
  ) {}

  async execute({ actor, since }: GetAuditDashboardQuery): Promise<AuditDashboardDto> {
    await this.audit.assert(actor.companyId);
    const now = new Date();
    const start = windowStart(since, now);
    const previous = new Date(start.getTime() - Math.max(now.getTime() - start.getTime(), DAY_MS));
    const [[sums], [{ total_flix }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT coalesce(sum(quote_value) FILTER (WHERE quoted AND created_at >= ${start}), 0)::float AS quoted,
                coalesce(sum(quote_value) FILTER (WHERE quoted AND created_at < ${start}), 0)::float AS last_quoted,
                coalesce(sum(freight_value) FILTER (WHERE quoted AND created_at >= ${start}), 0)::float AS charged,
                coalesce(sum(freight_value) FILTER (WHERE quoted AND created_at < ${start}), 0)::float AS last_charged,
                count(*) FILTER (WHERE reconciled_at IS NOT NULL AND created_at >= ${start})::int AS reconciled,
                count(*) FILTER (WHERE reconciled_at IS NOT NULL AND created_at < ${start})::int AS last_reconciled
           FROM (SELECT *, reconciled_at IS NOT NULL AND quote_value IS NOT NULL AS quoted FROM ctes WHERE company_id = ${actor.companyId} AND created_at >= ${previous} AND linked_to IS NULL) c`,
      ),
      runSql(
        this.db,
        sql`SELECT count(*)::int AS total_flix FROM (${shippedOrderIdsSince(actor.companyId, start)}) o
          WHERE NOT EXISTS (SELECT 1 FROM ctes c WHERE c.company_id = ${actor.companyId} AND c.order_ids @> ARRAY[o.id])`,
      ),
    ]);
    const [{ unreconciled }] = await runSql(
      this.db,
      sql`SELECT count(*)::int AS unreconciled FROM ctes WHERE company_id = ${actor.companyId} AND reconciled_at IS NULL AND linked_to IS NULL AND created_at >= now() - interval '90 days'`,
    );
    // Money recovered: accepted disputes, by the day the carrier's acceptance was recorded; open ones all.
    const [recovered] = await runSql(
      this.db,
      sql`SELECT coalesce(sum(recovered) FILTER (WHERE dispute_resolved_at >= ${start}), 0)::float AS total,
              coalesce(sum(recovered) FILTER (WHERE dispute_resolved_at < ${start} AND dispute_resolved_at >= ${previous}), 0)::float AS last_total,
              count(*) FILTER (WHERE dispute_status = 'aceita' AND dispute_resolved_at >= ${start})::int AS count,
              count(*) FILTER (WHERE dispute_status = 'aberta')::int AS open_count,
              coalesce(sum((dispute->>'amount')::numeric) FILTER (WHERE dispute_status = 'aberta'), 0)::float AS open_total
         FROM ctes WHERE company_id = ${actor.companyId} AND dispute_status IS NOT NULL`,
    );
    const reconciledShare =
      sums.reconciled + unreconciled === 0 ? 0 : round((sums.reconciled / (sums.reconciled + unreconciled)) * 100, 1);
    return {
      despacho_amount_freight: card(sums.quoted, sums.last_quoted),
      carriers_amount_freight: card(sums.charged, sums.last_charged),
      diff: card(sums.charged - sums.quoted, sums.last_charged - sums.last_quoted),
      conciliation: {
        total: sums.reconciled,
        last_total: sums.last_reconciled,
        percentage: reconciledShare,
        total_flix,
        total_unreconciled: unreconciled,
      },
      recovered: {
        ...card(recovered.total, recovered.last_total),
        count: recovered.count,
        open_count: recovered.open_count,
        open_total: round(recovered.open_total),
      },
    };
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { pageOf } from '../../../../platform/http/page-query.js';
import { QuotationLogWriter } from '../quotes/quotation-log-writer.js';
import type { QuotationLogListDto } from '../pricing.dto.js';
import { ListQuotationLogsQuery } from './list-quotation-logs.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** Spec: 20 on open, 'show more' asks 10 per page; newest first. */
const DEFAULT_LIMIT = 20;

@QueryHandler(ListQuotationLogsQuery)
export class ListQuotationLogsHandler implements IQueryHandler<ListQuotationLogsQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly writer: QuotationLogWriter,
  ) {}

  async execute({ companyId, page }: ListQuotationLogsQuery): Promise<QuotationLogListDto> {
    // HTTP callers are capped at 200 by PageQuery; the CSV report asks for more.
    const { limit, offset } = pageOf({ limit: page.limit ?? DEFAULT_LIMIT, page: page.page }, 10_000);
    await this.writer.flush();
    const [data, [{ total }]] = await Promise.all([
      runSql(
        this.db,
        sql`SELECT id::text AS id, channel_id, channel, created_at, parameters, response
           FROM quotation_logs WHERE company_id = ${companyId} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
      ),
      runSql(this.db, sql`SELECT count(*)::int AS total FROM quotation_logs WHERE company_id = ${companyId}`),
    ]);
    return { data, total };
  }
}

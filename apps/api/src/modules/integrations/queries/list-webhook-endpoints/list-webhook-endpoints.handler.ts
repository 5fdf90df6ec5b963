import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { WebhookEndpointListDto } from '../webhook-endpoints.dto.js';
import { ListWebhookEndpointsQuery } from './list-webhook-endpoints.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** The company's webhook URLs, oldest first; the secret never leaves the API after registration. */
@QueryHandler(ListWebhookEndpointsQuery)
export class ListWebhookEndpointsHandler implements IQueryHandler<ListWebhookEndpointsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: ListWebhookEndpointsQuery): Promise<WebhookEndpointListDto> {
    const data = await runSql(
      this.db,
      sql`SELECT id, url, events, created_at FROM webhook_endpoints WHERE company_id = ${companyId} ORDER BY created_at, id`,
    );
    return { data, total: data.length };
  }
}

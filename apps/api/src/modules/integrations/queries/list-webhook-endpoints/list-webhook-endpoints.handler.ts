import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { WebhookEndpointListDto } from '../webhook-endpoints.dto.js';
import { ListWebhookEndpointsQuery } from './list-webhook-endpoints.query.js';

/** The company's webhook URLs, oldest first; the secret never leaves the API after registration. */
@QueryHandler(ListWebhookEndpointsQuery)
export class ListWebhookEndpointsHandler implements IQueryHandler<ListWebhookEndpointsQuery> {
  constructor(private readonly db: DataSource) {}

  async execute({ companyId }: ListWebhookEndpointsQuery): Promise<WebhookEndpointListDto> {
    const data = await this.db.query(
      'SELECT id, url, events, created_at FROM webhook_endpoints WHERE company_id = $1 ORDER BY created_at, id',
      [companyId],
    );
    return { data, total: data.length };
  }
}

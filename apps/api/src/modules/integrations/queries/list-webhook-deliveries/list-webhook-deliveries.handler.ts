import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { WebhookDeliveries } from '../../policies/outgoing/webhook-deliveries.js';
import type { WebhookDeliveryListDto } from '../webhook-endpoints.dto.js';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

/** An endpoint's delivery log, newest first: status, attempts, the last response code and error. */
@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  async execute({ companyId, endpointId, limit, page }: ListWebhookDeliveriesQuery): Promise<WebhookDeliveryListDto> {
    const [endpoint] = await runSql(
      this.db,
      sql`SELECT 1 FROM webhook_endpoints WHERE id = ${endpointId} AND company_id = ${companyId}`,
    );
    if (!endpoint) throw new NotFound('Webhook não encontrado.');
    return this.deliveries.list(endpointId, limit, page);
  }
}

import { Query } from '@nestjs/cqrs';
import type { WebhookEndpointListDto } from '../webhook-endpoints.dto.js';

export class ListWebhookEndpointsQuery extends Query<WebhookEndpointListDto> {
  constructor(readonly companyId: string) {
    super();
  }
}

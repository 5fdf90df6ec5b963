import { Query } from '@nestjs/cqrs';
import type { WebhookDeliveryListDto } from '../webhook-endpoints.dto.js';

export class ListWebhookDeliveriesQuery extends Query<WebhookDeliveryListDto> {
  constructor(
    readonly companyId: string,
    readonly endpointId: string,
    readonly limit: number,
    readonly page: number,
  ) {
    super();
  }
}

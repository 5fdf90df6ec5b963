import { Query } from '@nestjs/cqrs';
import type { ChannelDeliveryListDto } from '../integrations.dto.js';

export class ListChannelDeliveriesQuery extends Query<ChannelDeliveryListDto> {
  constructor(
    readonly companyId: string,
    readonly companyChannelId: string,
    readonly limit: number,
    readonly page: number,
  ) {
    super();
  }
}

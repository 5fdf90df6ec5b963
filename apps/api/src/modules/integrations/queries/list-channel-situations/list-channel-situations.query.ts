import { Query } from '@nestjs/cqrs';
import type { ChannelSituationListDto } from '../integrations.dto.js';

export class ListChannelSituationsQuery extends Query<ChannelSituationListDto> {
  constructor(
    readonly companyId: string,
    readonly companyChannelId: string,
    readonly limit: number,
    readonly page: number,
  ) {
    super();
  }
}

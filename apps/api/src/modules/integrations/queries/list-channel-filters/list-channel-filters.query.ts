import { Query } from '@nestjs/cqrs';
import type { ChannelFilterListDto } from '../integrations.dto.js';

export class ListChannelFiltersQuery extends Query<ChannelFilterListDto> {
  constructor(
    readonly companyId: string,
    readonly companyChannelId: string,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { ChannelListingPageDto, ChannelListingSort } from '../integrations.dto.js';

export class GetChannelListingQuery extends Query<ChannelListingPageDto> {
  constructor(
    readonly companyId: string,
    readonly companyChannelId: string,
    readonly resource: string,
    readonly page: { limit: number; page: number },
    readonly sort: ChannelListingSort | undefined,
    readonly ids: string[] | undefined,
  ) {
    super();
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CompanyChannelRows } from '../company-channel-rows.js';
import { CompanyChannelViews } from '../company-channel-views.js';
import type { CompanyChannelListDto } from '../integrations.dto.js';
import { ListCompanyChannelsQuery } from './list-company-channels.query.js';

/** The active integrations list: sales channels and carrier integrations (with their last poll). */
@QueryHandler(ListCompanyChannelsQuery)
export class ListCompanyChannelsHandler implements IQueryHandler<ListCompanyChannelsQuery> {
  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly views: CompanyChannelViews,
  ) {}

  async execute({ companyId }: ListCompanyChannelsQuery): Promise<CompanyChannelListDto> {
    const data = await this.views.of(await this.rows.ofCompanyAll(companyId));
    return { data, total: data.length };
  }
}

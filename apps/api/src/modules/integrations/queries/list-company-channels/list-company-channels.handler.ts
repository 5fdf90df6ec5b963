import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { CheckoutSecrets } from '../../checkout/checkout-secrets.js';
import { companyChannelDtoOf } from '../company-channel-dto.js';
import { CompanyChannelRows } from '../company-channel-rows.js';
import type { CompanyChannelListDto } from '../integrations.dto.js';
import { ListCompanyChannelsQuery } from './list-company-channels.query.js';

@QueryHandler(ListCompanyChannelsQuery)
export class ListCompanyChannelsHandler implements IQueryHandler<ListCompanyChannelsQuery> {
  constructor(
    private readonly secrets: CheckoutSecrets,
    private readonly rows: CompanyChannelRows,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ companyId }: ListCompanyChannelsQuery): Promise<CompanyChannelListDto> {
    const data = (await this.rows.ofCompanyAll(companyId)).map((row) =>
      companyChannelDtoOf(row, this.config.publicUrl, this.secrets.of(row.id)),
    );
    return { data, total: data.length };
  }
}

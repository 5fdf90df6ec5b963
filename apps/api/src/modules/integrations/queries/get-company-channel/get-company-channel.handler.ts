import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { NotFoundError } from '../../../../platform/http/app-errors.js';
import { CheckoutSecrets } from '../../checkout/checkout-secrets.js';
import { companyChannelDtoOf } from '../company-channel-dto.js';
import { CompanyChannelRows } from '../company-channel-rows.js';
import type { CompanyChannelDto } from '../integrations.dto.js';
import { GetCompanyChannelQuery } from './get-company-channel.query.js';

/** One integration; a store's own statuses (Tray) come from GET company-channels/{id}/situations. */
@QueryHandler(GetCompanyChannelQuery)
export class GetCompanyChannelHandler implements IQueryHandler<GetCompanyChannelQuery> {
  constructor(
    private readonly secrets: CheckoutSecrets,
    private readonly rows: CompanyChannelRows,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ companyId, id }: GetCompanyChannelQuery): Promise<CompanyChannelDto> {
    const row = await this.rows.ofCompany(id, companyId);
    if (!row) throw new NotFoundError('Integração não encontrada.');
    return companyChannelDtoOf(row, this.config.publicUrl, this.secrets.of(row.id));
  }
}

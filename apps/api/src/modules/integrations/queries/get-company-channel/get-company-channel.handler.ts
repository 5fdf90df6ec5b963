import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { CompanyChannelRows } from '../company-channel-rows.js';
import { CompanyChannelViews } from '../company-channel-views.js';
import type { CompanyChannelDto } from '../integrations.dto.js';
import { GetCompanyChannelQuery } from './get-company-channel.query.js';

/** One integration; a store's own statuses (Tray) come from GET company-channels/{id}/situations. */
@QueryHandler(GetCompanyChannelQuery)
export class GetCompanyChannelHandler implements IQueryHandler<GetCompanyChannelQuery> {
  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly views: CompanyChannelViews,
  ) {}

  async execute({ companyId, id }: GetCompanyChannelQuery): Promise<CompanyChannelDto> {
    const row = await this.rows.ofCompany(id, companyId);
    if (!row) throw new NotFound('Integração não encontrada.');
    const [view] = await this.views.of([row]);
    return view;
  }
}

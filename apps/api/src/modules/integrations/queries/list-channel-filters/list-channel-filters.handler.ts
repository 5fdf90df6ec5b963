import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { channelFilters } from '../catalogue/channel-catalogue.js';
import { CompanyChannelRows } from '../company-channel-rows.js';
import type { ChannelFilterListDto } from '../integrations.dto.js';
import { ListChannelFiltersQuery } from './list-channel-filters.query.js';
import { companyDistributionCenters } from '../../../catalog/index.js';

/** The channel's filters, relations filled with the company's records, and the values saved. */
@QueryHandler(ListChannelFiltersQuery)
export class ListChannelFiltersHandler implements IQueryHandler<ListChannelFiltersQuery> {
  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly db: DataSource,
  ) {}

  async execute({ companyId, companyChannelId }: ListChannelFiltersQuery): Promise<ChannelFilterListDto> {
    const integration = await this.rows.ofCompany(companyChannelId, companyId);
    if (!integration) throw new NotFound('Integração não encontrada.');
    const filters = channelFilters(integration.channel_id);
    const centers = filters.some((f) => f.relation === 'distribution-centers')
      ? (await companyDistributionCenters(this.db, companyId, { byReference: true, limit: 100 })).map(
          ({ id, reference, name }) => ({
            id,
            name: `${reference} - ${name}`,
          }),
        )
      : [];
    return {
      data: filters.map(({ relation, ...filter }) => ({
        ...filter,
        options: relation === 'distribution-centers' ? centers : filter.options,
      })),
      filter_map: integration.filter_map ?? {},
    };
  }
}

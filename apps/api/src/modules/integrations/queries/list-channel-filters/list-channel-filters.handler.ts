import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { channelFilters } from '../../catalogue/channel-catalogue.js';
import { CompanyChannelRows } from '../company-channel-rows.js';
import type { ChannelFilterListDto } from '../integrations.dto.js';
import { ListChannelFiltersQuery } from './list-channel-filters.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

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
    const centers: { id: string; name: string }[] = filters.some((f) => f.relation === 'distribution-centers')
      ? await runSql(
          this.db,
          sql`SELECT id, reference || ' - ' || name AS name FROM distribution_centers WHERE company_id = ${companyId} ORDER BY reference LIMIT 100`,
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

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/errors/domain-errors.js';
import { askChannel } from '../../adapters/ask-channel.js';
import { channelEntry } from '../catalogue/channel-catalogue.js';
import { ChannelConnections } from '../../adapters/tokens/channel-connections.js';
import { CompanyChannelRows } from '../company-channel-rows.js';
import type { ChannelSituationListDto } from '../integrations.dto.js';
import { ListChannelSituationsQuery } from './list-channel-situations.query.js';

/**
 * The statuses the internal 3, 4 and 5 may be mapped to (settings.md §2: fetched 100 per page): the
 * channel's fixed list, or the store's own where the store defines them (Tray), read from the store.
 */
@QueryHandler(ListChannelSituationsQuery)
export class ListChannelSituationsHandler implements IQueryHandler<ListChannelSituationsQuery> {
  constructor(
    private readonly rows: CompanyChannelRows,
    private readonly connections: ChannelConnections,
  ) {}

  async execute({ companyId, companyChannelId, limit, page }: ListChannelSituationsQuery) {
    const row = await this.rows.ofCompany(companyChannelId, companyId);
    const channel = row && channelEntry(row.channel_id);
    if (!row || !channel) throw new NotFound('Integração não encontrada.');
    const situations =
      channel.situations.length > 0
        ? channel.situations
        : await askChannel(() =>
            this.connections.use(row, (connection, adapter) =>
              adapter.listSituations ? adapter.listSituations(connection) : Promise.resolve([]),
            ),
          );
    const offset = (page - 1) * limit;
    return {
      data: situations.slice(offset, offset + limit),
      total: situations.length,
    } satisfies ChannelSituationListDto;
  }
}

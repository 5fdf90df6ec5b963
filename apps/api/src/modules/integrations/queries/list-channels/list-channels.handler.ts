import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CHANNEL_CATALOGUE } from '../../catalogue/channel-catalogue.js';
import type { ChannelListDto } from '../integrations.dto.js';
import { ListChannelsQuery } from './list-channels.query.js';

/** GET channels?type=: the catalogue (type 2, carrier integrations, has no entry yet). */
@QueryHandler(ListChannelsQuery)
export class ListChannelsHandler implements IQueryHandler<ListChannelsQuery> {
  async execute({ type }: ListChannelsQuery): Promise<ChannelListDto> {
    return { data: CHANNEL_CATALOGUE.filter((channel) => type === undefined || channel.type === type) };
  }
}

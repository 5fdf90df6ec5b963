import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ChannelDirectory } from '../catalogue/channel-directory.js';
import type { ChannelListDto } from '../integrations.dto.js';
import { ListChannelsQuery } from './list-channels.query.js';

/** GET channels?type=: the catalogue (1 sales channels; 2 carrier integrations, from the connectors). */
@QueryHandler(ListChannelsQuery)
export class ListChannelsHandler implements IQueryHandler<ListChannelsQuery> {
  constructor(private readonly directory: ChannelDirectory) {}

  async execute({ type }: ListChannelsQuery): Promise<ChannelListDto> {
    return { data: this.directory.list(type) };
  }
}

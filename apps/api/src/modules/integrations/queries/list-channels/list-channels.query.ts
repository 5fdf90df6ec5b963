import { Query } from '@nestjs/cqrs';
import type { ChannelListDto } from '../integrations.dto.js';

export class ListChannelsQuery extends Query<ChannelListDto> {
  constructor(readonly type: number | undefined) {
    super();
  }
}

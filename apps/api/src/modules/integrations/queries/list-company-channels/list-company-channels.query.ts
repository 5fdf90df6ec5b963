import { Query } from '@nestjs/cqrs';
import type { CompanyChannelListDto } from '../integrations.dto.js';

export class ListCompanyChannelsQuery extends Query<CompanyChannelListDto> {
  constructor(readonly companyId: string) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform/auth/actor.js';
import type { PageQuery } from '../../../../platform/http/page-query.js';
import type { CompanyListDto } from '../identity.dto.js';

export class ListCompaniesQuery extends Query<CompanyListDto> {
  constructor(
    readonly actor: Actor,
    readonly page: PageQuery,
  ) {
    super();
  }
}

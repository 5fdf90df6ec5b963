import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/decorators.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import { GetMeQuery } from '../queries/get-me/get-me.query.js';
import { CompanyListDto, MeDto } from '../queries/identity.dto.js';
import { ListCompaniesQuery } from '../queries/list-companies/list-companies.query.js';

@ApiTags('account')
@Controller()
export class MeController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('me')
  @ApiOperation({ operationId: 'getMe', summary: 'O usuário da sessão e sua empresa' })
  @ApiOkResponse({ type: MeDto })
  me(@CurrentActor() actor: Actor): Promise<MeDto> {
    return this.queryBus.execute(new GetMeQuery(actor));
  }

  @Get('companies')
  @ApiOperation({ operationId: 'listCompanies', summary: 'Empresas visíveis (todas para super admin)' })
  @ApiOkResponse({ type: CompanyListDto })
  companies(@Query() page: PageQuery, @CurrentActor() actor: Actor): Promise<CompanyListDto> {
    return this.queryBus.execute(new ListCompaniesQuery(actor, page));
  }
}

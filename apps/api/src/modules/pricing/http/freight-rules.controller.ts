import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import { FreightRuleDto, FreightRuleListDto } from '../queries/freight-rule.dto.js';
import { GetFreightRuleQuery } from '../queries/get-freight-rule/get-freight-rule.query.js';
import { ListFreightRulesQuery } from '../queries/list-freight-rules/list-freight-rules.query.js';

/** Freight rules are a settings area for admins (spec settings.md §6). */
@ApiTags('pricing')
@Controller('freight-rules')
@Requires({ area: 'settings', admin: true })
export class FreightRulesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    operationId: 'listFreightRules',
    summary: 'Regras de frete da empresa, na ordem em que se aplicam (limite 100)',
  })
  @ApiOkResponse({ type: FreightRuleListDto })
  list(@Query() page: PageQuery, @CurrentActor() actor: Actor): Promise<FreightRuleListDto> {
    return this.queryBus.execute(new ListFreightRulesQuery(actor.companyId, page));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getFreightRule', summary: 'Uma regra de frete da empresa, com suas rotas' })
  @ApiOkResponse({ type: FreightRuleDto })
  one(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFound('Regra de frete não encontrada.') }))
    id: string,
    @CurrentActor() actor: Actor,
  ): Promise<FreightRuleDto> {
    return this.queryBus.execute(new GetFreightRuleQuery(actor.companyId, id));
  }
}

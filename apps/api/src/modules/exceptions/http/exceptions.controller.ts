import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { CountExceptionsQuery } from '../queries/count-exceptions/count-exceptions.query.js';
import {
  ExceptionAssigneesDto,
  ExceptionCountsDto,
  ExceptionListDto,
  ExceptionsQuery,
} from '../queries/exceptions.dto.js';
import { ListAssigneesQuery } from '../queries/list-assignees/list-assignees.query.js';
import { ListExceptionsQuery } from '../queries/list-exceptions/list-exceptions.query.js';

/** The exceptions desk: the caller's company's orders that need someone (orders area). */
@ApiTags('exceptions')
@Controller('exceptions')
@Requires({ area: 'orders' })
export class ExceptionsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'listExceptions', summary: 'Exceções da empresa (abertas: mais antigas primeiro)' })
  @ApiOkResponse({ type: ExceptionListDto })
  list(@Query() query: ExceptionsQuery, @CurrentActor() actor: Actor): Promise<ExceptionListDto> {
    return this.queryBus.execute(new ListExceptionsQuery(actor.companyId, query));
  }

  @Get('counts')
  @ApiOperation({
    operationId: 'countExceptions',
    summary: 'Exceções abertas por tipo e por quem age, e a mais antiga',
  })
  @ApiOkResponse({ type: ExceptionCountsDto })
  counts(@CurrentActor() actor: Actor): Promise<ExceptionCountsDto> {
    return this.queryBus.execute(new CountExceptionsQuery(actor.companyId));
  }

  @Get('assignees')
  @ApiOperation({ operationId: 'listExceptionAssignees', summary: 'Usuários da empresa que podem assumir uma exceção' })
  @ApiOkResponse({ type: ExceptionAssigneesDto })
  assignees(@CurrentActor() actor: Actor): Promise<ExceptionAssigneesDto> {
    return this.queryBus.execute(new ListAssigneesQuery(actor.companyId));
  }
}

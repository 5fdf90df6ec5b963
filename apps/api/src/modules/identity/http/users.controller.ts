import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { NotFound } from '../../../platform/errors/domain-errors.js';
import { PageQuery } from '../../../platform/http/page-query.js';
import { GetUserQuery } from '../queries/get-user/get-user.query.js';
import { UserDto, UserListDto } from '../queries/identity.dto.js';
import { ListUsersQuery } from '../queries/list-users/list-users.query.js';

const notFound = () => new NotFound('Usuário não encontrado.');

/** Settings > Users needs admin and the settings permission (spec settings.md §6). */
@ApiTags('users')
@Requires({ area: 'settings', admin: true })
@Controller('users')
export class UsersController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ operationId: 'listUsers', summary: 'Usuários da empresa (limite 100)' })
  @ApiOkResponse({ type: UserListDto })
  list(@Query() page: PageQuery, @CurrentActor() actor: Actor): Promise<UserListDto> {
    return this.queryBus.execute(new ListUsersQuery(actor.companyId, page));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getUser', summary: 'Um usuário da empresa' })
  @ApiOkResponse({ type: UserDto })
  get(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<UserDto> {
    return this.queryBus.execute(new GetUserQuery(actor.companyId, id));
  }
}

import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.js';
import { SessionOptional } from '../auth/decorators.js';
import { Unauthenticated } from '../errors/domain-errors.js';
import { ActionRegistry } from './action-registry.js';
import { CommandDispatcher } from './command-dispatcher.js';
import { CommandRequestDto, CommandResultDto } from './command-request.dto.js';
import { PublicActionRegistry } from './public-action-registry.js';

/**
 * POST /command {action, payload}: the spec's single write endpoint. A signed-in caller runs the
 * registered actions; the public ones (ResetPassword, ChangePassword, a carrier's RegisterCarrier)
 * run without a session, and with one when the session has no action of that name.
 */
@ApiTags('commands')
@Controller('command')
export class CommandController {
  constructor(
    private readonly dispatcher: CommandDispatcher,
    private readonly actions: ActionRegistry,
    private readonly publicActions: PublicActionRegistry,
  ) {}

  @Post()
  @HttpCode(200)
  @SessionOptional()
  @ApiOperation({ operationId: 'runCommand', summary: 'Executa uma ação (comando) da especificação' })
  @ApiOkResponse({ type: CommandResultDto })
  run(@Body() body: CommandRequestDto, @Req() request: FastifyRequest & { user?: Actor }) {
    const actor = request.user;
    if (actor && this.actions.find(body.action))
      return this.dispatcher.run(body.action, body.payload, actor, request.id);
    if (this.publicActions.has(body.action)) return this.publicActions.run(body.action, body.payload, request);
    if (!actor) throw new Unauthenticated();
    return this.dispatcher.run(body.action, body.payload, actor, request.id);
  }
}

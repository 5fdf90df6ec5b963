import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { assertAccess } from '../auth/access-rule.js';
import type { Actor } from '../auth/actor.js';
import { CurrentActor } from '../auth/decorators.js';
import { BadRequestError } from '../http/app-errors.js';
import { readPayload } from '../http/validation.js';
import { ActionRegistry } from './action-registry.js';
import { CommandRequestDto, CommandResultDto } from './command-request.dto.js';
import { retryOnConflict } from './retry-on-conflict.js';

/** POST /command {action, payload}: the spec's single write endpoint. */
@ApiTags('commands')
@Controller('command')
export class CommandController {
  constructor(
    private readonly registry: ActionRegistry,
    private readonly commandBus: CommandBus,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'runCommand', summary: 'Executa uma ação (comando) da especificação' })
  @ApiOkResponse({ type: CommandResultDto })
  async run(@Body() body: CommandRequestDto, @CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const definition = this.registry.find(body.action);
    if (!definition) throw new BadRequestError(`Ação desconhecida: ${body.action}.`);
    assertAccess(actor, definition.access);
    const payload = await readPayload(definition.payload, body.payload);
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    return retryOnConflict(() => this.commandBus.execute(new definition.command(payload, actor, context)));
  }
}

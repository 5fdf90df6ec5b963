import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.js';
import { CurrentActor } from '../auth/decorators.js';
import { CommandDispatcher } from './command-dispatcher.js';
import { CommandRequestDto, CommandResultDto } from './command-request.dto.js';

/** POST /command {action, payload}: the spec's single write endpoint. */
@ApiTags('commands')
@Controller('command')
export class CommandController {
  constructor(private readonly dispatcher: CommandDispatcher) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'runCommand', summary: 'Executa uma ação (comando) da especificação' })
  @ApiOkResponse({ type: CommandResultDto })
  run(@Body() body: CommandRequestDto, @CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    return this.dispatcher.run(body.action, body.payload, actor, request.id);
  }
}

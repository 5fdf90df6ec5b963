import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Requires } from '../../../platform/auth/decorators.js';
import { CarrierConnectionTestDto } from './carrier-connection-test.dto.js';
import { TestCarrierConnectionCommand } from '../commands/test-carrier-connection/test-carrier-connection.command.js';
import { TestCarrierConnectionPayload } from '../commands/test-carrier-connection/test-carrier-connection.payload.js';

/** Spec §6: the integrations settings need admin and settings. */
const ADMIN_SETTINGS = { area: 'settings', admin: true } as const;

/** Carrier integrations (type 2) beyond the command actions: 'Testar conexão'. */
@ApiTags('integrations')
@Controller('carrier-integrations')
@Requires(ADMIN_SETTINGS)
export class CarrierConnectionsController {
  constructor(private readonly commands: CommandDispatcher) {}

  @Post('test')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'testCarrierConnection',
    summary:
      "'Testar conexão': as credenciais do formulário (channel_id) ou de uma integração salva (id); responde a transportadora (400 com a recusa dela)",
  })
  @ApiOkResponse({ type: CarrierConnectionTestDto })
  test(
    @Body() body: TestCarrierConnectionPayload,
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<CarrierConnectionTestDto> {
    const context = { companyId: actor.companyId, userId: actor.userId, correlationId: request.id };
    return this.commands.dispatch(new TestCarrierConnectionCommand(body, actor, context));
  }
}

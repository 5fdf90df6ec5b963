import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Public } from '../../../platform/auth/decorators.js';
import { ConfirmUserEmailCommand } from '../commands/confirm-user-email/confirm-user-email.command.js';
import { SessionDto } from '../queries/identity.dto.js';
import { CompanyTokenDto, ConfirmEmailDto, LoginDto, MessageDto } from './login.dto.js';
import { LoginService } from './login.service.js';
import { SessionTokens } from './session-tokens.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly tokens: SessionTokens,
    private readonly commandBus: CommandBus,
  ) {}

  @Public()
  @Post('auth')
  @HttpCode(200)
  @ApiOperation({ operationId: 'login', summary: 'Entra com e-mail e senha' })
  @ApiOkResponse({ type: SessionDto })
  signIn(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<SessionDto> {
    return this.login.login(body.email, body.password, request.ip);
  }

  @Post('company-token')
  @HttpCode(200)
  @ApiOperation({ operationId: 'issueCompanyToken', summary: 'Troca a empresa da sessão (novo token)' })
  @ApiOkResponse({ type: SessionDto })
  companyToken(@Body() body: CompanyTokenDto, @CurrentActor() actor: Actor): Promise<SessionDto> {
    return this.tokens.issue(actor.userId, body.company_id);
  }

  @Public()
  @Post('auth/confirm-email')
  @HttpCode(200)
  @ApiOperation({ operationId: 'confirmEmail', summary: 'Confirma o e-mail pelo link do convite' })
  @ApiOkResponse({ type: MessageDto })
  async confirmEmail(@Body() body: ConfirmEmailDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    const userId = await this.tokens.confirmedUserId(body.token);
    const context = { companyId: null, userId, correlationId: request.id ?? randomUUID() };
    await this.commandBus.execute(new ConfirmUserEmailCommand(userId, new Date(), context));
    return { message: 'E-mail confirmado com sucesso!' };
  }
}

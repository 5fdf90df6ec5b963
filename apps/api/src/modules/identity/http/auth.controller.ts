import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Public } from '../../../platform/auth/decorators.js';
import { ConfirmUserEmailCommand } from '../commands/confirm-user-email/confirm-user-email.command.js';
import { SessionDto } from '../queries/identity.dto.js';
import {
  ChangePasswordDto,
  CompanyTokenDto,
  ConfirmEmailDto,
  LoginDto,
  MessageDto,
  ResetPasswordDto,
} from './login.dto.js';
import { LoginService } from './login.service.js';
import { SessionTokens } from './session-tokens.js';
import { requestedRedirect } from './requested-redirect.js';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { PublicActionRegistry } from '../../../platform/commands/public-action-registry.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly tokens: SessionTokens,
    private readonly commands: CommandDispatcher,
    private readonly publicActions: PublicActionRegistry,
  ) {}

  @Public()
  @Post('auth')
  @HttpCode(200)
  @ApiOperation({ operationId: 'login', summary: 'Entra com e-mail e senha' })
  @ApiOkResponse({ type: SessionDto })
  signIn(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<SessionDto> {
    return this.login.login(body.email, body.password, request.ip, requestedRedirect(body.params));
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
    await this.commands.dispatch(new ConfirmUserEmailCommand(userId, new Date(), context));
    return { message: 'E-mail confirmado com sucesso!' };
  }

  /** The same answer whether or not the e-mail has an account; the link goes out by e-mail. */
  @Public()
  @Post('auth/reset-password')
  @HttpCode(200)
  @ApiOperation({ operationId: 'resetPassword', summary: 'Pede um link de redefinição de senha por e-mail' })
  @ApiOkResponse({ type: MessageDto })
  resetPassword(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    return this.publicActions.run('ResetPassword', body.payload, request) as Promise<MessageDto>;
  }

  /** The spec's body {token, password, confirmation}; the ChangePassword action takes its own names. */
  @Public()
  @Post('auth/change-password')
  @HttpCode(200)
  @ApiOperation({ operationId: 'changePassword', summary: 'Define a nova senha pelo link de redefinição' })
  @ApiOkResponse({ type: MessageDto })
  changePassword(@Body() body: ChangePasswordDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    const payload = { reset_password_token: body.token, password: body.password, confirm_password: body.confirmation };
    return this.publicActions.run('ChangePassword', payload, request) as Promise<MessageDto>;
  }
}

import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor, Public } from '../../../platform/auth/decorators.js';
import { ChangePasswordCommand } from '../commands/change-password/change-password.command.js';
import { ChangePasswordPayload } from '../commands/change-password/change-password.payload.js';
import { ConfirmUserEmailCommand } from '../commands/confirm-user-email/confirm-user-email.command.js';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command.js';
import { SessionDto } from '../queries/identity.dto.js';
import { CompanyTokenDto, ConfirmEmailDto, LoginDto, MessageDto, ResetPasswordDto } from './login.dto.js';
import { PasswordResetEmailThrottle, PasswordResetIpThrottleGuard } from './password-reset-throttle.js';
import { LoginService } from './login.service.js';
import { SessionTokens } from './session-tokens.js';
import { requestedRedirect } from './requested-redirect.js';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly tokens: SessionTokens,
    private readonly commands: CommandDispatcher,
    private readonly resetThrottle: PasswordResetEmailThrottle,
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
  @UseGuards(PasswordResetIpThrottleGuard)
  @ApiOperation({ operationId: 'resetPassword', summary: 'Pede um link de redefinição de senha por e-mail' })
  @ApiOkResponse({ type: MessageDto })
  async resetPassword(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    await this.resetThrottle.admit(body.payload.email);
    const context = { companyId: null, userId: null, correlationId: request.id ?? randomUUID() };
    await this.commands.dispatch(new ResetPasswordCommand(body.payload.email, context));
    return { message: 'Processo iniciado, verifique o seu e-mail.' };
  }

  @Public()
  @Post('auth/change-password')
  @HttpCode(200)
  @ApiOperation({ operationId: 'changePassword', summary: 'Define a nova senha pelo link de redefinição' })
  @ApiOkResponse({ type: MessageDto })
  async changePassword(@Body() body: ChangePasswordPayload, @Req() request: FastifyRequest): Promise<MessageDto> {
    const context = { companyId: null, userId: null, correlationId: request.id ?? randomUUID() };
    await this.commands.dispatch(new ChangePasswordCommand(body, context));
    return { message: 'Senha alterada com sucesso.' };
  }
}

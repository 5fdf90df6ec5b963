import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { PublicActionRegistry } from '../../../platform/commands/public-action-registry.js';
import type { IpThrottle } from '../../../platform/http/ip-throttle.guard.js';
import { ChangePasswordCommand } from '../commands/change-password/change-password.command.js';
import { ChangePasswordPayload } from '../commands/change-password/change-password.payload.js';
import { ResetPasswordPayload } from '../commands/reset-password/reset-password.payload.js';
import { PasswordResetQueue } from '../jobs/password-reset.job.js';
import { PasswordResetEmailThrottle, PasswordResetIpThrottleGuard } from './password-reset-throttle.js';

export const RESET_STARTED = 'Processo iniciado, verifique o seu e-mail.';
export const PASSWORD_CHANGED = 'Senha alterada com sucesso.';

/**
 * ResetPassword and ChangePassword without a session (public-account.md §7), through POST /command
 * and the auth/* routes alike.
 */
@Injectable()
export class PasswordPublicActions {
  constructor(
    private readonly actions: PublicActionRegistry,
    private readonly commands: CommandDispatcher,
    private readonly resets: PasswordResetQueue,
    @Inject(PasswordResetIpThrottleGuard) private readonly ipThrottle: IpThrottle,
    private readonly emailThrottle: PasswordResetEmailThrottle,
  ) {}

  register(): void {
    this.actions.register({ action: 'ResetPassword', payload: ResetPasswordPayload, run: this.resetPassword });
    this.actions.register({ action: 'ChangePassword', payload: ChangePasswordPayload, run: this.changePassword });
  }

  /** The same work and answer whether or not the e-mail has an account: the rest happens in a job. */
  private readonly resetPassword = async ({ email }: ResetPasswordPayload, request: FastifyRequest) => {
    await this.ipThrottle.admit(request.ip);
    await this.emailThrottle.admit(email);
    await this.resets.enqueue({ email, correlationId: request.id ?? randomUUID() });
    return { message: RESET_STARTED };
  };

  private readonly changePassword = async (payload: ChangePasswordPayload, request: FastifyRequest) => {
    const context = { companyId: null, userId: null, correlationId: request.id ?? randomUUID() };
    await this.commands.dispatch(new ChangePasswordCommand(payload, context));
    return { message: PASSWORD_CHANGED };
  };
}

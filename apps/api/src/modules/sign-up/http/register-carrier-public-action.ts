import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CommandDispatcher } from '../../../platform/commands/command-dispatcher.js';
import { PublicActionRegistry } from '../../../platform/commands/public-action-registry.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { IpThrottle } from '../../../platform/http/ip-throttle.guard.js';
import { CaptchaVerifier } from '../../tracking/index.js';
import { RegisterCarrierBranchCommand } from '../commands/register-carrier-branch/register-carrier-branch.command.js';
import { RegisterCarrierBranchPayload } from '../commands/register-carrier-branch/register-carrier-branch.payload.js';
import { carrierRegistrationToken } from '../domain/carrier-registration-token.js';
import type { CarrierRegistrationCreatedDto } from '../queries/carrier-registration.dto.js';
import { CarrierRegistrationThrottleGuard } from './sign-up-throttle.guards.js';

/**
 * RegisterCarrier sent without a session (settings.md §7, public-account.md §3): a carrier registers
 * itself, pending the staff's approval; per-IP limit, then the captcha. POST carrier-registrations
 * runs the same action.
 */
@Injectable()
export class RegisterCarrierPublicAction {
  constructor(
    private readonly actions: PublicActionRegistry,
    private readonly commands: CommandDispatcher,
    private readonly captcha: CaptchaVerifier,
    @Inject(CarrierRegistrationThrottleGuard) private readonly throttle: IpThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(): void {
    this.actions.register({ action: 'RegisterCarrier', payload: RegisterCarrierBranchPayload, run: this.run });
  }

  private readonly run = async (
    payload: RegisterCarrierBranchPayload,
    request: FastifyRequest,
  ): Promise<CarrierRegistrationCreatedDto> => {
    await this.throttle.admit(request.ip);
    await this.captcha.assertSolved(payload.recaptcha, request.ip);
    const { id } = await this.commands.dispatch(new RegisterCarrierBranchCommand(payload, request.id ?? randomUUID()));
    return {
      message: 'Cadastro realizado com sucesso!',
      id,
      token: carrierRegistrationToken(this.config.jwtSecret, id),
    };
  };
}

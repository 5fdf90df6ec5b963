import { Module, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { SessionTokens } from '../identity/http/session-tokens.js';
import { TrackingModule } from '../tracking/tracking.module.js';
import { CnpjCache } from './cnpj/cnpj-cache.js';
import { CnpjProvider } from './cnpj/cnpj-card.js';
import { ReceitaWsProvider } from './cnpj/receitaws.provider.js';
import { RegisterCompanyHandler } from './commands/register-company/register-company.handler.js';
import { SignUpController } from './http/sign-up.controller.js';
import { CnpjThrottleGuard, RegisterThrottleGuard } from './http/sign-up-throttle.guards.js';
import { SendSignUpEmailWhenUserSignedUp } from './policies/send-sign-up-email-when-user-signed-up.policy.js';
import { CompanySignUpsProjection } from './projections/company-sign-ups.projection.js';
import { ListCompanySignUpsHandler } from './queries/list-company-sign-ups/list-company-sign-ups.handler.js';
import { LookupCnpjHandler } from './queries/lookup-cnpj/lookup-cnpj.handler.js';

const commandHandlers = [RegisterCompanyHandler];
const queryHandlers = [LookupCnpjHandler, ListCompanySignUpsHandler];
const projections = [CompanySignUpsProjection];
const policies = [SendSignUpEmailWhenUserSignedUp];

/** Self-service sign-up (public-account.md §2.7): CNPJ look-up, POST register, the staff's sign-ups list. */
@Module({
  imports: [JwtModule.register({}), TrackingModule],
  controllers: [SignUpController],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...projections,
    ...policies,
    { provide: CnpjProvider, useClass: ReceitaWsProvider },
    CnpjCache,
    SessionTokens,
    CnpjThrottleGuard,
    RegisterThrottleGuard,
  ],
})
export class SignUpModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly signUps: CompanySignUpsProjection,
    private readonly signUpEmail: SendSignUpEmailWhenUserSignedUp,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.signUps);
    this.registry.registerPolicy(this.signUpEmail);
  }
}

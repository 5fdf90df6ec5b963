import { Module, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { SessionTokens } from '../identity/index.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { TrackingModule } from '../tracking/index.js';
import { CnpjCache } from './adapters/cnpj/cnpj-cache.js';
import { CnpjProvider } from './adapters/cnpj/cnpj-card.js';
import { ReceitaWsProvider } from './adapters/cnpj/receitaws.provider.js';
import { ApproveCarrierRegistrationHandler } from './commands/approve-carrier-registration/approve-carrier-registration.handler.js';
import { RefuseCarrierRegistrationHandler } from './commands/refuse-carrier-registration/refuse-carrier-registration.handler.js';
import { RegisterCarrierBranchHandler } from './commands/register-carrier-branch/register-carrier-branch.handler.js';
import { RegisterCompanyHandler } from './commands/register-company/register-company.handler.js';
import { SendCarrierFreightFilesHandler } from './commands/send-carrier-freight-files/send-carrier-freight-files.handler.js';
import { CarrierRegistrationsController } from './http/carrier-registrations.controller.js';
import { CarrierRegistrationsProjection } from './projections/carrier-registrations.projection.js';
import { ListCarrierRegistrationsHandler } from './queries/list-carrier-registrations/list-carrier-registrations.handler.js';
import { RegisterCarrierPublicAction } from './http/register-carrier-public-action.js';
import { SignUpController } from './http/sign-up.controller.js';
import {
  CarrierRegistrationThrottleGuard,
  CnpjThrottleGuard,
  RegisterThrottleGuard,
} from './http/sign-up-throttle.guards.js';
import { SendSignUpEmailWhenUserSignedUp } from './policies/send-sign-up-email-when-user-signed-up.policy.js';
import { CompanySignUpsProjection } from './projections/company-sign-ups.projection.js';
import { ListCompanySignUpsHandler } from './queries/list-company-sign-ups/list-company-sign-ups.handler.js';
import { TakenEmailNoticeQueue } from './jobs/taken-email-notice.job.js';
import { TakenEmailNoticeWorker } from './jobs/taken-email-notice.worker.js';
import { LookupCnpjHandler } from './queries/lookup-cnpj/lookup-cnpj.handler.js';

const commandHandlers = [
  RegisterCompanyHandler,
  RegisterCarrierBranchHandler,
  SendCarrierFreightFilesHandler,
  ApproveCarrierRegistrationHandler,
  RefuseCarrierRegistrationHandler,
];
const queryHandlers = [LookupCnpjHandler, ListCompanySignUpsHandler, ListCarrierRegistrationsHandler];
const projections = [CompanySignUpsProjection, CarrierRegistrationsProjection];
const policies = [SendSignUpEmailWhenUserSignedUp];

/** Self-service sign-up (public-account.md §2.7, §2.8): companies (CNPJ look-up, POST register) and carriers, with the staff's lists. */
@Module({
  imports: [JwtModule.register({}), TrackingModule, UploadsModule],
  controllers: [SignUpController, CarrierRegistrationsController],
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
    CarrierRegistrationThrottleGuard,
    TakenEmailNoticeQueue,
    TakenEmailNoticeWorker,
    RegisterCarrierPublicAction,
  ],
})
export class SignUpModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly signUps: CompanySignUpsProjection,
    private readonly carrierRegistrations: CarrierRegistrationsProjection,
    private readonly signUpEmail: SendSignUpEmailWhenUserSignedUp,
    private readonly registerCarrier: RegisterCarrierPublicAction,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.signUps, this.carrierRegistrations);
    this.registry.registerPolicy(this.signUpEmail);
    this.registerCarrier.register();
  }
}

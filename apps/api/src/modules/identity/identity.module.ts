import { Module, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { ChangeQuotationViewCommand } from './commands/change-quotation-view/change-quotation-view.command.js';
import { ChangeQuotationViewHandler } from './commands/change-quotation-view/change-quotation-view.handler.js';
import { ChangeQuotationViewPayload } from './commands/change-quotation-view/change-quotation-view.payload.js';
import { ChangeCompanyAuditCommand } from './commands/change-company-audit/change-company-audit.command.js';
import { ChangeCompanyAuditHandler } from './commands/change-company-audit/change-company-audit.handler.js';
import { ChangeCompanyAuditPayload } from './commands/change-company-audit/change-company-audit.payload.js';
import { ChangeTrackingBrandingCommand } from './commands/change-tracking-branding/change-tracking-branding.command.js';
import { ChangeTrackingBrandingHandler } from './commands/change-tracking-branding/change-tracking-branding.handler.js';
import { ChangeTrackingBrandingPayload } from './commands/change-tracking-branding/change-tracking-branding.payload.js';
import { ChangeSecondVersionNoticeCommand } from './commands/change-second-version-notice/change-second-version-notice.command.js';
import { ChangeSecondVersionNoticeHandler } from './commands/change-second-version-notice/change-second-version-notice.handler.js';
import { ChangeSecondVersionNoticePayload } from './commands/change-second-version-notice/change-second-version-notice.payload.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { ConfirmUserEmailHandler } from './commands/confirm-user-email/confirm-user-email.handler.js';
import { NewUserCommand } from './commands/new-user/new-user.command.js';
import { NewUserHandler } from './commands/new-user/new-user.handler.js';
import { NewUserPayload } from './commands/new-user/new-user.payload.js';
import { RemoveUserCommand } from './commands/remove-user/remove-user.command.js';
import { RemoveUserHandler } from './commands/remove-user/remove-user.handler.js';
import { UpdateUserInfoCommand } from './commands/update-user-info/update-user-info.command.js';
import { UpdateUserInfoHandler } from './commands/update-user-info/update-user-info.handler.js';
import { UpdateUserInfoPayload } from './commands/update-user-info/update-user-info.payload.js';
import { UserIdPayload } from './commands/user-id.payload.js';
import { AuthController } from './http/auth.controller.js';
import { LoginThrottle } from './http/login-throttle.js';
import { PasswordPublicActions } from './http/password-public-actions.js';
import { PasswordResetEmailThrottle, PasswordResetIpThrottleGuard } from './http/password-reset-throttle.js';
import { PasswordResetQueue } from './jobs/password-reset.job.js';
import { PasswordResetWorker } from './jobs/password-reset.worker.js';
import { LoginService } from './http/login.service.js';
import { MeController } from './http/me.controller.js';
import { SessionTokens } from './http/session-tokens.js';
import { UsersController } from './http/users.controller.js';
import { SendInvitationWhenUserInvited } from './policies/send-invitation-when-user-invited.policy.js';
import { SendResetLinkWhenRequested } from './policies/send-reset-link-when-requested.policy.js';
import { CompaniesProjection } from './projections/companies.projection.js';
import { CompanyUserCountsProjection } from './projections/company-user-counts.projection.js';
import { UsersProjection } from './projections/users.projection.js';
import { GetMeHandler } from './queries/get-me/get-me.handler.js';
import { GetUserHandler } from './queries/get-user/get-user.handler.js';
import { ListCompaniesHandler } from './queries/list-companies/list-companies.handler.js';
import { ListUsersHandler } from './queries/list-users/list-users.handler.js';
import { IdentityChangedNotifier } from './projections/identity-changed.notifier.js';

const commandHandlers = [
  NewUserHandler,
  UpdateUserInfoHandler,
  RemoveUserHandler,
  ConfirmUserEmailHandler,
  ResetPasswordHandler,
  ChangePasswordHandler,
  ChangeQuotationViewHandler,
  ChangeTrackingBrandingHandler,
  ChangeSecondVersionNoticeHandler,
  ChangeCompanyAuditHandler,
];
const queryHandlers = [ListUsersHandler, GetUserHandler, GetMeHandler, ListCompaniesHandler];
const projections = [CompaniesProjection, UsersProjection, CompanyUserCountsProjection, IdentityChangedNotifier];
const policies = [SendInvitationWhenUserInvited, SendResetLinkWhenRequested];
const settingsAdmin = { area: 'settings', admin: true } as const;

/** Identity and tenancy: companies, users, sessions. */
@Module({
  imports: [JwtModule.register({}), UploadsModule],
  controllers: [AuthController, MeController, UsersController],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...projections,
    ...policies,
    SessionTokens,
    LoginService,
    LoginThrottle,
    PasswordResetEmailThrottle,
    PasswordResetIpThrottleGuard,
    PasswordResetQueue,
    PasswordResetWorker,
    PasswordPublicActions,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly companies: CompaniesProjection,
    private readonly users: UsersProjection,
    private readonly identityChanged: IdentityChangedNotifier,
    private readonly userCounts: CompanyUserCountsProjection,
    private readonly invitation: SendInvitationWhenUserInvited,
    private readonly resetLink: SendResetLinkWhenRequested,
    private readonly passwordActions: PasswordPublicActions,
  ) {}

  onModuleInit(): void {
    this.registry.registerInline(this.companies, this.users, this.identityChanged);
    this.registry.registerAsync(this.userCounts);
    this.registry.registerPolicy(this.invitation, this.resetLink);
    this.passwordActions.register();
    this.actions.register(
      {
        action: 'NewUser',
        payload: NewUserPayload,
        access: settingsAdmin,
        command: NewUserCommand,
      },
      {
        action: 'UpdateUserInfo',
        payload: UpdateUserInfoPayload,
        access: settingsAdmin,
        command: UpdateUserInfoCommand,
      },
      ...['DeleteUser', 'RemoveUser'].map((action) => ({
        action,
        payload: UserIdPayload,
        access: settingsAdmin,
        command: RemoveUserCommand,
      })),
      {
        action: 'ChangeQuotationView',
        payload: ChangeQuotationViewPayload,
        access: settingsAdmin,
        command: ChangeQuotationViewCommand,
      },
      {
        action: 'ChangeTrackingBranding',
        payload: ChangeTrackingBrandingPayload,
        access: settingsAdmin,
        command: ChangeTrackingBrandingCommand,
      },
      {
        action: 'ChangeSecondVersionNotice',
        payload: ChangeSecondVersionNoticePayload,
        access: { superAdmin: true },
        command: ChangeSecondVersionNoticeCommand,
      },
      {
        action: 'ChangeCompanyAudit',
        payload: ChangeCompanyAuditPayload,
        access: { superAdmin: true },
        command: ChangeCompanyAuditCommand,
      },
    );
  }
}

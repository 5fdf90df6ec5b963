import { randomBytes, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../../../platform/auth/passwords.js';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { AggregateRepository } from '../../../../platform/event-store/aggregate-repository.js';
import { DistributionCenter } from '../../../catalog/index.js';
import { distributionCenterData } from '../../../catalog/index.js';
import { accountsWithEmails, CNPJ_TAKEN, Company, companyTaxIdTaken } from '../../../identity/index.js';
import { hashResetToken, resetTokenFor } from '../../../identity/index.js';
import { User } from '../../../identity/index.js';
import { Conflict, InvalidInput } from '../../../../platform/errors/domain-errors.js';
import { CompanySignUp } from '../../domain/company-sign-up.aggregate.js';
import { TakenEmailNoticeQueue } from '../../jobs/taken-email-notice.job.js';
import { RegisterCompanyCommand } from './register-company.command.js';
import type { SignUpRole, SignUpUserPayload } from './register-company.payload.js';

/** How long the sign-up e-mail's first-password link stays good (an invitation's confirmation lasts as long). */
const FIRST_PASSWORD_TTL_MS = 7 * 24 * 60 * 60_000;
/** A CD's name holds 20 characters (settings.md §5). */
const CD_NAME_MAX = 20;

/** The §6 roles: admin sees everything; financeiro receives invoices and opens no area until an admin grants one. */
const ROLE_ACCESS: Record<SignUpRole, { isAdmin: boolean; permissions: [] | null }> = {
  admin: { isAdmin: true, permissions: null },
  financeiro: { isAdmin: false, permissions: [] },
};

/**
 * Company, users, first CD and the wizard's answers in one transaction. A CNPJ any company holds is
 * refused (409, and the companies read model's unique index in a race). A sign-up naming an existing
 * account's e-mail answers like any other, so nobody learns which addresses have accounts: nothing
 * is saved and the account's owner is told by e-mail; the users are prepared first either way. Each
 * user gets an unusable password and a first-password link (the reset flow's token, valid 7 days);
 * the sign-up e-mail policy sends it with the e-mail confirmation link.
 */
@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand> {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
    private readonly takenEmails: TakenEmailNoticeQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ payload, correlationId }: RegisterCompanyCommand): Promise<void> {
    assertOneOfEachRole(payload.users);
    const federalTaxId = payload.company.federal_tax_id;
    if (await companyTaxIdTaken(this.db, federalTaxId)) throw new Conflict(CNPJ_TAKEN);
    const companyId = randomUUID();
    const name = payload.company.name.trim();
    const company = new Company(companyId);
    company.register({ name, hasAuditEnabled: false, federalTaxId });

    const users = await Promise.all(payload.users.map((input) => this.invite(companyId, input)));
    const taken = await this.existingAccounts(payload.users);
    if (taken.length > 0) return this.takenEmails.enqueue({ emails: taken });

    const { address, reference, name: centerName } = payload.cd;
    const center = new DistributionCenter(randomUUID());
    center.register(
      companyId,
      distributionCenterData({
        reference: reference ?? 'CD1',
        name: centerName ?? `CD ${name}`.slice(0, CD_NAME_MAX).trim(),
        address: { ...address, phone: address.phone ?? '', email: payload.users[0].email },
      }),
    );

    const signUp = new CompanySignUp(companyId);
    const { integrations, expenses } = payload;
    signUp.submit({
      name,
      legal_name: address.name.trim(),
      federal_tax_id: payload.company.federal_tax_id,
      state_tax_id: payload.company.state_tax_id.toUpperCase(),
      users: users.map(({ user, input }) => ({
        user_id: user.id,
        name: nameOf(input),
        email: input.email.trim().toLowerCase(),
        role: input.role,
      })),
      distribution_center_id: center.id,
      integrations: {
        erp: integrations.erp?.trim() || null,
        marketplace: (integrations.marketplace ?? []).map((m) => m.trim()).filter(Boolean),
        ecommerce: integrations.ecommerce?.trim() || null,
        integrator: integrations.integrator?.trim() || null,
      },
      expenses: {
        monthly_expense_with_shipping: expenses.monthly_expense_with_shipping,
        monthly_shipping: expenses.monthly_shipping.trim(),
      },
    });

    await this.repository.saveAll([company, ...users.map(({ user }) => user), center, signUp], {
      companyId,
      userId: null,
      correlationId,
    });
  }

  private async existingAccounts(users: SignUpUserPayload[]): Promise<string[]> {
    const emails = users.map((u) => u.email.trim().toLowerCase());
    const accounts = await accountsWithEmails(this.db, emails);
    return accounts.map((account) => account.email.toLowerCase());
  }

  private async invite(companyId: string, input: SignUpUserPayload): Promise<{ user: User; input: SignUpUserPayload }> {
    const user = new User(randomUUID());
    user.invite({
      companyId,
      name: nameOf(input),
      email: input.email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      isSuperAdmin: false,
      invitedByName: null,
      signedUp: true,
      ...ROLE_ACCESS[input.role],
    });
    const requestId = randomUUID();
    const token = resetTokenFor(this.config.jwtSecret, requestId);
    user.requestPasswordReset(
      requestId,
      hashResetToken(token),
      new Date(Date.now() + FIRST_PASSWORD_TTL_MS),
      'sign-up',
    );
    return { user, input };
  }
}

function nameOf(input: SignUpUserPayload): string {
  return input.name?.trim() || input.email.trim().split('@')[0];
}

function assertOneOfEachRole(users: SignUpUserPayload[]): void {
  const roles = new Set(users.map((u) => u.role));
  if (roles.size !== 2) throw new InvalidInput('Informe um usuário administrador e um financeiro.');
  if (new Set(users.map((u) => u.email.trim().toLowerCase())).size !== users.length) {
    throw new InvalidInput('Os usuários devem ter e-mails diferentes.');
  }
}

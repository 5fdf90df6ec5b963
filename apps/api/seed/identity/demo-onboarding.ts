import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../src/platform/event-store/stored-event.js';
import { runSql, sql } from '../../src/platform/database/sql.js';
import { ONBOARDING_STEPS, Onboarding } from '../../src/modules/onboarding/index.js';
import { Company, User } from '../../src/modules/identity/index.js';

/** Long set up: every step done, so their logins keep landing on the dashboard. */
const SET_UP_COMPANIES = ['Loja Demo', 'Outra Loja'];
/** Just arrived: its admin lands on /onboarding and sees the steps tick. */
const NEW_COMPANY = { name: 'Loja Nova', admin: { name: 'Nina Nova', email: 'nova@despacho.test' } };

@Injectable()
export class DemoOnboarding {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
  ) {}

  async seed(password: string): Promise<void> {
    const companies: { id: string }[] = await runSql(
      this.db,
      sql`SELECT id FROM companies WHERE name = ANY(${SET_UP_COMPANIES})`,
    );
    for (const { id } of companies) await this.markDone(id);
    await this.newCompany(password);
  }

  private async markDone(companyId: string): Promise<void> {
    const { aggregate } = await this.repository.load(Onboarding.of(companyId));
    if (aggregate.version > 0) return;
    for (const { step } of ONBOARDING_STEPS) aggregate.mark(step, true, null);
    await this.repository.save(aggregate, context(companyId));
  }

  private async newCompany(password: string): Promise<void> {
    const [existing] = await runSql(this.db, sql`SELECT 1 FROM companies WHERE name = ${NEW_COMPANY.name}`);
    if (existing) return;
    const company = new Company(randomUUID());
    company.register({ name: NEW_COMPANY.name, hasAuditEnabled: false });
    await this.repository.save(company, context(company.id));
    const admin = new User(randomUUID());
    admin.invite({
      companyId: company.id,
      ...NEW_COMPANY.admin,
      passwordHash: await hashPassword(password),
      isAdmin: true,
      isSuperAdmin: false,
      permissions: null,
      invitedByName: null,
    });
    admin.confirmEmail(new Date());
    await this.repository.save(admin, context(company.id));
  }
}

const context = (companyId: string): CommandContext => ({ companyId, userId: null, correlationId: randomUUID() });

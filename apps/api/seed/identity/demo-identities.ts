import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import type { CommandContext } from '../../src/platform/event-store/stored-event.js';
import { UploadStore } from '../../src/platform/uploads/upload-store.js';
import { runSql, sql } from '../../src/platform/database/sql.js';
import { Company, User } from '../../src/modules/identity/index.js';

interface DemoUser {
  name: string;
  email: string;
  isAdmin?: boolean;
  isSuperAdmin?: boolean;
  alsoIn?: string[];
}

/** Each company's tracking page has its own logo and colours (public-account.md §2.1: two known companies). */
const COMPANIES = [
  {
    name: 'Loja Demo',
    hasAuditEnabled: true,
    federalTaxId: '78901234000105',
    branding: { logo: 'loja-demo.png', primary_color: '#1B5E20', secondary_color: '#E8F5E9' },
  },
  {
    name: 'Outra Loja',
    hasAuditEnabled: false,
    federalTaxId: '89012345000179',
    branding: { logo: 'outra-loja.png', primary_color: '#6A1B9A', secondary_color: '#212121' },
  },
];

const LOGOS = new URL('../../../../../docs/examples/logos/', import.meta.url);

const USERS: Record<string, DemoUser[]> = {
  'Loja Demo': [
    { name: 'Ana Souza', email: 'admin@despacho.test', isAdmin: true },
    { name: 'Bruno Lima', email: 'usuario@despacho.test' },
    { name: 'Sofia Operações', email: 'super@despacho.test', isSuperAdmin: true, alsoIn: ['Outra Loja'] },
  ],
  'Outra Loja': [
    { name: 'Carla Mendes', email: 'admin@outraloja.test', isAdmin: true },
    { name: 'Diego Rocha', email: 'expedicao@outraloja.test' },
  ],
};

/** Demo companies and logins, appended as events like any other data. Runs once. */
@Injectable()
export class DemoIdentities {
  constructor(
    private readonly db: DataSource,
    private readonly repository: AggregateRepository,
    private readonly uploads: UploadStore,
  ) {}

  async seed(password: string): Promise<boolean> {
    const [existing] = await runSql(this.db, sql`SELECT 1 FROM companies WHERE name = ${COMPANIES[0].name}`);
    if (existing) return false;
    const context: CommandContext = { companyId: null, userId: null, correlationId: randomUUID() };
    const ids = new Map<string, string>();
    for (const { branding, ...input } of COMPANIES) {
      const company = new Company(randomUUID());
      company.register(input);
      const path = await this.uploads.save(company.id, branding.logo, createReadStream(new URL(branding.logo, LOGOS)));
      company.changeTrackingBranding({ ...branding, logo: { path, content_type: 'image/png' } });
      await this.repository.save(company, { ...context, companyId: company.id });
      ids.set(input.name, company.id);
    }
    const passwordHash = await hashPassword(password);
    for (const [companyName, users] of Object.entries(USERS)) {
      const companyId = ids.get(companyName)!;
      for (const demo of users) {
        const user = new User(randomUUID());
        user.invite({
          companyId,
          name: demo.name,
          email: demo.email,
          passwordHash,
          isAdmin: demo.isAdmin ?? false,
          isSuperAdmin: demo.isSuperAdmin ?? false,
          permissions:
            demo.isAdmin || demo.isSuperAdmin ? null : ['dashboard', 'orders', 'pickups', 'quotation', 'settings'],
          invitedByName: null,
        });
        user.confirmEmail(new Date());
        for (const other of demo.alsoIn ?? []) user.joinCompany(ids.get(other)!);
        await this.repository.save(user, { ...context, companyId });
      }
    }
    return true;
  }
}

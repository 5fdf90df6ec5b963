import { randomUUID } from 'node:crypto';
import type { PermissionArea } from '@despacho/domain';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import { Carrier } from '../../src/modules/catalog/domain/carrier.aggregate.js';
import { Company } from '../../src/modules/identity/domain/company.aggregate.js';
import { User } from '../../src/modules/identity/domain/user.aggregate.js';
import { TEST_PASSWORD, type TestApp } from './test-app.js';

const context = () => ({ companyId: null, userId: null, correlationId: randomUUID() });
let passwordHash: Promise<string> | null = null;

export interface TestUser {
  id: string;
  email: string;
  companyId: string;
}

/** A company of its own per test, so tests never see each other's data. */
export async function givenCompany(test: TestApp, name = `Empresa ${randomUUID().slice(0, 8)}`): Promise<string> {
  const company = new Company(randomUUID());
  company.register({ name, hasAuditEnabled: false });
  await test.app.get(AggregateRepository).save(company, context());
  return company.id;
}

export async function givenUser(
  test: TestApp,
  companyId: string,
  options: { isAdmin?: boolean; isSuperAdmin?: boolean; permissions?: PermissionArea[] | null; alsoIn?: string[] } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = new User(randomUUID());
  const email = `u-${user.id}@teste.test`;
  user.invite({
    companyId,
    name: `Usuário ${user.id.slice(0, 6)}`,
    email,
    passwordHash: await passwordHash,
    isAdmin: options.isAdmin ?? false,
    isSuperAdmin: options.isSuperAdmin ?? false,
    permissions: options.permissions === undefined ? null : options.permissions,
    invitedByName: null,
  });
  for (const other of options.alsoIn ?? []) user.joinCompany(other);
  await test.app.get(AggregateRepository).save(user, { ...context(), companyId });
  return { id: user.id, email, companyId };
}

export async function tokenFor(test: TestApp, user: TestUser): Promise<string> {
  const response = await test.http().post('/api/auth').send({ email: user.email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`login falhou: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** A carrier of the shared catalog (company_id null) or of one company, with a unique canonical name. */
export async function givenCarrier(test: TestApp, companyId: string | null = null): Promise<{ id: string; canonicalName: string }> {
  const carrier = new Carrier(randomUUID());
  const canonicalName = `transp-${carrier.id.slice(0, 8)}`;
  carrier.register({
    company_id: companyId,
    name: `Transportadora ${carrier.id.slice(0, 4)}`,
    canonical_name: canonicalName,
    federal_tax_id: '11222333000181',
    state_tax_id: null,
    image: null,
    city: 'São Paulo',
    state: 'SP',
    phone: '1130000000',
  });
  await test.app.get(AggregateRepository).save(carrier, context());
  return { id: carrier.id, canonicalName };
}

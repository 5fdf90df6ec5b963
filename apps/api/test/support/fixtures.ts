import { randomUUID } from 'node:crypto';
import type { PermissionArea } from '@despacho/domain';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import { AggregateRepository } from '../../src/platform/event-store/aggregate-repository.js';
import { Carrier } from '../../src/modules/catalog/domain/carrier.aggregate.js';
import { DistributionCenter } from '../../src/modules/catalog/domain/distribution-center.aggregate.js';
import { Company } from '../../src/modules/identity/domain/company.aggregate.js';
import { User } from '../../src/modules/identity/domain/user.aggregate.js';
import { FreightTableAggregate } from '../../src/modules/pricing/domain/freight-table.aggregate.js';
import { parseFreightTableCsv } from '../../src/modules/pricing/domain/freight-table-csv.js';
import { TEST_PASSWORD, type TestApp } from './test-app.js';

const context = () => ({ companyId: null, userId: null, correlationId: randomUUID() });
let passwordHash: Promise<string> | null = null;

export interface TestUser {
  id: string;
  email: string;
  companyId: string;
}

/** A company of its own per test, so tests never see each other's data. */
export async function givenCompany(
  test: TestApp,
  name = `Empresa ${randomUUID().slice(0, 8)}`,
  hasAuditEnabled = false,
  federalTaxId?: string,
): Promise<string> {
  const company = new Company(randomUUID());
  company.register({ name, hasAuditEnabled, federalTaxId });
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
export async function givenCarrier(
  test: TestApp,
  companyId: string | null = null,
  federalTaxId = '11222333000181',
): Promise<{ id: string; canonicalName: string }> {
  const carrier = new Carrier(randomUUID());
  const canonicalName = `transp-${carrier.id.slice(0, 8)}`;
  carrier.register({
    company_id: companyId,
    name: `Transportadora ${carrier.id.slice(0, 4)}`,
    canonical_name: canonicalName,
    federal_tax_id: federalTaxId,
    state_tax_id: null,
    image: null,
    city: 'São Paulo',
    state: 'SP',
    phone: '1130000000',
  });
  await test.app.get(AggregateRepository).save(carrier, context());
  return { id: carrier.id, canonicalName };
}

/** A CD of the company (origin of its quotes), at Avenida Paulista, with no expedition time. */
/** The NewDistributionCenter payload of a valid CD on Avenida Paulista; `over` replaces top-level fields. */
export function distributionCenterPayload(over: Record<string, unknown> = {}) {
  return {
    reference: 'CD1',
    name: 'CD Centro',
    address: {
      name: 'Loja Teste Comércio Ltda',
      federal_tax_id: '11222333000181',
      phone: '11987654321',
      zip: '01310100',
      street1: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    ...over,
  };
}

/** `address` replaces fields of the payload's address (e.g. the CNPJ an NF-e was issued by). */
export async function givenDistributionCenter(
  test: TestApp,
  companyId: string,
  reference = 'CD1',
  address: Record<string, string> = {},
): Promise<string> {
  const day = { time1: '09:00', time2: '12:00', time3: '14:00', time4: '17:00' };
  const center = new DistributionCenter(randomUUID());
  center.register(companyId, {
    reference,
    name: `CD ${reference}`,
    expedition_time: 0,
    address: {
      ...distributionCenterPayload().address,
      ...address,
      residential: false,
      email: null,
      street2: null,
      country: 'BRA',
    },
    pickup_window: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day },
  });
  await test.app.get(AggregateRepository).save(center, { ...context(), companyId });
  return center.id;
}

/** A version-3 table of the carrier read from `csv`, imported for the company and, unless told otherwise, active. */
export async function givenFreightTable(
  test: TestApp,
  companyId: string,
  carrierId: string,
  csv: string,
  options: { active?: boolean; name?: string; distributionCenterIds?: string[] } = {},
): Promise<string> {
  const table = new FreightTableAggregate(randomUUID());
  table.import({
    company_id: companyId,
    carrier_id: carrierId,
    name: options.name ?? `Tabela ${table.id.slice(0, 8)}`,
    origin: 'SP',
    modal: 'rodo',
    distribution_center_ids: options.distributionCenterIds ?? [],
    cubage: 300,
    apply_icms: false,
    readjustment_percent: 0,
    version: 3,
    routes: parseFreightTableCsv(csv),
  });
  if (options.active ?? true) table.setActive(companyId, true);
  await test.app.get(AggregateRepository).save(table, { ...context(), companyId });
  return table.id;
}

/**
 * A carrier with an active table covering every CEP, so the company's orders created without a
 * chosen quote are quoted (status 1 or 2) instead of awaiting a quote (12).
 */
export async function givenCarrierCoveringBrazil(test: TestApp, companyId: string): Promise<string> {
  const carrier = await givenCarrier(test);
  await givenFreightTable(
    test,
    companyId,
    carrier.id,
    'cep_inicial;cep_final;uf;regiao;prazo;ate_100kg;excedente_kg\n01000000;99999999;SP;BRASIL;5;30,00;1,00',
  );
  return carrier.id;
}

/**
 * A company ready to take orders (a carrier covering Brazil, CD1) and the token of a user of it with
 * `user`'s rights; `federalTaxId` when the test needs the company's CNPJ.
 */
export async function givenShippingCompany(
  test: TestApp,
  user: Parameters<typeof givenUser>[2],
  federalTaxId?: string,
): Promise<{ companyId: string; token: string }> {
  const companyId = await givenCompany(test, undefined, false, federalTaxId);
  await givenCarrierCoveringBrazil(test, companyId);
  await givenDistributionCenter(test, companyId, 'CD1');
  return { companyId, token: await tokenFor(test, await givenUser(test, companyId, user)) };
}

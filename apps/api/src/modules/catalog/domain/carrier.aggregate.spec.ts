import { describe, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { CatalogEvents, type CarrierRegistered, type CarrierUpdated } from '../events/catalog-events.js';
import { Carrier } from './carrier.aggregate.js';

const COMPANY = 'company-a';
const registration: Omit<CarrierRegistered, 'carrier_id'> = {
  company_id: COMPANY,
  name: 'Rápida Transportes',
  canonical_name: 'rapida-transportes',
  federal_tax_id: '11222333000181',
  state_tax_id: null,
  image: null,
  city: 'Campinas',
  state: 'SP',
  phone: '1933334444',
};
const registered = (companyId: string | null = COMPANY) => ({
  type: CatalogEvents.CarrierRegistered,
  data: { carrier_id: 'carrier-1', ...registration, company_id: companyId },
});
const edit: CarrierUpdated = {
  name: 'Rápida',
  federal_tax_id: '11222333000181',
  state_tax_id: '123',
  active: false,
  city: 'Campinas',
  state: 'SP',
  phone: '1933334444',
};
const carrier = () => new Carrier('carrier-1');
const notFound = ['not-found', 'Transportadora não encontrada.'] as const;

describe('Carrier.register', () => {
  it('registers once', () => {
    given(carrier())
      .when((c) => c.register(registration))
      .thenRaises(registered());
    given(carrier(), registered())
      .when((c) => c.register(registration))
      .thenRefuses('conflict', 'Transportadora já cadastrada.');
  });
});

describe('Carrier.update', () => {
  it("edits a company's own carrier", () => {
    given(carrier(), registered())
      .when((c) => c.update(COMPANY, edit))
      .thenRaises({ type: CatalogEvents.CarrierUpdated, data: edit });
  });

  it('refuses the shared catalog, which belongs to the provider', () => {
    given(carrier(), registered(null))
      .when((c) => c.update(COMPANY, edit))
      .thenRefuses('forbidden', 'Transportadoras do catálogo compartilhado não podem ser editadas.');
  });

  it("answers a missing or another company's carrier as not found", () => {
    given(carrier())
      .when((c) => c.update(COMPANY, edit))
      .thenRefuses(...notFound);
    given(carrier(), registered())
      .when((c) => c.update('company-b', edit))
      .thenRefuses(...notFound);
  });
});

describe('Carrier.assertVisibleTo', () => {
  it('shows the shared catalog to every company and an own carrier to its company only', () => {
    given(carrier(), registered(null))
      .when((c) => c.assertVisibleTo('company-b'))
      .thenRaisesNothing();
    given(carrier(), registered())
      .when((c) => c.assertVisibleTo('company-b'))
      .thenRefuses(...notFound);
  });
});

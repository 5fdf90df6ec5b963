import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { CatalogEvents, type DistributionCenterData } from '../events/catalog-events.js';
import { DistributionCenter } from './distribution-center.aggregate.js';

const COMPANY = 'company-a';
const closed = { time1: null, time2: null, time3: null, time4: null };
const dcData: DistributionCenterData = {
  reference: 'CD1',
  name: 'CD Campinas',
  expedition_time: 1,
  address: {
    residential: false,
    name: 'Loja A',
    federal_tax_id: '11222333000181',
    phone: '1933334444',
    email: null,
    zip: '13010000',
    street1: 'Rua A',
    number: '10',
    street2: null,
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
    country: 'BRA',
  },
  pickup_window: {
    monday: { time1: '08:00', time2: '12:00', time3: null, time4: null },
    tuesday: closed,
    wednesday: closed,
    thursday: closed,
    friday: closed,
  },
};
const registered = {
  type: CatalogEvents.DistributionCenterRegistered,
  data: { distribution_center_id: 'dc-1', company_id: COMPANY, ...dcData },
};
const removed = { type: CatalogEvents.DistributionCenterRemoved, data: { company_id: COMPANY } };
const dc = () => new DistributionCenter('dc-1');
const notFound = ['not-found', 'CD não encontrado.'] as const;

describe('DistributionCenter', () => {
  it('registers a CD of the company', () => {
    const d = given(dc())
      .when((d) => d.register(COMPANY, dcData))
      .thenRaises(registered);
    expect([d.exists, d.companyId]).toEqual([true, COMPANY]);
  });

  it('updates and removes its own CD', () => {
    given(dc(), registered)
      .when((d) => d.update(COMPANY, { ...dcData, name: 'CD Novo' }))
      .thenRaises({ type: CatalogEvents.DistributionCenterUpdated, data: { ...dcData, name: 'CD Novo' } });
    given(dc(), registered)
      .when((d) => d.remove(COMPANY))
      .thenRaises(removed);
  });

  it("answers a missing, removed or another company's CD as not found", () => {
    given(dc())
      .when((d) => d.update(COMPANY, dcData))
      .thenRefuses(...notFound);
    given(dc(), registered, removed)
      .when((d) => d.update(COMPANY, dcData))
      .thenRefuses(...notFound);
    given(dc(), registered, removed)
      .when((d) => d.remove(COMPANY))
      .thenRefuses(...notFound);
    given(dc(), registered)
      .when((d) => d.remove('company-b'))
      .thenRefuses(...notFound);
  });
});

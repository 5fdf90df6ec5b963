import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { CarrierRegistrationEvents, type CarrierRegistrationSubmitted } from '../events/carrier-registration-events.js';
import { CarrierRegistration } from './carrier-registration.aggregate.js';

const submission: Omit<CarrierRegistrationSubmitted, 'registration_id'> = {
  name: 'Rápida Transportes',
  canonical_name: 'rapida-transportes',
  state_tax_id: '123456789',
  federal_tax_id: '11222333000181',
  phone: '1933334444',
  cubage: 300,
  tms: 'Outro',
  address: {
    zip: '13010000',
    street1: 'Rua A',
    number: '10',
    street2: null,
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
  },
};
const submitted = { type: CarrierRegistrationEvents.Submitted, data: { registration_id: 'reg-1', ...submission } };
const approved = { type: CarrierRegistrationEvents.Approved, data: { carrier_id: 'carrier-1' } };
const refused = { type: CarrierRegistrationEvents.Refused, data: { reason: 'CNPJ inativo' } };
const files = {
  carrier_name: 'Rápida Transportes',
  federal_tax_id: '11222333000181',
  emails: ['comercial@rapida.com.br'],
  files: [{ path: 'carrier-registrations/reg-1/tabela.csv', name: 'tabela.csv' }],
};
const registration = () => new CarrierRegistration('reg-1');

describe('CarrierRegistration.submit', () => {
  it('is submitted once, pending', () => {
    const r = given(registration())
      .when((r) => r.submit(submission))
      .thenRaises(submitted);
    expect(r.status).toBe('pending');
    given(registration(), submitted)
      .when((r) => r.submit(submission))
      .thenRefuses('conflict', 'Cadastro já realizado.');
  });
});

describe('CarrierRegistration while pending', () => {
  it('takes freight files (again), and is approved or refused', () => {
    const filesSent = { type: CarrierRegistrationEvents.FreightFilesSent, data: files };
    given(registration(), submitted, filesSent)
      .when((r) => r.sendFreightFiles(files))
      .thenRaises(filesSent);
    given(registration(), submitted)
      .when((r) => r.approve('carrier-1'))
      .thenRaises(approved);
    given(registration(), submitted)
      .when((r) => r.refuse('CNPJ inativo'))
      .thenRaises(refused);
  });

  it('knows the files of the latest send only (a new send replaces them)', () => {
    const later = { ...files, files: [{ path: 'reg-1/u2/prazos.csv', name: 'prazos.csv' }] };
    const r = given(registration(), submitted, { type: CarrierRegistrationEvents.FreightFilesSent, data: files })
      .when((r) => r.sendFreightFiles(later))
      .thenRaises({ type: CarrierRegistrationEvents.FreightFilesSent, data: later });
    expect(r.files).toEqual(['reg-1/u2/prazos.csv']);
  });
});

describe('CarrierRegistration once decided, or missing', () => {
  it.each([
    ['sendFreightFiles', (r: CarrierRegistration) => r.sendFreightFiles(files)],
    ['approve', (r: CarrierRegistration) => r.approve('carrier-2')],
    ['refuse', (r: CarrierRegistration) => r.refuse('outro motivo')],
  ])('refuses %s', (_, decide) => {
    given(registration(), submitted, approved).when(decide).thenRefuses('conflict', 'Este cadastro já foi aprovado.');
    given(registration(), submitted, refused).when(decide).thenRefuses('conflict', 'Este cadastro foi recusado.');
    given(registration()).when(decide).thenRefuses('not-found', 'Cadastro de transportadora não encontrado.');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { CarrierRegistrationEvents, type CarrierRegistrationSubmitted } from '../events/carrier-registration-events.js';
import { CarrierRegistrationsProjection } from './carrier-registrations.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new CarrierRegistrationsProjection();

const submitted = (id: string): { type: string; data: CarrierRegistrationSubmitted } => ({
  type: CarrierRegistrationEvents.Submitted,
  data: {
    registration_id: id,
    name: 'Rápida Transportes',
    canonical_name: `rapida-${id}`,
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
  },
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT name, canonical_name, federal_tax_id, state_tax_id, phone, cubage::float AS cubage, tms, address, status,
            freight_files, carrier_id, refusal_reason
       FROM carrier_registrations WHERE id = ${id}`,
  );

describe('carrier-registrations projection', () => {
  it('writes a submitted registration as pending, then its freight files and the approval', async () => {
    const [id, carrierId] = [randomUUID(), randomUUID()];
    const files = {
      carrier_name: 'Rápida Transportes',
      federal_tax_id: '11222333000181',
      emails: ['comercial@rapida.com.br'],
      files: [{ path: `carrier-registrations/${id}/tabela.csv`, name: 'tabela.csv' }],
    };
    await project(db(), projection, { id, type: 'carrier-registration' }, [submitted(id)]);
    const { registration_id: _, ...data } = submitted(id).data;
    expect(await rows(id)).toEqual([
      { ...data, status: 'pending', freight_files: null, carrier_id: null, refusal_reason: null },
    ]);

    const approved = randomUUID();
    await project(db(), projection, { id: approved, type: 'carrier-registration' }, [
      submitted(approved),
      { type: CarrierRegistrationEvents.FreightFilesSent, data: files },
      { type: CarrierRegistrationEvents.Approved, data: { carrier_id: carrierId } },
    ]);
    expect(await rows(approved)).toMatchObject([{ status: 'approved', freight_files: files, carrier_id: carrierId }]);
  });

  it('records a refusal with its reason', async () => {
    const id = randomUUID();
    await project(db(), projection, { id, type: 'carrier-registration' }, [
      submitted(id),
      { type: CarrierRegistrationEvents.Refused, data: { reason: 'CNPJ inativo' } },
    ]);
    expect(await rows(id)).toMatchObject([{ status: 'refused', refusal_reason: 'CNPJ inativo', carrier_id: null }]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { CatalogEvents, type CarrierRegistered, type CarrierUpdated } from '../events/catalog-events.js';
import { CarriersProjection } from './carriers.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new CarriersProjection();

const registration = (id: string, companyId: string | null): CarrierRegistered => ({
  carrier_id: id,
  company_id: companyId,
  name: 'Rápida Transportes',
  canonical_name: `rapida-${id}`,
  federal_tax_id: '11222333000181',
  state_tax_id: null,
  image: null,
  city: 'Campinas',
  state: 'SP',
  phone: '1933334444',
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, name, canonical_name, federal_tax_id, state_tax_id, image, city, state, phone, active
       FROM carriers WHERE id = ${id}`,
  );

describe('carriers projection', () => {
  it('writes a carrier of the shared catalog (no company), active', async () => {
    const id = randomUUID();
    const { carrier_id: _, ...registered } = registration(id, null);
    await project(db(), projection, { id, type: 'carrier' }, [
      { type: CatalogEvents.CarrierRegistered, data: registration(id, null) },
    ]);
    expect(await rows(id)).toEqual([{ ...registered, active: true }]);
  });

  it("rewrites a company's own carrier on update, keeping its canonical name", async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const update: CarrierUpdated = {
      name: 'Rápida',
      federal_tax_id: '99888777000166',
      state_tax_id: '123',
      active: false,
      city: 'Santos',
      state: 'SP',
      phone: '1333334444',
    };
    await project(db(), projection, { id, type: 'carrier' }, [
      { type: CatalogEvents.CarrierRegistered, data: registration(id, companyId) },
      { type: CatalogEvents.CarrierUpdated, data: update },
    ]);
    expect(await rows(id)).toEqual([{ company_id: companyId, canonical_name: `rapida-${id}`, image: null, ...update }]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { CatalogEvents, type DistributionCenterData } from '../events/catalog-events.js';
import { DistributionCentersProjection } from './distribution-centers.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new DistributionCentersProjection();

const closed = { time1: null, time2: null, time3: null, time4: null };
const dcData = (name: string): DistributionCenterData => ({
  reference: `CD-${randomUUID().slice(0, 8)}`,
  name,
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
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, reference, name, expedition_time, address, pickup_window FROM distribution_centers WHERE id = ${id}`,
  );

describe('distribution-centers projection', () => {
  it('writes a registered CD, rewrites it on update and deletes it on removal', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const registered = dcData('CD Campinas');
    const updated = { ...dcData('CD Novo'), reference: registered.reference };
    const history = [
      {
        type: CatalogEvents.DistributionCenterRegistered,
        data: { distribution_center_id: id, company_id: companyId, ...registered },
      },
      { type: CatalogEvents.DistributionCenterUpdated, data: updated },
    ];
    await project(db(), projection, { id, type: 'distribution-center' }, history.slice(0, 1));
    expect(await rows(id)).toEqual([{ company_id: companyId, ...registered }]);

    // The same stream folded from the start on another company: registration then update.
    const [other, otherCompany] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id: other, type: 'distribution-center' }, [
      { ...history[0], data: { ...history[0].data, distribution_center_id: other, company_id: otherCompany } },
      history[1],
    ]);
    expect(await rows(other)).toEqual([{ company_id: otherCompany, ...updated }]);

    const removed = randomUUID();
    await project(db(), projection, { id: removed, type: 'distribution-center' }, [
      { ...history[0], data: { ...history[0].data, distribution_center_id: removed, ...dcData('CD Fechado') } },
      { type: CatalogEvents.DistributionCenterRemoved, data: { company_id: companyId } },
    ]);
    expect(await rows(removed)).toEqual([]);
  });
});

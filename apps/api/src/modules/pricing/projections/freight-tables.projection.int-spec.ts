import { randomUUID } from 'node:crypto';
import type { FreightRoute } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { type FreightTableImported, PricingEvents } from '../events/pricing-events.js';
import { FreightTablesProjection } from './freight-tables.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new FreightTablesProjection();

const route = (state: string, zipFrom: number): FreightRoute => ({
  zipFrom,
  zipTo: zipFrom + 999,
  state,
  region: 'Capital',
  deadlineDays: 3,
  bands: [{ upToKg: 10, price: 25 }],
  excessKgPrice: 1.5,
  gris: { percent: 0.3, min: 0, threshold: 0, percentAbove: 0 },
  adv: { percent: 0.2, min: 0 },
  toll: { value: 0, basis: 'shipment' },
  tde: { percent: 0, min: 0 },
  tdc: 0,
  pickupFee: 0,
  icmsPercent: 12,
});
const imported = (id: string, companyId: string): FreightTableImported => ({
  table_id: id,
  company_id: companyId,
  carrier_id: randomUUID(),
  name: 'Tabela SP',
  origin: 'SP',
  modal: 'rodo',
  distribution_center_ids: [randomUUID()],
  cubage: 300,
  apply_icms: true,
  readjustment_percent: 2.5,
  version: 3,
  routes: [route('RJ', 20000000), route('SP', 1000000), route('RJ', 21000000), route('MG', 30000000)],
});
const tableRow = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, name, origin, modal, distribution_center_ids, cubage::float AS cubage, apply_icms,
            readjustment_percent::float AS readjustment_percent, version, active, main_destinations, routes_count
       FROM freight_tables WHERE id = ${id}`,
  );

describe('freight-tables projection', () => {
  it('writes an imported table inactive, its destinations ranked, and its routes for the engine', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const data = imported(id, companyId);
    await project(db(), projection, { id, type: 'freight-table' }, [
      { type: PricingEvents.FreightTableImported, data },
    ]);
    expect(await tableRow(id)).toEqual([
      {
        company_id: companyId,
        name: 'Tabela SP',
        origin: 'SP',
        modal: 'rodo',
        distribution_center_ids: data.distribution_center_ids,
        cubage: 300,
        apply_icms: true,
        readjustment_percent: 2.5,
        version: 3,
        active: false,
        main_destinations: [
          { state: 'RJ', total: 2 },
          { state: 'MG', total: 1 },
          { state: 'SP', total: 1 },
        ],
        routes_count: 4,
      },
    ]);
    expect(await runSql(db(), sql`SELECT company_id, routes FROM freight_table_routes WHERE table_id = ${id}`)).toEqual(
      [{ company_id: companyId, routes: data.routes }],
    );
  });

  it('writes a clone like an import and follows activation', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const clone = {
      ...imported(id, companyId),
      distribution_center_ids: [],
      cloned_from: { table_id: randomUUID(), company_id: randomUUID() },
    };
    await project(db(), projection, { id, type: 'freight-table' }, [
      { type: PricingEvents.FreightTableCloned, data: clone },
      { type: PricingEvents.FreightTableActivated, data: { company_id: companyId } },
    ]);
    expect(await tableRow(id)).toMatchObject([{ company_id: companyId, distribution_center_ids: [], active: true }]);

    const other = randomUUID();
    await project(db(), projection, { id: other, type: 'freight-table' }, [
      { type: PricingEvents.FreightTableImported, data: imported(other, companyId) },
      { type: PricingEvents.FreightTableActivated, data: { company_id: companyId } },
      { type: PricingEvents.FreightTableDeactivated, data: { company_id: companyId } },
    ]);
    expect(await tableRow(other)).toMatchObject([{ active: false }]);
  });
});

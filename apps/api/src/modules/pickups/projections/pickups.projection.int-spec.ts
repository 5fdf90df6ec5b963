import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { PickupEvents, type PickupRequested } from '../events/pickup-events.js';
import { PickupsProjection } from './pickups.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new PickupsProjection();

const requested = (id: string, companyId: string): PickupRequested => ({
  pickup_id: id,
  number: 1042,
  company_id: companyId,
  carrier_id: randomUUID(),
  distribution_center_id: randomUUID(),
  order_ids: [randomUUID()],
  note: 'Portão 2',
  requested_at: '2026-03-10T12:00:00.000Z',
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT number, company_id, note, pickup_date::text AS pickup_date, integration_code,
            integration_date IS NOT NULL AS has_integration_date, pickuped_at IS NOT NULL AS performed,
            estimated_date::text AS estimated_date, estimated_time_start,
            estimated_time_end, driver
       FROM pickups WHERE id = ${id}`,
  );

describe('pickups projection', () => {
  it('writes a requested pickup waiting for acceptance', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'pickup' }, [
      { type: PickupEvents.PickupRequested, data: requested(id, companyId) },
    ]);
    expect(await rows(id)).toEqual([
      {
        number: 1042,
        company_id: companyId,
        note: 'Portão 2',
        pickup_date: null,
        integration_code: null,
        has_integration_date: false,
        performed: false,
        estimated_date: null,
        // The columns' defaults, until a window is set.
        estimated_time_start: '10:00',
        estimated_time_end: '15:00',
        driver: null,
      },
    ]);
  });

  it('follows confirmation, window, driver, integration code and performance', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const at = '2026-03-11T09:00:00.000Z';
    await project(db(), projection, { id, type: 'pickup' }, [
      { type: PickupEvents.PickupRequested, data: requested(id, companyId) },
      {
        type: PickupEvents.PickupConfirmed,
        data: { pickup_date: '2026-03-12', integration_code: 'COL-9', by: 'carrier', at },
      },
      {
        type: PickupEvents.PickupDateChanged,
        data: { estimated_date: '2026-03-13', estimated_time_start: '08:00', estimated_time_end: '12:00', at },
      },
      { type: PickupEvents.PickupDriverChanged, data: { driver: { name: 'João', phone: '11988887777' }, at } },
      { type: PickupEvents.PickupPerformed, data: { at } },
    ]);
    expect(await rows(id)).toEqual([
      expect.objectContaining({
        pickup_date: '2026-03-12',
        integration_code: 'COL-9',
        has_integration_date: false,
        performed: true,
        estimated_date: '2026-03-13',
        estimated_time_start: '08:00',
        estimated_time_end: '12:00',
        driver: { name: 'João', phone: '11988887777' },
      }),
    ]);
  });

  it('keeps the integration code a confirmation without one does not bring, and dates a code set by hand', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const at = '2026-03-11T09:00:00.000Z';
    await project(db(), projection, { id, type: 'pickup' }, [
      { type: PickupEvents.PickupRequested, data: requested(id, companyId) },
      { type: PickupEvents.PickupIntegrationCodeChanged, data: { integration_code: 'MAN-1', at } },
      {
        type: PickupEvents.PickupConfirmed,
        data: { pickup_date: '2026-03-12', integration_code: null, by: 'operations', at },
      },
    ]);
    expect(await rows(id)).toMatchObject([{ integration_code: 'MAN-1', has_integration_date: true }]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runSql, sql } from '../../../platform/database/sql.js';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { OrderPickupsProjection } from './order-pickups.projection.js';

const db = useTestDatabase();
const projection = new OrderPickupsProjection();

const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT number, company_id, due_date::text AS due_date, pickup_date::text AS pickup_date,
            estimated_date::text AS estimated_date, estimated_time_start, estimated_time_end, driver,
            pickuped_at IS NOT NULL AS performed
       FROM order_pickups WHERE id = ${id}`,
  );

describe('order pickups projection (orders’ copy of its pickups)', () => {
  it('keeps the number, the dates, the window and the driver the pickup events publish', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const at = '2026-03-11T09:00:00.000Z';
    // Only the fields orders folds; the rest of pickups' event is not its concern.
    const requested = {
      number: 1042,
      company_id: companyId,
      requested_at: '2026-03-10T12:00:00.000Z',
      due_date: '2026-03-11',
    };
    await project(db(), projection, { id, type: 'pickup' }, [{ type: 'pickup.requested', data: requested }]);
    expect(await rows(id)).toEqual([
      expect.objectContaining({ number: 1042, company_id: companyId, due_date: '2026-03-11', pickup_date: null }),
    ]);

    const driver = { name: 'João', phone: '11999990000' };
    await project(db(), projection, { id, type: 'pickup' }, [
      { type: 'pickup.confirmed', data: { pickup_date: '2026-03-12', integration_code: null, by: 'carrier', at } },
      {
        type: 'pickup.date-changed',
        data: { estimated_date: '2026-03-13', estimated_time_start: '08:00', estimated_time_end: '12:00', at },
      },
      { type: 'pickup.driver-changed', data: { driver, at } },
      { type: 'pickup.performed', data: { at } },
    ]);
    expect(await rows(id)).toEqual([
      {
        number: 1042,
        company_id: companyId,
        due_date: '2026-03-11',
        pickup_date: '2026-03-12',
        estimated_date: '2026-03-13',
        estimated_time_start: '08:00',
        estimated_time_end: '12:00',
        driver,
        performed: true,
      },
    ]);
  });
});

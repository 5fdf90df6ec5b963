import { randomUUID } from 'node:crypto';
import { addCalendarDays } from '@despacho/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../../platform/auth/actor.js';
import { project, useTestDatabase } from '../../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { OrderEvents } from '../../../orders/index.js';
import { DashboardDailyProjection } from '../../projections/dashboard-daily.projection.js';
import { oneDecimal, percentageOf } from '../dashboard-scope.js';
import { GetCarriersSlaHandler } from './get-carriers-sla.handler.js';
import { GetCarriersSlaQuery } from './get-carriers-sla.query.js';
import { runSql, sql } from '../../../../platform/database/sql.js';

const db = useTestDatabase();
const companyId = randomUUID();
const other = randomUUID();
const X = { id: randomUUID(), name: 'Transportadora X' };
const Y = { id: randomUUID(), name: 'Transportadora Y' };
const STATES = ['SP', 'RJ', 'MG', 'BA', 'AM'];
const actor: Actor = {
  userId: randomUUID(),
  companyId,
  name: 'Admin',
  email: 'admin@sla.test',
  isAdmin: true,
  isSuperAdmin: false,
  permissions: null,
};

/** One order's life: created at `createdAt`, delivered at `deliveredAt` (or never). */
async function givenOrder(
  company: string,
  createdAt: string,
  carrier: { id: string; name: string } | null,
  state: string,
  deadline: string | null,
  deliveredAt: string | null,
) {
  const id = randomUUID();
  const events = [
    {
      type: OrderEvents.OrderCreated,
      data: {
        order_id: id,
        company_id: company,
        created_at: createdAt,
        carrier,
        to_address: { state },
        status: 2,
        estimated_cost: 10,
        deadline,
      },
    },
    ...(deliveredAt ? [{ type: OrderEvents.OrderStatusChanged, data: { from: 2, to: 5, at: deliveredAt } }] : []),
  ];
  await project(db(), new DashboardDailyProjection(), { id, type: 'order' }, events);
}

/** The SLA by state as it was computed before the monthly sums: every day of the period from dashboard_daily. */
async function dailyOnly(start: string, end: string, carriers: string[] = []) {
  const rows: { state: string; on_time: number; late: number; days_sum: number; days_count: number }[] = await runSql(
    db(),
    sql`SELECT to_state AS state, sum(delivered_on_time)::int AS on_time, sum(delivered_late)::int AS late,
              sum(delivery_days_sum)::int AS days_sum, sum(delivery_days_count)::int AS days_count
         FROM dashboard_daily d
        WHERE d.company_id = ${companyId} AND d.day BETWEEN ${start}::date AND ${end}::date AND delivery_days_count > 0
          AND (cardinality(${carriers}::text[]) = 0 OR d.carrier_id = ANY(${carriers}::text[]))
        GROUP BY to_state ORDER BY to_state`,
  );
  return rows.map((row) => ({
    state: row.state,
    delivered: row.on_time + row.late,
    on_time: row.on_time,
    late: row.late,
    percentage: percentageOf(row.on_time, row.on_time + row.late),
    deadline_avg: row.days_count > 0 ? oneDecimal(row.days_sum / row.days_count) : null,
  }));
}

const sla = (date_start: string, date_end: string, carrier?: string[]) =>
  new GetCarriersSlaHandler(db()).execute(new GetCarriersSlaQuery(actor, { date_start, date_end, carrier }));

describe('GetCarriersSlaHandler: the SLA by state from whole months and edge days', () => {
  beforeAll(async () => {
    // Orders from 20 Aug 2026 to 16 Jan 2027 over five states, three carriers (one none), on time,
    // late, without a deadline or not delivered.
    for (let i = 0; i < 150; i++) {
      const day = addCalendarDays('2026-08-20', (i * 7) % 150);
      const deadline = i % 11 === 0 ? null : addCalendarDays(day, 1 + (i % 4));
      const delivered = i % 4 === 3 ? null : `${addCalendarDays(day, i % 6)}T10:00:00-03:00`;
      await givenOrder(companyId, `${day}T12:00:00-03:00`, [X, Y, null][i % 3], STATES[i % 5], deadline, delivered);
    }
    // At the months' edges in São Paulo time (the next day in UTC): they count on the last day of the month.
    await givenOrder(companyId, '2026-09-30T23:30:00-03:00', X, 'SP', '2026-10-02', '2026-10-03T09:00:00-03:00');
    await givenOrder(companyId, '2026-11-30T23:59:00-03:00', Y, 'RJ', '2026-12-05', '2026-12-01T09:00:00-03:00');
    // Another company's delivery, never counted.
    await givenOrder(other, '2026-10-10T12:00:00-03:00', X, 'SP', '2026-10-12', '2026-10-11T09:00:00-03:00');
  });

  it.each([
    ['partial months at both ends', '2026-09-20', '2026-12-05'],
    ['whole months only', '2026-09-01', '2026-11-30'],
    ['across a month’s end, no whole month', '2026-09-25', '2026-10-24'],
    ['one month’s first days', '2026-10-01', '2026-10-20'],
    ['a month’s last days', '2026-10-12', '2026-10-31'],
    ['a year ending mid-month', '2026-01-16', '2027-01-15'],
  ])('answers what the daily sums give: %s (%s to %s)', async (_, start, end) => {
    const expected = await dailyOnly(start, end);
    expect(expected.length).toBeGreaterThan(1);
    expect((await sla(start, end)).states).toEqual(expected);
    // The same with the carrier filter, in both tables.
    expect((await sla(start, end, [X.id])).states).toEqual(await dailyOnly(start, end, [X.id]));
  });

  it('reads the whole months from dashboard_state_monthly and the edge days from dashboard_daily', async () => {
    const before = await sla('2026-09-20', '2026-12-05');
    // A monthly figure changed by hand (one row: October, X, SP) shows in a period holding the whole
    // month, not in one holding part of it.
    const changed = await runSql(
      db(),
      sql`UPDATE dashboard_state_monthly SET delivered_late = delivered_late + 1000
        WHERE company_id = ${companyId} AND month = '2026-10-01' AND carrier_id = ${X.id} AND to_state = 'SP'`,
    );
    expect(changed[1]).toBe(1);
    const sp = async (start: string, end: string) =>
      (await sla(start, end)).states.find((state) => state.state === 'SP')!.late;
    expect(await sp('2026-09-20', '2026-12-05')).toBe(before.states.find((state) => state.state === 'SP')!.late + 1000);
    expect(await sp('2026-10-02', '2026-12-05')).toBeLessThan(1000);
  });
});

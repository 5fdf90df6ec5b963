import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DashboardDailyProjection } from '../../src/modules/dashboard/projections/dashboard-daily.projection.js';
import { OrderEvents } from '../../src/modules/orders/events/order-events.js';
import { handledBy } from '../../src/platform/event-store/projection.js';
import type { StoredEvent } from '../../src/platform/event-store/stored-event.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A hand-written order life, folded straight into the projection against the real tables. */
describe('dashboard-daily projection', () => {
  let test: TestApp;
  const companyId = randomUUID();
  const carrierX = { id: randomUUID(), name: 'Transportadora X' };
  const carrierY = { id: randomUUID(), name: 'Transportadora Y' };
  let position = 0;

  const event = (orderId: string, type: string, data: object): StoredEvent => ({
    id: randomUUID(),
    position: String(++position),
    transaction_id: '1',
    stream_id: `order-${orderId}`,
    stream_type: 'order',
    version: position,
    type,
    data,
    metadata: {
      company_id: companyId,
      user_id: null,
      correlation_id: randomUUID(),
      causation_id: null,
      schema_version: 1,
    },
    occurred_at: new Date(),
  });
  const order = (
    id: string,
    over: {
      created_at: string;
      carrier: object | null;
      state: string;
      status: number;
      estimated_cost: number | null;
      deadline: string | null;
    },
  ) =>
    event(id, OrderEvents.OrderCreated, {
      order_id: id,
      company_id: companyId,
      created_at: over.created_at,
      reference: `REF-${id}`,
      carrier: over.carrier,
      to_address: { state: over.state, name: 'Maria da Silva' },
      status: over.status,
      estimated_cost: over.estimated_cost,
      deadline: over.deadline,
    });
  /** An edit of the order: a new destination state, status, price or deadline; its reference and recipient kept unless said. */
  const updated = (
    id: string,
    over: {
      carrier: object;
      state: string;
      status: number;
      estimated_cost: number;
      deadline: string;
      at: string;
      reference?: string;
      recipient?: string;
    },
  ) =>
    event(id, OrderEvents.OrderUpdated, {
      reference: over.reference ?? `REF-${id}`,
      carrier: over.carrier,
      to_address: { state: over.state, name: over.recipient ?? 'Maria da Silva' },
      status: over.status,
      estimated_cost: over.estimated_cost,
      deadline: over.deadline,
      updated_at: over.at,
    });
  const status = (id: string, from: number, to: number, at: string) =>
    event(id, OrderEvents.OrderStatusChanged, { from, to, at });
  const alert = (id: string, alert_type: number) =>
    event(id, OrderEvents.OrderTrackingRegistered, { alert_type, detail: {}, at: '2026-11-12T10:00:00-03:00' });
  const rated = (id: string, rate: number, message: string | null = null) =>
    event(id, OrderEvents.OrderRated, { review: { rate, message, created_at: '2026-11-20T10:00:00-03:00' } });

  /** Monthly rows in one order whatever the database's collation and the carriers' random ids. */
  const byKey = <T extends { month: string; to_state: string; carrier_id: string }>(rows: T[]) =>
    rows.sort((a, b) =>
      `${a.month}|${a.to_state}|${a.carrier_id}` < `${b.month}|${b.to_state}|${b.carrier_id}` ? -1 : 1,
    );
  /** dashboard_state_monthly's rows of the company. */
  const monthly = async (db: QueryRunner) =>
    byKey(
      await db.query(
        `SELECT month::text AS month, carrier_id, to_state, orders, delivered_on_time, delivered_late, delivery_days_sum, delivery_days_count
           FROM dashboard_state_monthly WHERE company_id = $1`,
        [companyId],
      ),
    );
  /** A monthly row of `orders` delivered orders, none on time or late and in 0 days until said otherwise. */
  const delivery = (month: string, carrier_id: string, to_state: string, orders: number) => ({
    month,
    carrier_id,
    to_state,
    orders,
    delivered_on_time: 0,
    delivered_late: 0,
    delivery_days_sum: 0,
    delivery_days_count: orders,
  });
  /** Folds the events in batches of `size` in a transaction rolled back when the test ends (they are not in the log). */
  const fold = async (events: StoredEvent[], size: number) => {
    const projection = test.app.get(DashboardDailyProjection);
    const db = test.app.get(DataSource).createQueryRunner();
    await db.startTransaction();
    onTestFinished(async () => {
      await db.rollbackTransaction();
      await db.release();
    });
    const handled = handledBy(projection, events);
    for (let start = 0; start < handled.length; start += size)
      await projection.applyBatch(handled.slice(start, start + size), db.manager);
    return db;
  };

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  // The catch-up hands the projection batches of up to 500 events: any cut must give the same rows.
  it.each([1, 7, 1000])(
    'keeps per day, carrier, state and status (and per day, carrier and status; open orders per deadline) the sum of each order’s current figures (batches of %i)',
    async (size) => {
      const [a, b, c, d, e] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const events = [
        // A: SP by X, delivered on day 4 before its deadline, rated 5 with a comment.
        order(a, {
          created_at: '2026-11-10T12:00:00-03:00',
          carrier: carrierX,
          state: 'SP',
          status: 2,
          estimated_cost: 30.5,
          deadline: '2026-11-15',
        }),
        status(a, 2, 3, '2026-11-11T08:00:00-03:00'),
        status(a, 3, 5, '2026-11-14T10:00:00-03:00'),
        rated(a, 5, 'Chegou antes do prazo.'),
        // B: created 23:30 in São Paulo (the 11th in UTC) so it counts on the 10th; invoiced, damaged, delivered late on day 6,
        // rated 2, then given another reference and recipient (its figures unchanged).
        order(b, {
          created_at: '2026-11-11T02:30:00Z',
          carrier: carrierX,
          state: 'RJ',
          status: 1,
          estimated_cost: 20,
          deadline: '2026-11-12',
        }),
        event(b, OrderEvents.OrderInvoiceSent, {
          invoice_number: '1',
          invoice_key: 'k',
          path: 'p',
          status: 2,
          at: '2026-11-11T09:00:00-03:00',
        }),
        status(b, 2, 3, '2026-11-12T09:00:00-03:00'),
        alert(b, 1),
        alert(b, 1),
        status(b, 3, 5, '2026-11-16T09:00:00-03:00'),
        rated(b, 2),
        updated(b, {
          carrier: carrierX,
          state: 'RJ',
          status: 5,
          estimated_cost: 20,
          deadline: '2026-11-12',
          at: '2026-11-21T09:00:00-03:00',
          reference: 'B-2',
          recipient: 'João Souza',
        }),
        // C: moved from Y to X at a new price, then cancelled.
        order(c, {
          created_at: '2026-11-11T09:00:00-03:00',
          carrier: carrierY,
          state: 'SP',
          status: 1,
          estimated_cost: 15,
          deadline: null,
        }),
        event(c, OrderEvents.OrderCarrierChanged, {
          carrier: carrierX,
          estimated_cost: 18,
          shipment_id: null,
          at: '2026-11-11T10:00:00-03:00',
        }),
        event(c, OrderEvents.OrderCancelled, {
          company_id: companyId,
          from: 1,
          cancelled_at: '2026-11-11T11:00:00-03:00',
        }),
        // D: no freight and no deadline until one is set; lost, then delivered on day 1 by the new deadline.
        order(d, {
          created_at: '2026-11-11T10:00:00-03:00',
          carrier: carrierY,
          state: 'SP',
          status: 2,
          estimated_cost: null,
          deadline: null,
        }),
        alert(d, 2),
        alert(d, 3),
        event(d, OrderEvents.OrderDeliveryDateChanged, { deadline: '2026-11-13', at: '2026-11-11T12:00:00-03:00' }),
        status(d, 2, 5, '2026-11-12T15:00:00-03:00'),
        // E: edited to MG at a new price; one volume's carrier change does not move it.
        order(e, {
          created_at: '2026-11-11T11:00:00-03:00',
          carrier: carrierX,
          state: 'RJ',
          status: 2,
          estimated_cost: 10,
          deadline: '2026-11-20',
        }),
        updated(e, {
          carrier: carrierX,
          state: 'MG',
          status: 2,
          estimated_cost: 12.25,
          deadline: '2026-11-20',
          at: '2026-11-11T12:00:00-03:00',
        }),
        event(e, OrderEvents.OrderCarrierChanged, {
          carrier: carrierY,
          estimated_cost: 99,
          shipment_id: randomUUID(),
          at: '2026-11-11T13:00:00-03:00',
        }),
        // Not a dashboard figure.
        event(e, OrderEvents.OrderIssueAdded, {
          id: randomUUID(),
          message: 'oi',
          user: { id: randomUUID(), name: 'x' },
          staff: false,
          created_at: '2026-11-11T13:00:00-03:00',
        }),
      ];
      const db = await fold(events, size);
      expect(test.app.get(DashboardDailyProjection).handles(OrderEvents.OrderIssueAdded)).toBe(false);

      const rows = await db.query(
        `SELECT day::text AS day, carrier_name, to_state, status, orders, freight_orders, amount_freight::float8 AS amount_freight,
              delivered_on_time, delivered_late, delivery_days_sum, delivery_days_count, damages, losses, ratings_count, ratings_sum
         FROM dashboard_daily WHERE company_id = $1 ORDER BY day, carrier_name, to_state, status`,
        [companyId],
      );
      const zero = {
        delivered_on_time: 0,
        delivered_late: 0,
        delivery_days_sum: 0,
        delivery_days_count: 0,
        damages: 0,
        losses: 0,
        ratings_count: 0,
        ratings_sum: 0,
      };
      expect(rows).toEqual([
        {
          ...zero,
          day: '2026-11-10',
          carrier_name: 'Transportadora X',
          to_state: 'RJ',
          status: 5,
          orders: 1,
          freight_orders: 1,
          amount_freight: 20,
          delivered_late: 1,
          delivery_days_sum: 6,
          delivery_days_count: 1,
          damages: 1,
          ratings_count: 1,
          ratings_sum: 2,
        },
        {
          ...zero,
          day: '2026-11-10',
          carrier_name: 'Transportadora X',
          to_state: 'SP',
          status: 5,
          orders: 1,
          freight_orders: 1,
          amount_freight: 30.5,
          delivered_on_time: 1,
          delivery_days_sum: 4,
          delivery_days_count: 1,
          ratings_count: 1,
          ratings_sum: 5,
        },
        {
          ...zero,
          day: '2026-11-11',
          carrier_name: 'Transportadora X',
          to_state: 'MG',
          status: 2,
          orders: 1,
          freight_orders: 1,
          amount_freight: 12.25,
        },
        {
          ...zero,
          day: '2026-11-11',
          carrier_name: 'Transportadora X',
          to_state: 'SP',
          status: 9,
          orders: 1,
          freight_orders: 1,
          amount_freight: 18,
        },
        {
          ...zero,
          day: '2026-11-11',
          carrier_name: 'Transportadora Y',
          to_state: 'SP',
          status: 5,
          orders: 1,
          freight_orders: 0,
          amount_freight: 0,
          delivered_on_time: 1,
          delivery_days_sum: 1,
          delivery_days_count: 1,
          losses: 1,
        },
      ]);

      // The same figures without the state: A and B share a row.
      const byCarrier = await db.query(
        `SELECT day::text AS day, carrier_name, status, orders, freight_orders, amount_freight::float8 AS amount_freight,
              delivered_on_time, delivered_late, delivery_days_sum, delivery_days_count, damages, losses, ratings_count, ratings_sum
         FROM dashboard_carrier_daily WHERE company_id = $1 ORDER BY day, carrier_name, status`,
        [companyId],
      );
      expect(byCarrier).toEqual([
        {
          day: '2026-11-10',
          carrier_name: 'Transportadora X',
          status: 5,
          orders: 2,
          freight_orders: 2,
          amount_freight: 50.5,
          delivered_on_time: 1,
          delivered_late: 1,
          delivery_days_sum: 10,
          delivery_days_count: 2,
          damages: 1,
          losses: 0,
          ratings_count: 2,
          ratings_sum: 7,
        },
        {
          ...zero,
          day: '2026-11-11',
          carrier_name: 'Transportadora X',
          status: 2,
          orders: 1,
          freight_orders: 1,
          amount_freight: 12.25,
        },
        {
          ...zero,
          day: '2026-11-11',
          carrier_name: 'Transportadora X',
          status: 9,
          orders: 1,
          freight_orders: 1,
          amount_freight: 18,
        },
        {
          ...zero,
          day: '2026-11-11',
          carrier_name: 'Transportadora Y',
          status: 5,
          orders: 1,
          freight_orders: 0,
          amount_freight: 0,
          delivered_on_time: 1,
          delivery_days_sum: 1,
          delivery_days_count: 1,
          losses: 1,
        },
      ]);

      // Undelivered with a deadline: only E is left (A and B left theirs when delivered, C and D never had a deadline while open).
      const open = await db.query(
        `SELECT day::text AS day, carrier_id, status, deadline::text AS deadline, orders
           FROM dashboard_open_deadlines WHERE company_id = $1`,
        [companyId],
      );
      expect(open).toEqual([
        { day: '2026-11-11', carrier_id: carrierX.id, status: 2, deadline: '2026-11-20', orders: 1 },
      ]);

      // The delivered ones per creation month, carrier and state: A, B and D, each in a row of its own.
      expect(await monthly(db)).toEqual(
        byKey([
          { ...delivery('2026-11-01', carrierX.id, 'RJ', 1), delivered_late: 1, delivery_days_sum: 6 },
          { ...delivery('2026-11-01', carrierX.id, 'SP', 1), delivered_on_time: 1, delivery_days_sum: 4 },
          { ...delivery('2026-11-01', carrierY.id, 'SP', 1), delivered_on_time: 1, delivery_days_sum: 1 },
        ]),
      );

      // What GET reviews shows, without the orders table: the rating, its comment, the current recipient and reference.
      const ratings = await db.query(
        `SELECT order_id, rate, rated_at, review_message, recipient_name, reference
           FROM dashboard_orders WHERE company_id = $1 AND rate IS NOT NULL ORDER BY rate`,
        [companyId],
      );
      const ratedAt = new Date('2026-11-20T13:00:00Z');
      expect(ratings).toEqual([
        {
          order_id: b,
          rate: 2,
          rated_at: ratedAt,
          review_message: null,
          recipient_name: 'João Souza',
          reference: 'B-2',
        },
        {
          order_id: a,
          rate: 5,
          rated_at: ratedAt,
          review_message: 'Chegou antes do prazo.',
          recipient_name: 'Maria da Silva',
          reference: `REF-${a}`,
        },
      ]);
    },
  );

  // The SLA by state reads whole months from dashboard_state_monthly: a month's row must be the sum of its days' deliveries.
  it.each([1, 3, 1000])(
    'sums the delivered orders per creation month (São Paulo time), carrier and state (batches of %i)',
    async (size) => {
      const [f, g, h, i, j, k] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const created = (id: string, created_at: string, carrier: object, state: string, deadline: string | null) =>
        order(id, { created_at, carrier, state, status: 2, estimated_cost: 10, deadline });
      const events = [
        // F: the 31st of October at 23:30 in São Paulo (November in UTC), delivered on time in 2 days: October.
        created(f, '2026-10-31T23:30:00-03:00', carrierX, 'SP', '2026-11-03'),
        status(f, 2, 5, '2026-11-02T10:00:00-03:00'),
        // G: October, delivered late in 4 days.
        created(g, '2026-10-01T08:00:00-03:00', carrierX, 'SP', '2026-10-03'),
        status(g, 2, 5, '2026-10-05T10:00:00-03:00'),
        // H: the 1st of November at 00:30, no deadline (neither on time nor late), delivered the same day.
        created(h, '2026-11-01T00:30:00-03:00', carrierX, 'SP', null),
        status(h, 2, 5, '2026-11-01T18:00:00-03:00'),
        // I: not delivered: in no monthly row.
        created(i, '2026-11-20T10:00:00-03:00', carrierX, 'SP', '2026-11-25'),
        // J: delivered on time in 3 days to RJ, then edited to MG: its figures move, RJ's emptied row goes.
        created(j, '2026-11-05T10:00:00-03:00', carrierY, 'RJ', '2026-11-10'),
        status(j, 2, 5, '2026-11-08T10:00:00-03:00'),
        updated(j, {
          carrier: carrierY,
          state: 'MG',
          status: 5,
          estimated_cost: 10,
          deadline: '2026-11-10',
          at: '2026-11-09T10:00:00-03:00',
        }),
        // K: November, on time in 1 day: shares H's row.
        created(k, '2026-11-06T10:00:00-03:00', carrierX, 'SP', '2026-11-09'),
        status(k, 2, 5, '2026-11-07T10:00:00-03:00'),
      ];
      const db = await fold(events, size);
      expect(await monthly(db)).toEqual(
        byKey([
          {
            ...delivery('2026-10-01', carrierX.id, 'SP', 2),
            delivered_on_time: 1,
            delivered_late: 1,
            delivery_days_sum: 6,
          },
          { ...delivery('2026-11-01', carrierX.id, 'SP', 2), delivered_on_time: 1, delivery_days_sum: 1 },
          { ...delivery('2026-11-01', carrierY.id, 'MG', 1), delivered_on_time: 1, delivery_days_sum: 3 },
        ]),
      );
    },
  );
});

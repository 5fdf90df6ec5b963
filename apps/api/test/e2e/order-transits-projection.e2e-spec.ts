import { randomUUID } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { OrderTransitsProjection } from '../../src/modules/delivery-promise/projections/order-transits.projection.js';
import { OrderEvents } from '../../src/modules/orders/events/order-events.js';
import { handledBy } from '../../src/platform/event-store/projection.js';
import type { StoredEvent } from '../../src/platform/event-store/stored-event.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Hand-written deliveries folded straight into the promise projection against the real tables. */
describe('order-transits projection', () => {
  let test: TestApp;
  const companyId = randomUUID();
  const cdId = randomUUID();
  const [x, y] = [randomUUID(), randomUUID()];
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
  // Monday 2026-11-09; Sunday 15/11 and Friday 20/11 (holidays or weekend) never count.
  const created = (id: string, carrier: string, zip: string, deadline: string | null) =>
    event(id, OrderEvents.OrderCreated, {
      order_id: id,
      company_id: companyId,
      created_at: '2026-11-09T12:00:00-03:00',
      carrier: { id: carrier, name: carrier },
      origin: { id: cdId, reference: 'CD', city: 'São Paulo' },
      to_address: { zip, state: 'RJ', name: 'Maria' },
      status: 2,
      deadline,
    });
  const tracking = (id: string, at: string, detail: object) =>
    event(id, OrderEvents.OrderTrackingRegistered, { alert_type: null, at, detail: { occurred_at: at, ...detail } });
  const collected = (id: string, at: string) => tracking(id, at, { code: '202', source: 'manual' });
  const carrier = (id: string, at: string, state: string) =>
    tracking(id, at, { code: 'BDE', source: 'carrier', state });
  const delivered = (id: string, at: string) => event(id, OrderEvents.OrderStatusChanged, { from: 3, to: 5, at });

  const fold = async (events: StoredEvent[], size: number): Promise<QueryRunner> => {
    const projection = test.app.get(OrderTransitsProjection);
    const db = test.app.get(DataSource).createQueryRunner();
    await db.startTransaction();
    onTestFinished(async () => {
      await db.rollbackTransaction();
      await db.release();
    });
    await db.query(
      `INSERT INTO distribution_centers (id, company_id, reference, name, address, pickup_window, created_at, updated_at)
       VALUES ($1, $2, 'CD', 'CD', '{"zip": "01310-100", "state": "SP"}', '{}', now(), now())`,
      [cdId, companyId],
    );
    const handled = handledBy(projection, events);
    for (let start = 0; start < handled.length; start += size)
      await projection.applyBatch(handled.slice(start, start + size), db.manager);
    return db;
  };
  const hist = (cells: Record<number, number>) => Array.from({ length: 61 }, (_, d) => cells[d] ?? 0);

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it.each([1, 4, 1000])(
    'sums each delivered order once into its lane keys, whatever the batches (%i)',
    async (size) => {
      const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const events = [
        // A: collected Tuesday, a later in_transit does not move the start; delivered Thursday (2 days), on time.
        created(a, x, '22041-001', '2026-11-16'),
        collected(a, '2026-11-10T10:00:00-03:00'),
        carrier(a, '2026-11-11T08:00:00-03:00', 'in_transit'),
        delivered(a, '2026-11-12T15:00:00-03:00'),
        delivered(a, '2026-11-12T15:00:00-03:00'), // a repeated delivery counts once
        // B: posted Wednesday, delivered the next Wednesday, then an older in_transit arrives late: 6 days, late.
        created(b, x, '22041-001', '2026-11-13'),
        carrier(b, '2026-11-11T09:00:00-03:00', 'posted'),
        delivered(b, '2026-11-18T11:00:00-03:00'),
        carrier(b, '2026-11-10T18:00:00-03:00', 'in_transit'),
        // C: 1 day to another CEP of the same prefix, no deadline; then given to carrier Y: its lanes move with it.
        created(c, x, '22050-000', null),
        collected(c, '2026-11-10T10:00:00-03:00'),
        delivered(c, '2026-11-11T10:00:00-03:00'),
        event(c, OrderEvents.OrderCarrierChanged, {
          carrier: { id: y, name: 'Y' },
          estimated_cost: 10,
          shipment_id: null,
          at: '2026-11-12T10:00:00-03:00',
        }),
        // D: delivered without ever being collected or posted: no transit to learn.
        created(d, x, '22041-001', '2026-11-16'),
        carrier(d, '2026-11-10T18:00:00-03:00', 'out_for_delivery'),
        delivered(d, '2026-11-12T15:00:00-03:00'),
      ];
      const db = await fold(events, size);

      const stats = await db.query(
        `SELECT lane_key, level, carrier_id, to_state, histogram, samples, on_time, late, promised_days_sum, promised_days_count
         FROM lane_transit_stats WHERE company_id = $1 ORDER BY lane_key`,
        [companyId],
      );
      const xRow = { carrier_id: x, to_state: 'RJ', histogram: hist({ 2: 1, 6: 1 }), samples: 2, on_time: 1, late: 1 };
      const xFigures = { ...xRow, promised_days_sum: 5 + 4, promised_days_count: 2 };
      const yFigures = {
        carrier_id: y,
        to_state: 'RJ',
        histogram: hist({ 1: 1 }),
        samples: 1,
        on_time: 0,
        late: 0,
        promised_days_sum: 0,
        promised_days_count: 0,
      };
      expect(stats).toEqual(
        [
          { lane_key: `cep3:${x}:013:220`, level: 'cep3', ...xFigures },
          { lane_key: `cep3:${y}:013:220`, level: 'cep3', ...yFigures },
          { lane_key: `cep5:${x}:01310:22041`, level: 'cep5', ...xFigures },
          { lane_key: `cep5:${y}:01310:22050`, level: 'cep5', ...yFigures },
          { lane_key: `uf:${x}:SP:RJ`, level: 'uf', ...xFigures },
          { lane_key: `uf:${y}:SP:RJ`, level: 'uf', ...yFigures },
        ].sort((p, q) => (p.lane_key < q.lane_key ? -1 : 1)),
      );
      const transits = await db.query(
        `SELECT order_id, transit_days, promised_days FROM order_transits WHERE company_id = $1`,
        [companyId],
      );
      expect(new Map(transits.map((row: { order_id: string }) => [row.order_id, row]))).toEqual(
        new Map([
          [a, { order_id: a, transit_days: 2, promised_days: 5 }],
          [b, { order_id: b, transit_days: 6, promised_days: 4 }],
          [c, { order_id: c, transit_days: 1, promised_days: null }],
          [d, { order_id: d, transit_days: null, promised_days: 5 }],
        ]),
      );
    },
  );

  it('takes a cancelled or un-delivered order back out of its lanes, deleting the emptied rows', async () => {
    const a = randomUUID();
    const db = await fold(
      [
        created(a, x, '22041-001', '2026-11-16'),
        collected(a, '2026-11-10T10:00:00-03:00'),
        delivered(a, '2026-11-12T15:00:00-03:00'),
        event(a, OrderEvents.OrderStatusChanged, { from: 5, to: 3, at: '2026-11-13T10:00:00-03:00', manually: true }),
      ],
      1,
    );
    expect(await db.query('SELECT * FROM lane_transit_stats WHERE company_id = $1', [companyId])).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type GivenEvent,
  project,
  useTestDatabase,
} from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { orderCreatedFor, orderData } from '../../orders/domain/order-fixtures.spec-helper.js';
import { OrderEvents, type OrderTrackingDetail } from '../../orders/index.js';
import { OrdersProjection } from '../../orders/index.js';
import type { Projection } from '../../../platform/event-store/projection.js';
import { ShipmentTrackingsProjection } from './shipment-trackings.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new ShipmentTrackingsProjection();
const CARRIER_ID = randomUUID();
const KEY = '35260312345678000190550010000012341000012345';
const at = (day: number, hour = 12) =>
  `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

const [volume] = orderData().shipments;
const created = (id: string, companyId: string) =>
  orderCreatedFor(id, companyId, {
    invoice_key: KEY,
    carrier: { id: CARRIER_ID, name: 'Rápida' },
    origin: { id: randomUUID(), reference: 'CD1', city: 'Campinas' },
    shipments: [
      { ...volume, id: 'ship-1', tracking_number: 'AA123456785BR' },
      { ...volume, id: 'ship-2' },
    ],
  });
const carrierEvent = (
  key: string,
  state: OrderTrackingDetail['state'],
  occurred_at: string,
  shipment_id: string | null,
) => ({
  type: OrderEvents.OrderTrackingRegistered,
  data: {
    detail: {
      status: 3,
      code: 'X',
      description: 'Evento',
      message: null,
      occurred_at,
      source: 'carrier' as const,
      key,
      carrier: 'Correios' as const,
      state,
      shipment_id,
      place: null,
      receipt_url: null,
    },
    alert_type: null,
    at: at(20),
  },
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT shipment_id, carrier_id, tracking_key, invoice_key, state, last_event_at, open
       FROM shipment_trackings WHERE order_id = ${id} ORDER BY shipment_id`,
  );

/** Folds nothing: `project` with it only turns given events into stored ones. */
const storing: Projection = { name: 'storing', tables: [], handles: () => false, apply: async () => {} };

/** The same events folded one at a time (apply), for comparing with the batched fold (applyBatch). */
async function projectOneByOne(id: string, events: GivenEvent[]) {
  const stored = await project(db(), storing, { id, type: 'order' }, events);
  await db().transaction(async (tx) => {
    for (const event of stored) if (projection.handles(event.type)) await projection.apply(event as never, tx);
  });
}

describe('shipment trackings projection', () => {
  it('opens one row per volume, keyed by its tracking number, else the order’s NF-e key', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'order' }, [created(id, companyId)]);
    expect(await rows(id)).toEqual([
      {
        shipment_id: 'ship-1',
        carrier_id: CARRIER_ID,
        tracking_key: 'AA123456785BR',
        invoice_key: KEY,
        state: null,
        last_event_at: null,
        open: true,
      },
      {
        shipment_id: 'ship-2',
        carrier_id: CARRIER_ID,
        tracking_key: KEY,
        invoice_key: KEY,
        state: null,
        last_event_at: null,
        open: true,
      },
    ]);
  });

  it('keeps the newest event’s state by its own time, closes a delivered volume, and folds a batch as one by one', async () => {
    const events = (id: string, companyId: string) => [
      created(id, companyId),
      carrierEvent('a', 'out_for_delivery', at(12), 'ship-1'),
      carrierEvent('b', 'in_transit', at(11), 'ship-1'), // late and older: seen, not the state
      carrierEvent('c', 'in_transit', at(11), null), // the whole order's
      carrierEvent('d', 'delivered', at(13), 'ship-2'),
    ];
    const [batched, single, companyId] = [randomUUID(), randomUUID(), randomUUID()];
    await project(db(), projection, { id: batched, type: 'order' }, events(batched, companyId));
    await projectOneByOne(single, events(single, companyId));
    const expected = [
      expect.objectContaining({
        shipment_id: 'ship-1',
        state: 'out_for_delivery',
        last_event_at: new Date(at(12)),
        open: true,
      }),
      expect.objectContaining({
        shipment_id: 'ship-2',
        state: 'delivered',
        last_event_at: new Date(at(13)),
        open: false,
      }),
    ];
    expect(await rows(batched)).toEqual(expected);
    expect(await rows(single)).toEqual(expected);
  });

  it('closes every volume when the order is delivered, returned or cancelled, and follows a new NF-e key', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const newKey = KEY.replace('0001234', '0009999');
    await project(db(), projection, { id, type: 'order' }, [
      created(id, companyId),
      {
        type: OrderEvents.OrderInvoiceSent,
        data: { invoice_number: '9999', invoice_key: newKey, path: 'x', status: 2, at: at(11) },
      },
    ]);
    expect((await rows(id)).map((r: { tracking_key: string }) => r.tracking_key)).toEqual(['AA123456785BR', newKey]);
    await project(db(), projection, { id, type: 'order' }, [
      { type: OrderEvents.OrderStatusChanged, data: { from: 3, to: 5, at: at(12) } },
    ]);
    expect((await rows(id)).map((r: { open: boolean }) => r.open)).toEqual([false, false]);
    const [cancelled] = [randomUUID()];
    await project(db(), projection, { id: cancelled, type: 'order' }, [
      created(cancelled, companyId),
      { type: OrderEvents.OrderCancelled, data: { company_id: companyId, from: 2, cancelled_at: at(11) } },
    ]);
    expect((await rows(cancelled)).map((r: { open: boolean }) => r.open)).toEqual([false, false]);
  });

  it('follows an edit: a removed volume goes, a new tracking number re-keys its volume', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const orders = new OrdersProjection();
    const edit = {
      type: OrderEvents.OrderUpdated,
      data: {
        ...created(id, companyId).data,
        shipments: [{ ...volume, id: 'ship-1', tracking_number: 'AB123456785BR' }],
        status: 2,
        updated_at: at(11),
      },
    };
    await project(db(), orders, { id, type: 'order' }, [created(id, companyId)]);
    await project(db(), projection, { id, type: 'order' }, [created(id, companyId), edit]);
    expect(await rows(id)).toEqual([
      expect.objectContaining({ shipment_id: 'ship-1', tracking_key: 'AB123456785BR', open: true }),
    ]);
  });
});

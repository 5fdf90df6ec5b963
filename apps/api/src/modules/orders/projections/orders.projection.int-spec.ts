import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { project, useTestDatabase } from '../../../platform/event-store/testing/projection-spec.spec-helper.js';
import { orderCreatedFor, orderData } from '../domain/order-fixtures.spec-helper.js';
import { type OrderCreated, OrderEvents, type OrderUpdated } from '../events/order-events.js';
import { OrdersProjection } from './orders.projection.js';
import { runSql, sql } from '../../../platform/database/sql.js';

const db = useTestDatabase();
const projection = new OrdersProjection();
const [CARRIER_ID, DC_ID] = [randomUUID(), randomUUID()];
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;

// The read model keeps carrier and CD ids as uuids.
const created = (id: string, companyId: string, extra: Partial<OrderCreated> = {}) =>
  orderCreatedFor(
    id,
    companyId,
    {
      invoice_number: '4242',
      carrier: { id: CARRIER_ID, name: 'Rápida' },
      origin: { id: DC_ID, reference: 'CD1', city: 'Campinas' },
    },
    extra,
  );
const moved = (from: number, to: number, day: number) => ({
  type: OrderEvents.OrderStatusChanged,
  data: { from, to, at: at(day) },
});
const rows = (id: string) =>
  runSql(
    db(),
    sql`SELECT company_id, reference, status, carrier_name, recipient_name, to_zip, to_city, to_state,
            distribution_center_reference, from_city, total_origins, cargo_value::float AS cargo_value,
            estimated_cost::float AS estimated_cost, deadline::text AS deadline, search_text, status_history,
            delivered_at IS NOT NULL AS delivered, tracking_only, tracker_details, alert_type, alerts, pickup_id, issues, review
       FROM orders WHERE id = ${id}`,
  );

describe('orders projection', () => {
  it('writes a created order with the columns the list filters and sorts on', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'order' }, [created(id, companyId)]);
    expect(await rows(id)).toEqual([
      {
        company_id: companyId,
        reference: `PED-${id.slice(0, 8)}`,
        status: 2,
        carrier_name: 'Rápida',
        recipient_name: 'Ana',
        to_zip: '01310100',
        to_city: 'São Paulo',
        to_state: 'SP',
        distribution_center_reference: 'CD1',
        from_city: 'Campinas',
        total_origins: 1,
        cargo_value: 100,
        estimated_cost: 42.5,
        deadline: '2026-03-15',
        search_text: `ped-${id.slice(0, 8)} ana 12345678909 4242`,
        status_history: [{ status: 2, at: at(10) }],
        delivered: false,
        tracking_only: false,
        tracker_details: [],
        alert_type: null,
        alerts: [],
        pickup_id: null,
        issues: [],
        review: null,
      },
    ]);
  });

  it('writes the same row through the single creation statement the store sends', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const event = created(id, companyId);
    const statement = projection.statementOf({ stream_id: `order-${id}`, ...event });
    await runSql(db(), statement!);
    // The same order folded by apply, in another company (references are unique per company).
    const [viaApply, otherCompany] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id: viaApply, type: 'order' }, [
      { ...event, data: { ...event.data, order_id: viaApply, company_id: otherCompany } },
    ]);
    const [one] = await rows(id);
    const [other] = await rows(viaApply);
    expect({ ...one, company_id: otherCompany }).toEqual(other);
  });

  it('rewrites the content on an edit, adding to the history only when the status changes', async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    const edited = (status: 1 | 2, day: number, reference: string) => ({
      type: OrderEvents.OrderUpdated,
      data: {
        ...orderData({
          reference,
          invoice_number: '777',
          carrier: null,
          origin: { id: DC_ID, reference: 'CD2', city: 'Extrema' },
        }),
        status,
        updated_at: at(day),
      } satisfies OrderUpdated,
    });
    await project(db(), projection, { id, type: 'order' }, [
      created(id, companyId, { status: 1 }),
      edited(1, 11, 'ped-editado'),
      edited(2, 12, 'PED-EDITADO'),
    ]);
    expect(await rows(id)).toMatchObject([
      {
        reference: 'PED-EDITADO',
        status: 2,
        carrier_name: null,
        distribution_center_reference: 'CD2',
        from_city: 'Extrema',
        search_text: expect.stringMatching(/^ped-editado .* 777$/),
        status_history: [
          { status: 1, at: at(10) },
          { status: 2, at: at(12) },
        ],
      },
    ]);
  });

  it("starts an order awaiting a quote with Despacho's note on its timeline", async () => {
    const [id, companyId] = [randomUUID(), randomUUID()];
    await project(db(), projection, { id, type: 'order' }, [
      created(id, companyId, { status: 12, carrier: null, awaiting_quote: 'Nenhuma transportadora atende o CEP.' }),
    ]);
    expect(await rows(id)).toMatchObject([
      {
        status: 12,
        carrier_name: null,
        tracker_details: [
          {
            status: 12,
            code: null,
            description: 'Aguardando Cotação',
            message: 'Nenhuma transportadora atende o CEP.',
            occurred_at: at(10),
            source: 'system',
          },
        ],
      },
    ]);
  });

  it('follows its pickup, the moves to delivered with their history, an alert and the rating', async () => {
    const [id, companyId, pickupId] = [randomUUID(), randomUUID(), randomUUID()];
    const review = { rate: 2, message: 'Demorou', created_at: at(16) };
    const detail = { code: '123', description: 'Extravio', message: null, occurred_at: at(13), source: 'manual' };
    await project(db(), projection, { id, type: 'order' }, [
      created(id, companyId),
      { type: OrderEvents.OrderPickupAssigned, data: { pickup_id: pickupId, at: at(11) } },
      moved(2, 6, 11),
      moved(6, 3, 12),
      {
        type: OrderEvents.OrderTrackingRegistered,
        data: { detail: { ...detail, status: 3 }, alert_type: 1, at: at(13) },
      },
      moved(3, 5, 14),
      { type: OrderEvents.OrderRated, data: { review } },
    ]);
    expect(await rows(id)).toMatchObject([
      {
        status: 5,
        pickup_id: pickupId,
        delivered: true,
        alert_type: 1,
        tracker_details: [{ ...detail, status: 3 }],
        alerts: [{ type: 1, tracker_detail: { ...detail, status: 3 } }],
        review,
        status_history: [
          { status: 2, at: at(10) },
          { status: 6, at: at(11) },
          { status: 3, at: at(12) },
          { status: 5, at: at(14) },
        ],
      },
    ]);
  });

  it('leaves the pickup back to awaiting acceptance, keeps messages, and records a cancellation', async () => {
    const [id, companyId, pickupId] = [randomUUID(), randomUUID(), randomUUID()];
    const issue = {
      id: randomUUID(),
      message: 'Onde está?',
      user: { id: 'u1', name: 'Ana' },
      staff: false,
      created_at: at(12),
    };
    await project(db(), projection, { id, type: 'order' }, [
      created(id, companyId),
      { type: OrderEvents.OrderPickupAssigned, data: { pickup_id: pickupId, at: at(11) } },
      moved(2, 6, 11),
      { type: OrderEvents.OrderPickupRemoved, data: { pickup_id: pickupId, status: 2, at: at(12) } },
      { type: OrderEvents.OrderIssueAdded, data: issue },
      { type: OrderEvents.OrderCancelled, data: { company_id: companyId, from: 2, cancelled_at: at(13) } },
    ]);
    expect(await rows(id)).toMatchObject([
      {
        status: 9,
        pickup_id: null,
        issues: [issue],
        status_history: [
          { status: 2, at: at(10) },
          { status: 6, at: at(11) },
          { status: 2, at: at(12) },
          { status: 9, at: at(13) },
        ],
      },
    ]);
  });
});

import { ORDER_STATUS, type OrderStatusId } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { OrderEvents, type OrderShipment, type OrderTrackingRegistered } from '../events/order-events.js';
import { orderCreated, orderData } from './order-fixtures.spec-helper.js';
import { Order, type ReceivedCarrierEvent } from './order.aggregate.js';

const COMPANY = 'company-a';
const AT = new Date('2026-03-20T12:00:00.000Z');
const at = AT.toISOString();
const order = () => new Order('order-1');

const carrierEvent = (
  key: string,
  state: ReceivedCarrierEvent['state'],
  occurred_at: string,
  over: Partial<ReceivedCarrierEvent> = {},
): ReceivedCarrierEvent => ({
  key,
  state,
  problem: null,
  code: 'BDE/01',
  description: 'Objeto em trânsito',
  place: 'CURITIBA/PR',
  occurred_at,
  source: 'Correios',
  receipt_url: null,
  ...over,
});

/** The occurrence an event is recorded as, on the volume named, with the order's status after it. */
const registered = (
  event: ReceivedCarrierEvent,
  status: OrderStatusId,
  shipment_id: string | null = 'ship-1',
  over: Partial<OrderTrackingRegistered['detail']> = {},
  alert_type: number | null = null,
) => ({
  type: OrderEvents.OrderTrackingRegistered,
  data: {
    detail: {
      status,
      code: event.code,
      description: event.description,
      message: null,
      occurred_at: event.occurred_at,
      source: 'carrier' as const,
      key: event.key,
      carrier: event.source,
      state: event.state,
      shipment_id,
      place: event.place,
      receipt_url: event.receipt_url,
      ...over,
    },
    alert_type,
    at,
  },
});

const moved = (from: OrderStatusId, to: OrderStatusId, when: string) => ({
  type: OrderEvents.OrderStatusChanged,
  data: { from, to, at: when, manually: false },
});

const posted = carrierEvent('k1', 'posted', '2026-03-10T10:00:00.000Z');
const inTransit = carrierEvent('k2', 'in_transit', '2026-03-11T10:00:00.000Z');
const outForDelivery = carrierEvent('k3', 'out_for_delivery', '2026-03-12T08:00:00.000Z');
const delivered = carrierEvent('k4', 'delivered', '2026-03-12T15:00:00.000Z', {
  description: 'Objeto entregue ao destinatário',
  receipt_url: 'https://carrier.example/pod.jpg',
});

describe('Order.receiveCarrierEvents', () => {
  it('moves the order forward with each event, by the events’ own time whatever order they came in', () => {
    const o = given(order(), orderCreated(2, at))
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-1', [outForDelivery, posted], AT))
      .thenRaises(
        moved(2, 3, posted.occurred_at),
        registered(posted, 3),
        moved(3, 4, outForDelivery.occurred_at),
        registered(outForDelivery, 4),
      );
    expect(o.status).toBe(ORDER_STATUS.outForDelivery);
  });

  it('changes nothing for keys it already has (rebuilt from its events), and counts them as duplicates', () => {
    const history = [orderCreated(2, at), moved(2, 3, posted.occurred_at), registered(posted, 3)];
    let outcome: unknown;
    given(order(), ...history)
      .when((o) => (outcome = o.receiveCarrierEvents(COMPANY, 'ship-1', [posted, posted], AT)))
      .thenRaisesNothing();
    expect(outcome).toEqual({ applied: 0, duplicates: 2 });
  });

  it('adds a late, older event to the timeline without moving the status backwards', () => {
    given(order(), orderCreated(2, at), moved(2, 4, outForDelivery.occurred_at), registered(outForDelivery, 4))
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-1', [inTransit], AT))
      .thenRaises(registered(inTransit, 4));
  });

  it('stops at delivered, keeping the proof of delivery; later events only join the timeline', () => {
    const history = [orderCreated(3, at), moved(3, 5, delivered.occurred_at), registered(delivered, 5)];
    given(order(), orderCreated(3, at))
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-1', [delivered], AT))
      .thenRaises(...history.slice(1));
    const returning = carrierEvent('k5', 'returning', '2026-03-13T10:00:00.000Z');
    given(order(), ...history)
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-1', [returning], AT))
      .thenRaises(registered(returning, 5));
  });

  it('records damage as 178/179 and loss as 123 with their alerts, failed attempts as alert 4 with the reason', () => {
    const damage = carrierEvent('d1', 'exception', '2026-03-11T10:00:00.000Z', {
      problem: 'damage',
      code: 'FC/07',
      description: 'Objeto avariado',
    });
    const attempt = carrierEvent('a1', 'failed_attempt', '2026-03-11T11:00:00.000Z', {
      problem: 'absent',
      code: 'BDE/20',
      description: 'Carteiro não atendido',
    });
    given(order(), orderCreated(3, at))
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-1', [attempt, damage], AT))
      .thenRaises(
        registered(damage, 3, 'ship-1', { code: '179', carrier_code: 'FC/07' }, 1),
        registered(attempt, 3, 'ship-1', { message: 'Tentativa de entrega sem sucesso: Destinatário ausente' }, 4),
      );
  });

  it('delivers a multi-volume order only when every tracked volume is delivered', () => {
    const twoVolumes = orderData().shipments.map((s): OrderShipment[] => [s, { ...s, id: 'ship-2' }])[0];
    const first = carrierEvent('v1', 'delivered', '2026-03-12T15:00:00.000Z');
    const second = carrierEvent('v2-posted', 'posted', '2026-03-10T15:00:00.000Z');
    const created = orderCreated(3, at, { shipments: twoVolumes });
    given(order(), created)
      .when((o) => {
        o.receiveCarrierEvents(COMPANY, 'ship-1', [first], AT);
        o.receiveCarrierEvents(COMPANY, 'ship-2', [second], AT);
      })
      .thenRaises(registered(first, 3), registered(second, 3, 'ship-2'));
    const secondDelivered = carrierEvent('v2', 'delivered', '2026-03-13T15:00:00.000Z');
    given(order(), created, registered(first, 3), registered(second, 3, 'ship-2'))
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-2', [secondDelivered], AT))
      .thenRaises(moved(3, 5, secondDelivered.occurred_at), registered(secondDelivered, 5, 'ship-2'));
  });

  it('with tracking numbers, counts only the numbered volumes and those with events', () => {
    const [volume] = orderData().shipments;
    const shipments = [
      { ...volume, tracking_number: 'AA123456785BR' },
      { ...volume, id: 'ship-2' },
    ];
    given(order(), orderCreated(3, at, { shipments }))
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-1', [delivered], AT))
      .thenRaises(moved(3, 5, delivered.occurred_at), registered(delivered, 5));
  });

  it('takes an event for the whole order (no volume named) as every volume’s', () => {
    given(order(), orderCreated(2, at))
      .when((o) => o.receiveCarrierEvents(COMPANY, null, [delivered], AT))
      .thenRaises(moved(2, 5, delivered.occurred_at), registered(delivered, 5, null));
  });

  it('refuses events for a cancelled order, another company’s order and an unknown volume', () => {
    given(order(), orderCreated(2, at), {
      type: OrderEvents.OrderCancelled,
      data: { company_id: COMPANY, from: 2, cancelled_at: at },
    })
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-1', [posted], AT))
      .thenRefuses('conflict', 'O pedido PED-1 está Cancelado: eventos da transportadora não são aceitos.');
    given(order(), orderCreated(2, at))
      .when((o) => o.receiveCarrierEvents('company-b', 'ship-1', [posted], AT))
      .thenRefuses('not-found', 'Pedido não encontrado.');
    given(order(), orderCreated(2, at))
      .when((o) => o.receiveCarrierEvents(COMPANY, 'ship-9', [posted], AT))
      .thenRefuses('not-found', 'Volume não encontrado neste pedido.');
  });
});

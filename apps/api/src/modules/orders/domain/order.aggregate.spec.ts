import { ORDER_STATUS, type OrderStatusId } from '@despacho/domain';
import { describe, expect, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { type OrderCreated, OrderEvents } from '../events/order-events.js';
import { orderData as data } from './order-fixtures.spec-helper.js';
import { Order } from './order.aggregate.js';

const COMPANY = 'company-a';
const OTHER_COMPANY = 'company-b';
const AT = new Date('2026-03-10T12:00:00.000Z');
const at = AT.toISOString();

const created = (status: OrderStatusId, extra: Partial<OrderCreated> = {}) => ({
  type: OrderEvents.OrderCreated,
  data: {
    order_id: 'order-1',
    company_id: COMPANY,
    status,
    created_at: at,
    tracking_only: false,
    ...data(),
    ...extra,
  } satisfies OrderCreated,
});

const order = () => new Order('order-1');
const moved = (from: OrderStatusId, to: OrderStatusId) => ({
  type: OrderEvents.OrderStatusChanged,
  data: { from, to, at },
});
const notFound = ['not-found', 'Pedido não encontrado.'] as const;

describe('Order.create', () => {
  it('starts awaiting the invoice without one', () => {
    given(order())
      .when((o) => o.create(COMPANY, data(), AT))
      .thenRaises(created(ORDER_STATUS.awaitingInvoice));
  });

  it('starts awaiting acceptance when the invoice key comes with it', () => {
    const withInvoice = data({ invoice_key: '3526'.padEnd(44, '0') });
    const o = given(order())
      .when((o) => o.create(COMPANY, withInvoice, AT))
      .thenRaises(created(ORDER_STATUS.awaitingAcceptance, { invoice_key: withInvoice.invoice_key }));
    expect(o.status).toBe(ORDER_STATUS.awaitingAcceptance);
  });

  it('starts awaiting a quote, with the reason, when no carrier covers it', () => {
    given(order())
      .when((o) => o.create(COMPANY, data({ carrier: null }), AT, false, 'Nenhuma transportadora atende o CEP.'))
      .thenRaises(
        created(ORDER_STATUS.awaitingQuote, { carrier: null, awaiting_quote: 'Nenhuma transportadora atende o CEP.' }),
      );
  });

  it('records a tracking-only order', () => {
    given(order())
      .when((o) => o.create(COMPANY, data(), AT, true))
      .thenRaises(created(ORDER_STATUS.awaitingInvoice, { tracking_only: true }));
  });
});

describe('Order.update', () => {
  it('keeps the status and how it ships when no quote was chosen', () => {
    given(order(), created(ORDER_STATUS.awaitingAcceptance))
      .when((o) => o.update(COMPANY, data({ reference: 'PED-2', carrier: null, estimated_cost: null }), 'user', AT))
      .thenRaises({
        type: OrderEvents.OrderUpdated,
        data: { ...data({ reference: 'PED-2' }), status: ORDER_STATUS.awaitingAcceptance, updated_at: at },
      });
  });

  it('moves an order awaiting the invoice to awaiting acceptance when the invoice arrives with the edit', () => {
    const withInvoice = data({ invoice_number: '123' });
    given(order(), created(ORDER_STATUS.awaitingInvoice))
      .when((o) => o.update(COMPANY, withInvoice, 'user', AT))
      .thenRaises({
        type: OrderEvents.OrderUpdated,
        data: { ...withInvoice, status: ORDER_STATUS.awaitingAcceptance, updated_at: at },
      });
  });

  it('takes an order awaiting a quote out of 12 once a quote gives it a carrier', () => {
    given(order(), created(ORDER_STATUS.awaitingQuote, { carrier: null }))
      .when((o) => o.update(COMPANY, data(), 'user', AT))
      .thenRaises({
        type: OrderEvents.OrderUpdated,
        data: { ...data(), status: ORDER_STATUS.awaitingInvoice, updated_at: at },
      });
  });

  it.each([3, 4, 5, 6, 7, 8, 9, 14] as OrderStatusId[])('refuses to edit an order in status %i', (status) => {
    given(order(), created(status))
      .when((o) => o.update(COMPANY, data(), 'superAdmin', AT))
      .thenRefuses(
        'conflict',
        `Não é possível editar um pedido ${
          {
            3: 'Em trânsito',
            4: 'Saiu para entrega',
            5: 'Entregue',
            6: 'Coleta aceita',
            7: 'Retornando',
            8: 'Falha',
            9: 'Cancelado',
            14: 'Devolvido',
          }[status as 3]
        }.`,
      );
  });

  it("answers another company's order like a missing one", () => {
    given(order(), created(1))
      .when((o) => o.update(OTHER_COMPANY, data(), 'superAdmin', AT))
      .thenRefuses(...notFound);
    given(order())
      .when((o) => o.update(COMPANY, data(), 'superAdmin', AT))
      .thenRefuses(...notFound);
  });
});

describe('Order.cancel', () => {
  it('cancels an order not yet on the road, for any user, recording where it was', () => {
    const o = given(order(), created(ORDER_STATUS.awaitingAcceptance))
      .when((o) => o.cancel(COMPANY, 'user', AT))
      .thenRaises({ type: OrderEvents.OrderCancelled, data: { company_id: COMPANY, from: 2, cancelled_at: at } });
    expect(o.status).toBe(ORDER_STATUS.cancelled);
  });

  it('refuses to cancel twice: cancelling is irreversible', () => {
    given(order(), created(1), {
      type: OrderEvents.OrderCancelled,
      data: { company_id: COMPANY, from: 1, cancelled_at: at },
    })
      .when((o) => o.cancel(COMPANY, 'superAdmin', AT))
      .thenRefuses('conflict', 'Não é possível cancelar um pedido Cancelado. O cancelamento é irreversível.');
  });

  it('refuses to cancel an order in transit', () => {
    given(order(), created(2), moved(2, 3))
      .when((o) => o.cancel(COMPANY, 'admin', AT))
      .thenRefuses('conflict', 'Não é possível cancelar um pedido Em trânsito.');
  });

  it('refuses to cancel an order returning, and to deliver a cancelled one: both are irreversible', () => {
    given(order(), created(2), moved(2, 7))
      .when((o) => o.cancel(COMPANY, 'user', AT))
      .thenRefuses('conflict', 'Não é possível cancelar um pedido Retornando. A devolução é irreversível.');
    given(order(), created(1), {
      type: OrderEvents.OrderCancelled,
      data: { company_id: COMPANY, from: 1, cancelled_at: at },
    })
      .when((o) => o.move(COMPANY, 'markDelivered', 'admin', AT))
      .thenRefuses(
        'conflict',
        'Não é possível marcar como entregue um pedido Cancelado. O cancelamento é irreversível.',
      );
  });

  it("answers another company's order like a missing one", () => {
    given(order(), created(1))
      .when((o) => o.cancel(OTHER_COMPANY, 'superAdmin', AT))
      .thenRefuses(...notFound);
  });
});

describe('Order.move', () => {
  it('marks an order in transit by hand (admins)', () => {
    given(order(), created(2))
      .when((o) => o.move(COMPANY, 'markInTransit', 'admin', AT))
      .thenRaises({ type: OrderEvents.OrderStatusChanged, data: { from: 2, to: 3, at, manually: true } });
  });

  it('confirms the shipment of an order awaiting the invoice (1 → 2)', () => {
    given(order(), created(1))
      .when((o) => o.move(COMPANY, 'confirmShipment', 'user', AT))
      .thenRaises({ type: OrderEvents.OrderStatusChanged, data: { from: 1, to: 2, at, manually: true } });
  });

  it('follows the road to delivered', () => {
    const o = given(order(), created(2), moved(2, 3), moved(3, 4))
      .when((o) => o.move(COMPANY, 'markDelivered', 'admin', AT))
      .thenRaises({ type: OrderEvents.OrderStatusChanged, data: { from: 4, to: 5, at, manually: true } });
    expect(o.status).toBe(ORDER_STATUS.delivered);
  });

  it('refuses a move the role may not run (403 at the edge)', () => {
    given(order(), created(2))
      .when((o) => o.move(COMPANY, 'markInTransit', 'user', AT))
      .thenRefuses('forbidden', 'Apenas administradores podem marcar como em trânsito um pedido.');
    given(order(), created(3))
      .when((o) => o.move(COMPANY, 'markOutForDelivery', 'admin', AT))
      .thenRefuses('forbidden', 'Apenas super administradores podem marcar como saiu para entrega um pedido.');
  });

  it('refuses a move the status machine does not allow (409 at the edge)', () => {
    given(order(), created(2), moved(2, 3), moved(3, 7))
      .when((o) => o.move(COMPANY, 'markInTransit', 'superAdmin', AT))
      .thenRefuses(
        'conflict',
        'Não é possível marcar como em trânsito um pedido Retornando. A devolução é irreversível.',
      );
    given(order(), created(2), moved(2, 5))
      .when((o) => o.move(COMPANY, 'markInReturn', 'superAdmin', AT))
      .thenRefuses('conflict', 'Não é possível marcar como em devolução um pedido Entregue.');
  });

  it("answers another company's order like a missing one", () => {
    given(order(), created(2))
      .when((o) => o.move(OTHER_COMPANY, 'markDelivered', 'superAdmin', AT))
      .thenRefuses(...notFound);
  });
});

describe('Order.changeDeliveryDate', () => {
  it('records a new forecast (super admins) while the order is not final', () => {
    given(order(), created(3))
      .when((o) => o.changeDeliveryDate(COMPANY, '2026-03-20', 'superAdmin', AT))
      .thenRaises({ type: OrderEvents.OrderDeliveryDateChanged, data: { deadline: '2026-03-20', at } });
  });

  it('refuses other roles and final orders', () => {
    given(order(), created(3))
      .when((o) => o.changeDeliveryDate(COMPANY, '2026-03-20', 'admin', AT))
      .thenRefuses('forbidden', 'Apenas super administradores podem alterar a data de entrega de um pedido.');
    given(order(), created(2), moved(2, 5))
      .when((o) => o.changeDeliveryDate(COMPANY, '2026-03-20', 'superAdmin', AT))
      .thenRefuses('conflict', 'Não é possível alterar a data de entrega de um pedido Entregue.');
  });
});

describe('Order.changeCarrier', () => {
  const change = { carrier: { id: 'carrier-2', name: 'Veloz' }, estimated_cost: 30, shipment_id: null };

  it('changes the carrier of an order not yet handed over', () => {
    given(order(), created(2))
      .when((o) => o.changeCarrier(COMPANY, change, AT))
      .thenRaises({ type: OrderEvents.OrderCarrierChanged, data: { ...change, at } });
  });

  it('takes an order awaiting a quote to where it would have started: 1 without an invoice, 2 with one', () => {
    given(order(), created(12, { carrier: null }))
      .when((o) => o.changeCarrier(COMPANY, change, AT))
      .thenRaises(
        { type: OrderEvents.OrderCarrierChanged, data: { ...change, at } },
        { type: OrderEvents.OrderStatusChanged, data: { from: 12, to: 1, at } },
      );
    given(order(), created(12, { carrier: null, invoice_number: '77' }))
      .when((o) => o.changeCarrier(COMPANY, change, AT))
      .thenRaises(
        { type: OrderEvents.OrderCarrierChanged, data: { ...change, at } },
        { type: OrderEvents.OrderStatusChanged, data: { from: 12, to: 2, at } },
      );
  });

  it('changes one volume only when the order has it', () => {
    given(order(), created(2))
      .when((o) => o.changeCarrier(COMPANY, { ...change, shipment_id: 'ship-1' }, AT))
      .thenRaises({ type: OrderEvents.OrderCarrierChanged, data: { ...change, shipment_id: 'ship-1', at } });
    given(order(), created(2))
      .when((o) => o.changeCarrier(COMPANY, { ...change, shipment_id: 'ship-9' }, AT))
      .thenRefuses('not-found', 'Volume não encontrado neste pedido.');
  });

  it('refuses once the goods are on the road', () => {
    given(order(), created(2), moved(2, 3))
      .when((o) => o.changeCarrier(COMPANY, change, AT))
      .thenRefuses('conflict', 'Não é possível trocar a transportadora de um pedido Em trânsito.');
  });
});

describe('Order.volumesToQuote', () => {
  it('answers the destination and all volumes, or the one named, or refuses an unknown one', () => {
    const o = given(order(), created(2))
      .when(() => undefined)
      .thenRaisesNothing();
    expect(o.volumesToQuote(COMPANY, null)).toEqual({ toZip: '01310100', shipments: data().shipments });
    expect(o.volumesToQuote(COMPANY, 'ship-1').shipments).toHaveLength(1);
    given(order(), created(2))
      .when((o) => o.volumesToQuote(COMPANY, 'ship-9'))
      .thenRefuses('not-found', 'Volume não encontrado neste pedido.');
    given(order(), created(2))
      .when((o) => o.shipmentIdsFor(OTHER_COMPANY))
      .thenRefuses(...notFound);
  });
});

describe('Order.sendInvoice', () => {
  const invoice = { invoice_number: '123', invoice_key: '35'.padEnd(44, '1'), path: 'nfe/123.xml' };

  it('moves 1 → 2 and keeps 2 when the invoice is replaced', () => {
    given(order(), created(1))
      .when((o) => o.sendInvoice(COMPANY, invoice, 'user', AT))
      .thenRaises({ type: OrderEvents.OrderInvoiceSent, data: { ...invoice, status: 2, at } });
    given(order(), created(2))
      .when((o) => o.sendInvoice(COMPANY, invoice, 'user', AT))
      .thenRaises({ type: OrderEvents.OrderInvoiceSent, data: { ...invoice, status: 2, at } });
  });

  it('refuses once the goods have left', () => {
    given(order(), created(2), moved(2, 3))
      .when((o) => o.sendInvoice(COMPANY, invoice, 'superAdmin', AT))
      .thenRefuses('conflict', 'Não é possível enviar a nota fiscal de um pedido Em trânsito.');
  });
});

describe('Order tracking', () => {
  const detail = {
    code: null,
    description: 'Aguardando retirada',
    message: null,
    occurred_at: at,
    source: 'manual' as const,
  };

  it('registers an occurrence with the order status at the time and no alert', () => {
    given(order(), created(2), moved(2, 3))
      .when((o) => o.registerManualTracking(COMPANY, detail, null, 'user', AT))
      .thenRaises({
        type: OrderEvents.OrderTrackingRegistered,
        data: { detail: { ...detail, status: 3 }, alert_type: null, at },
      });
  });

  it('raises the alert of an alerting code (123), for the operations tier only', () => {
    const alerting = { ...detail, code: '123' };
    given(order(), created(3))
      .when((o) => o.registerManualTracking(COMPANY, alerting, null, 'admin', AT))
      .thenRefuses('forbidden', 'Apenas super administradores podem registrar uma ocorrência com alerta.');
    given(order(), created(3))
      .when((o) => o.registerManualTracking(COMPANY, detail, 4, 'admin', AT))
      .thenRefuses('forbidden', 'Apenas super administradores podem registrar uma ocorrência com alerta.');
    given(order(), created(3))
      .when((o) => o.registerManualTracking(COMPANY, detail, 4, 'superAdmin', AT))
      .thenRaises({
        type: OrderEvents.OrderTrackingRegistered,
        data: { detail: { ...detail, status: 3 }, alert_type: 4, at },
      });
  });

  it('refuses an occurrence on a cancelled order', () => {
    given(order(), created(1), {
      type: OrderEvents.OrderCancelled,
      data: { company_id: COMPANY, from: 1, cancelled_at: at },
    })
      .when((o) => o.registerTracking(COMPANY, detail, null, AT))
      .thenRefuses('conflict', 'Não é possível registrar ocorrência em um pedido Cancelado.');
  });
});

describe('Order messages and attachments', () => {
  const issue = { id: 'issue-1', message: 'Onde está?', user: { id: 'u1', name: 'Ana' }, staff: false, created_at: at };

  it('adds a message, except to a tracking-only order', () => {
    given(order(), created(2))
      .when((o) => o.addIssue(COMPANY, issue))
      .thenRaises({ type: OrderEvents.OrderIssueAdded, data: issue });
    given(order(), created(2, { tracking_only: true }))
      .when((o) => o.addIssue(COMPANY, issue))
      .thenRefuses('conflict', 'Este pedido é somente de rastreio: não é possível enviar mensagens.');
  });

  it("adds an attachment to the company's own order only", () => {
    const attachment = {
      name: 'nota.pdf',
      type: 'pdf' as const,
      mime: 'application/pdf',
      path: 'a/nota.pdf',
      shipment_reference: null,
      created_at: at,
    };
    given(order(), created(2))
      .when((o) => o.addAttachment(COMPANY, attachment))
      .thenRaises({ type: OrderEvents.OrderAttachmentAdded, data: attachment });
    given(order(), created(2))
      .when((o) => o.addAttachment(OTHER_COMPANY, attachment))
      .thenRefuses(...notFound);
  });
});

describe('Order and its pickup', () => {
  const assigned = { type: OrderEvents.OrderPickupAssigned, data: { pickup_id: 'pickup-1', at } };

  it('joins a pickup while awaiting acceptance and in none', () => {
    const o = given(order(), created(2))
      .when((o) => o.assignPickup(COMPANY, 'pickup-1', AT))
      .thenRaises(assigned);
    expect(o.pickupId).toBe('pickup-1');
  });

  it('refuses an order in another status or already in a pickup', () => {
    given(order(), created(1))
      .when((o) => o.assignPickup(COMPANY, 'pickup-1', AT))
      .thenRefuses(
        'conflict',
        'O pedido PED-1 está Aguardando Nota: só pedidos aguardando aceite entram em uma coleta.',
      );
    given(order(), created(2), assigned)
      .when((o) => o.assignPickup(COMPANY, 'pickup-2', AT))
      .thenRefuses('conflict', 'O pedido PED-1 já está em outra coleta.');
  });

  it('leaves the pickup back to awaiting acceptance before collection', () => {
    const o = given(order(), created(2), assigned, moved(2, 6))
      .when((o) => o.removeFromPickup(COMPANY, AT))
      .thenRaises({ type: OrderEvents.OrderPickupRemoved, data: { pickup_id: 'pickup-1', status: 2, at } });
    expect([o.pickupId, o.status]).toEqual([null, 2]);
  });

  it('refuses to leave a pickup it is not in, or once collected', () => {
    given(order(), created(2))
      .when((o) => o.removeFromPickup(COMPANY, AT))
      .thenRefuses('conflict', 'O pedido PED-1 não está em nenhuma coleta.');
    given(order(), created(2), assigned, moved(2, 3))
      .when((o) => o.removeFromPickup(COMPANY, AT))
      .thenRefuses('conflict', 'O pedido PED-1 já foi coletado e não pode sair da coleta.');
  });

  it('accepts the pickup (2 → 6) and refuses any other status', () => {
    given(order(), created(2))
      .when((o) => o.acceptPickup(COMPANY, AT))
      .thenRaises({ type: OrderEvents.OrderStatusChanged, data: { from: 2, to: 6, at } });
    given(order(), created(2), moved(2, 6))
      .when((o) => o.acceptPickup(COMPANY, AT))
      .thenRefuses('conflict', 'Não é possível aceitar a coleta de um pedido Coleta aceita.');
  });

  it('is collected once: in transit with the Coletado occurrence; a later collection changes nothing', () => {
    given(order(), created(2), moved(2, 6))
      .when((o) => o.collect(COMPANY, AT))
      .thenRaises(
        { type: OrderEvents.OrderStatusChanged, data: { from: 6, to: 3, at } },
        {
          type: OrderEvents.OrderTrackingRegistered,
          data: {
            detail: {
              code: '202',
              description: 'Coletado',
              message: 'Coleta realizada pela transportadora',
              occurred_at: at,
              source: 'carrier',
              status: 3,
            },
            alert_type: null,
            at,
          },
        },
      );
    given(order(), created(2), moved(2, 3))
      .when((o) => o.collect(COMPANY, AT))
      .thenRaisesNothing();
  });
});

describe('Order.rate', () => {
  const review = { rate: 5, message: 'Ótimo', created_at: at };

  it('rates a delivered order once', () => {
    given(order(), created(2), moved(2, 5))
      .when((o) => o.rate(review))
      .thenRaises({ type: OrderEvents.OrderRated, data: { review } });
    given(order(), created(2), moved(2, 5), { type: OrderEvents.OrderRated, data: { review } })
      .when((o) => o.rate(review))
      .thenRefuses('conflict', 'Esta entrega já foi avaliada. Obrigado!');
  });

  it('refuses an order not delivered, or missing', () => {
    given(order(), created(3))
      .when((o) => o.rate(review))
      .thenRefuses('conflict', 'Só é possível avaliar um pedido entregue.');
    given(order())
      .when((o) => o.rate(review))
      .thenRefuses(...notFound);
  });
});

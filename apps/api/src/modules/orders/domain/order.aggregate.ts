import {
  type AlertType,
  alertTypeOfOccurrence,
  assertMayRun,
  assertTransition,
  CARRIER_EVENT_STATUSES,
  CARRIER_FINAL_STATUSES,
  carrierOccurrenceOf,
  carrierStatusRank,
  DomainError,
  FINAL_ORDER_STATUSES,
  ORDER_STATUS,
  ORDER_STATUS_DESCRIPTIONS,
  type OrderAction,
  type OrderStatusId,
  orderStatusOfTrackingState,
  type Role,
  type TrackingProblem,
  type TrackingSource,
  type TrackingState,
} from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import {
  type OrderAttachmentAdded,
  type OrderCancelled,
  type OrderCarrierChanged,
  type OrderCreated,
  type OrderData,
  type OrderDeliveryDateChanged,
  type OrderEvent,
  OrderEvents,
  type OrderInvoiceSent,
  type OrderIssueAdded,
  type OrderPickupAssigned,
  type OrderPickupRemoved,
  type OrderRated,
  type OrderShipment,
  type OrderStatusChanged,
  type OrderTrackingDetail,
  type OrderTrackingNumberSet,
  type OrderTrackingRegistered,
  type OrderUpdated,
} from '../events/order-events.js';
import { orderNotFound, ruleRefusal } from './order.errors.js';

/** The status machine's actions a person runs by hand on one order. */
export type ManualMove = Exclude<OrderAction, 'cancel' | 'changeDeliveryDate' | 'sendInvoice'>;

/** The edit menu is offered for these statuses only (orders-pickups.md §2, order detail header). */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatusId[] = [1, 2, 10, 11, 12];

const hasInvoice = (data: OrderData) => Boolean(data.invoice_number || data.invoice_key);

/** The alert an occurrence raises: the type named by hand, else its code's (178/179/123/126). */
const alertRaisedBy = (code: string | null, chosen: AlertType | null) => chosen ?? alertTypeOfOccurrence(code);

/** A carrier's event as the order takes it (the carrier connectors' CarrierEvent has this shape). */
export interface ReceivedCarrierEvent {
  key: string;
  state: TrackingState;
  problem: TrackingProblem | null;
  code: string;
  description: string;
  place: string | null;
  occurred_at: string;
  source: TrackingSource;
  receipt_url: string | null;
  unknown_code?: boolean;
}

/** What a batch of carrier events did to the order. */
export interface CarrierEventsOutcome {
  applied: number;
  duplicates: number;
}

const byOccurrence = (a: ReceivedCarrierEvent, b: ReceivedCarrierEvent) =>
  Date.parse(a.occurred_at) - Date.parse(b.occurred_at);

/** What a quote decided about an order; an edit without a chosen quote keeps it. */
type OrderShipping = Pick<OrderData, 'carrier' | 'estimated_cost' | 'deadline' | 'delivery'>;

const shippingOf = ({ carrier, estimated_cost, deadline, delivery }: OrderData): OrderShipping => ({
  carrier,
  estimated_cost,
  deadline,
  delivery: delivery ?? null,
});

/**
 * An order and its volumes. Status moves go through the domain's status machine (assertTransition);
 * the clock is an input (`at`), so demo data and imports can tell when things happened.
 */
export class Order extends Aggregate<OrderEvent> {
  readonly streamType = 'order';
  companyId = '';
  exists = false;
  status: OrderStatusId = ORDER_STATUS.awaitingInvoice;
  pickupId: string | null = null;
  rated = false;
  reference = '';
  trackingOnly = false;
  private invoiced = false;
  private shipping: OrderShipping = { carrier: null, estimated_cost: null, deadline: null, delivery: null };
  private shipmentIds = new Set<string>();
  /** The carrier events already on the timeline, by key: the same event again changes nothing. */
  private carrierEventKeys = new Set<string>();
  /** Per volume, the furthest status its carrier's events reached (volumes without events are absent). */
  private carrierVolumeStatus = new Map<string, OrderStatusId>();
  /** The volumes with a carrier tracking number of their own. */
  private numberedShipmentIds = new Set<string>();
  /** The destination and volumes a carrier's quote is priced on. */
  private quoteBasis: { toZip: string; shipments: OrderShipment[] } = { toZip: '', shipments: [] };

  /**
   * Starts at 1 (Aguardando Nota), or 2 when the invoice number or key comes with it; at 12
   * (Aguardando Cotação) when no carrier covers it, with the reason on its timeline.
   */
  create(
    companyId: string,
    data: OrderData,
    at: Date,
    trackingOnly = false,
    awaitingQuote: string | null = null,
    invoicePath: string | null = null,
  ): void {
    const status = awaitingQuote ? ORDER_STATUS.awaitingQuote : this.statusWithCarrier(data);
    this.raise(OrderEvents.OrderCreated, {
      order_id: this.id,
      company_id: companyId,
      status,
      created_at: at.toISOString(),
      tracking_only: trackingOnly,
      ...(awaitingQuote ? { awaiting_quote: awaitingQuote } : {}),
      ...(invoicePath ? { invoice_path: invoicePath } : {}),
      ...data,
    } satisfies OrderCreated);
  }

  /** The volume ids an edit may keep; another company's order is not found. */
  shipmentIdsFor(companyId: string): ReadonlySet<string> {
    this.assertOwnedBy(companyId);
    return this.shipmentIds;
  }

  /** The destination and volumes (all, or the one named) a carrier chosen later is quoted on. */
  volumesToQuote(companyId: string, shipmentId: string | null): { toZip: string; shipments: OrderShipment[] } {
    this.assertOwnedBy(companyId);
    const shipments = shipmentId
      ? this.quoteBasis.shipments.filter((s) => s.id === shipmentId)
      : this.quoteBasis.shipments;
    if (shipments.length === 0) throw new DomainError('not-found', 'Volume não encontrado neste pedido.');
    return { toZip: this.quoteBasis.toZip, shipments };
  }

  /** Without a chosen quote the order keeps how it ships; with one, an order awaiting a quote leaves 12. */
  update(companyId: string, data: OrderData, role: Role, at: Date): void {
    this.assertOwnedBy(companyId);
    if (!EDITABLE_ORDER_STATUSES.includes(this.status)) {
      throw new DomainError('conflict', `Não é possível editar um pedido ${ORDER_STATUS_DESCRIPTIONS[this.status]}.`);
    }
    const content = data.carrier ? data : { ...data, ...this.shipping };
    const status =
      this.status === ORDER_STATUS.awaitingQuote && content.carrier
        ? this.statusWithCarrier(content)
        : this.status === ORDER_STATUS.awaitingInvoice && hasInvoice(content)
          ? this.decide('sendInvoice', role)
          : this.status;
    this.raise(OrderEvents.OrderUpdated, { ...content, status, updated_at: at.toISOString() } satisfies OrderUpdated);
  }

  cancel(companyId: string, role: Role, at: Date): void {
    this.assertOwnedBy(companyId);
    this.decide('cancel', role);
    this.raise(OrderEvents.OrderCancelled, {
      company_id: companyId,
      from: this.status,
      cancelled_at: at.toISOString(),
    } satisfies OrderCancelled);
  }

  /** Manual moves (confirm, in transit, out for delivery, delivered, in return) as the status machine allows them. */
  move(companyId: string, action: ManualMove, role: Role, at: Date): void {
    this.assertOwnedBy(companyId);
    const to = this.decide(action, role);
    if (to === this.status) return;
    this.raise(OrderEvents.OrderStatusChanged, {
      from: this.status,
      to,
      at: at.toISOString(),
      manually: true,
    } satisfies OrderStatusChanged);
  }

  changeDeliveryDate(companyId: string, deadline: string, role: Role, at: Date): void {
    this.assertOwnedBy(companyId);
    this.decide('changeDeliveryDate', role);
    this.raise(OrderEvents.OrderDeliveryDateChanged, {
      deadline,
      at: at.toISOString(),
    } satisfies OrderDeliveryDateChanged);
  }

  /** A chosen quote's carrier, while the goods have not been handed over (the statuses an edit allows). */
  changeCarrier(companyId: string, change: Omit<OrderCarrierChanged, 'at'>, at: Date): void {
    this.assertOwnedBy(companyId);
    if (!EDITABLE_ORDER_STATUSES.includes(this.status)) {
      throw new DomainError(
        'conflict',
        `Não é possível trocar a transportadora de um pedido ${ORDER_STATUS_DESCRIPTIONS[this.status]}.`,
      );
    }
    if (change.shipment_id && !this.shipmentIds.has(change.shipment_id))
      throw new DomainError('not-found', 'Volume não encontrado neste pedido.');
    this.raise(OrderEvents.OrderCarrierChanged, { ...change, at: at.toISOString() } satisfies OrderCarrierChanged);
    // A carrier is what an order awaiting a quote lacked: it goes where it would have started.
    if (this.status === ORDER_STATUS.awaitingQuote) {
      const to = this.invoiced ? ORDER_STATUS.awaitingAcceptance : ORDER_STATUS.awaitingInvoice;
      this.raise(OrderEvents.OrderStatusChanged, {
        from: this.status,
        to,
        at: at.toISOString(),
      } satisfies OrderStatusChanged);
    }
  }

  sendInvoice(
    companyId: string,
    invoice: Pick<OrderInvoiceSent, 'invoice_number' | 'invoice_key' | 'path'>,
    role: Role,
    at: Date,
  ): void {
    this.assertOwnedBy(companyId);
    const status = this.decide('sendInvoice', role);
    this.raise(OrderEvents.OrderInvoiceSent, { ...invoice, status, at: at.toISOString() } satisfies OrderInvoiceSent);
  }

  /** An occurrence a person registers: any user may, but one that raises an alert is the operations tier's. */
  registerManualTracking(
    companyId: string,
    detail: Omit<OrderTrackingDetail, 'status'>,
    alertType: AlertType | null,
    role: Role,
    at: Date,
  ): void {
    this.assertOwnedBy(companyId);
    if (alertRaisedBy(detail.code, alertType) !== null)
      ruleRefusal(() => assertMayRun('registerOccurrenceAlert', role));
    this.registerTracking(companyId, detail, alertType, at);
  }

  /**
   * An occurrence on the order's timeline. Codes 178/179/123/126 raise the order's alert; an
   * operations user may name the alert type by hand (4, 'outros', has no code).
   */
  registerTracking(
    companyId: string,
    detail: Omit<OrderTrackingDetail, 'status'>,
    alertType: AlertType | null,
    at: Date,
  ): void {
    this.assertOwnedBy(companyId);
    if (this.status === ORDER_STATUS.cancelled)
      throw new DomainError('conflict', 'Não é possível registrar ocorrência em um pedido Cancelado.');
    this.raise(OrderEvents.OrderTrackingRegistered, {
      detail: { ...detail, status: this.status },
      alert_type: alertRaisedBy(detail.code, alertType),
      at: at.toISOString(),
    } satisfies OrderTrackingRegistered);
  }

  /** A volume's carrier tracking number at any status but the final ones, when UpdateOrder no longer may (issue 30). */
  setTrackingNumber(companyId: string, shipmentId: string, trackingNumber: string, at: Date): void {
    this.assertOwnedBy(companyId);
    if (FINAL_ORDER_STATUSES.includes(this.status)) {
      throw new DomainError(
        'conflict',
        `Não é possível informar o código de rastreio de um pedido ${ORDER_STATUS_DESCRIPTIONS[this.status]}.`,
      );
    }
    if (!this.shipmentIds.has(shipmentId)) throw new DomainError('not-found', 'Volume não encontrado neste pedido.');
    this.raise(OrderEvents.OrderTrackingNumberSet, {
      shipment_id: shipmentId,
      tracking_number: trackingNumber,
      at: at.toISOString(),
    } satisfies OrderTrackingNumberSet);
  }

  addIssue(companyId: string, issue: OrderIssueAdded): void {
    this.assertOwnedBy(companyId);
    if (this.trackingOnly)
      throw new DomainError('conflict', 'Este pedido é somente de rastreio: não é possível enviar mensagens.');
    this.raise(OrderEvents.OrderIssueAdded, issue);
  }

  addAttachment(companyId: string, attachment: OrderAttachmentAdded): void {
    this.assertOwnedBy(companyId);
    this.raise(OrderEvents.OrderAttachmentAdded, attachment);
  }

  /** Orders offered for a pickup request: awaiting acceptance (2) and in no pickup yet. */
  assignPickup(companyId: string, pickupId: string, at: Date): void {
    this.assertOwnedBy(companyId);
    if (this.status !== ORDER_STATUS.awaitingAcceptance) {
      throw new DomainError(
        'conflict',
        `O pedido ${this.reference} está ${ORDER_STATUS_DESCRIPTIONS[this.status]}: só pedidos aguardando aceite entram em uma coleta.`,
      );
    }
    if (this.pickupId) throw new DomainError('conflict', `O pedido ${this.reference} já está em outra coleta.`);
    this.raise(OrderEvents.OrderPickupAssigned, {
      pickup_id: pickupId,
      at: at.toISOString(),
    } satisfies OrderPickupAssigned);
  }

  /** Leaves the pickup before the goods are collected. */
  removeFromPickup(companyId: string, at: Date): void {
    this.assertOwnedBy(companyId);
    if (!this.pickupId) throw new DomainError('conflict', `O pedido ${this.reference} não está em nenhuma coleta.`);
    if (this.status !== ORDER_STATUS.awaitingAcceptance && this.status !== ORDER_STATUS.pickupAccepted) {
      throw new DomainError('conflict', `O pedido ${this.reference} já foi coletado e não pode sair da coleta.`);
    }
    this.raise(OrderEvents.OrderPickupRemoved, {
      pickup_id: this.pickupId,
      status: ORDER_STATUS.awaitingAcceptance,
      at: at.toISOString(),
    } satisfies OrderPickupRemoved);
  }

  /** The carrier collected the goods: in transit (3) and the 'Coletado' occurrence (code 202). */
  collect(companyId: string, at: Date): void {
    this.assertOwnedBy(companyId);
    if (this.status !== ORDER_STATUS.awaitingAcceptance && this.status !== ORDER_STATUS.pickupAccepted) return;
    this.raise(OrderEvents.OrderStatusChanged, {
      from: this.status,
      to: ORDER_STATUS.inTransit,
      at: at.toISOString(),
    } satisfies OrderStatusChanged);
    // Recorded once in transit, so the public tracking page counts it as movement (§2.3 step header).
    this.registerTracking(
      companyId,
      {
        code: '202',
        description: 'Coletado',
        message: 'Coleta realizada pela transportadora',
        occurred_at: at.toISOString(),
        source: 'carrier',
      },
      null,
      at,
    );
  }

  /**
   * A carrier's events for one volume (or every volume: shipmentId null), in the order they happened
   * whatever order they came in. Each new key is an occurrence on the timeline (the §9 code and alert
   * its state and problem raise); the order moves forward when every tracked volume got that far
   * (delivered when every volume with carrier events is delivered), never backwards, and not out of
   * delivered or returned. A key already seen is counted as a duplicate and changes nothing.
   */
  receiveCarrierEvents(
    companyId: string,
    shipmentId: string | null,
    events: readonly ReceivedCarrierEvent[],
    at: Date,
  ): CarrierEventsOutcome {
    this.assertOwnedBy(companyId);
    if (shipmentId !== null && !this.shipmentIds.has(shipmentId))
      throw new DomainError('not-found', 'Volume não encontrado neste pedido.');
    const fresh = events.filter((event) => !this.carrierEventKeys.has(event.key));
    if (fresh.length > 0 && !CARRIER_EVENT_STATUSES.includes(this.status)) {
      throw new DomainError(
        'conflict',
        `O pedido ${this.reference} está ${ORDER_STATUS_DESCRIPTIONS[this.status]}: eventos da transportadora não são aceitos.`,
      );
    }
    let applied = 0;
    for (const event of [...fresh].sort(byOccurrence)) {
      if (this.carrierEventKeys.has(event.key)) continue; // the same key twice in one batch
      const to = this.carrierMove(shipmentId, event.state);
      if (to !== null) {
        this.raise(OrderEvents.OrderStatusChanged, {
          from: this.status,
          to,
          at: event.occurred_at,
          manually: false,
        } satisfies OrderStatusChanged);
      }
      const occurrence = carrierOccurrenceOf(event);
      this.raise(OrderEvents.OrderTrackingRegistered, {
        detail: {
          status: this.status,
          code: occurrence.code ?? event.code,
          description: event.description,
          message: occurrence.reason,
          occurred_at: event.occurred_at,
          source: 'carrier',
          key: event.key,
          carrier: event.source,
          ...(occurrence.code ? { carrier_code: event.code } : {}),
          state: event.state,
          shipment_id: shipmentId,
          place: event.place,
          receipt_url: event.receipt_url,
        },
        alert_type: occurrence.alert,
        at: at.toISOString(),
      } satisfies OrderTrackingRegistered);
      applied++;
    }
    return { applied, duplicates: events.length - applied };
  }

  /** The status a carrier event in `state` moves the order to, or null: the least advanced tracked volume decides. */
  private carrierMove(shipmentId: string | null, state: TrackingState): OrderStatusId | null {
    const reached = orderStatusOfTrackingState(state);
    if (reached === null || CARRIER_FINAL_STATUSES.includes(this.status)) return null;
    const volumes = this.volumeStatusesWith(shipmentId, reached);
    // Tracked: the volumes with a tracking number of their own or with events; every volume when none
    // has a number (the order's NF-e key names them all). One not heard of yet counts as in transit.
    const tracked = [...this.shipmentIds].filter(
      (id) => this.numberedShipmentIds.size === 0 || this.numberedShipmentIds.has(id) || volumes.has(id),
    );
    const least = tracked
      .map((id) => volumes.get(id) ?? ORDER_STATUS.inTransit)
      .reduce((a, b) => (carrierStatusRank(b) < carrierStatusRank(a) ? b : a), reached);
    return carrierStatusRank(least) > carrierStatusRank(this.status) ? least : null;
  }

  /** The volumes' carrier statuses once `reached` is applied to the volume named (or every volume). */
  private volumeStatusesWith(shipmentId: string | null, reached: OrderStatusId): Map<string, OrderStatusId> {
    const volumes = new Map(this.carrierVolumeStatus);
    for (const id of shipmentId === null ? this.shipmentIds : [shipmentId]) {
      const current = volumes.get(id);
      if (current === undefined || carrierStatusRank(reached) > carrierStatusRank(current)) volumes.set(id, reached);
    }
    return volumes;
  }

  /** The recipient rates a delivered order, once. */
  rate(review: OrderRated['review']): void {
    if (!this.exists) throw orderNotFound();
    if (this.status !== ORDER_STATUS.delivered)
      throw new DomainError('conflict', 'Só é possível avaliar um pedido entregue.');
    if (this.rated) throw new DomainError('conflict', 'Esta entrega já foi avaliada. Obrigado!');
    this.raise(OrderEvents.OrderRated, { review } satisfies OrderRated);
  }

  /** The carrier accepted the pickup of an order awaiting it (2 → 6). */
  acceptPickup(companyId: string, at: Date): void {
    this.assertOwnedBy(companyId);
    if (this.status !== ORDER_STATUS.awaitingAcceptance) {
      throw new DomainError(
        'conflict',
        `Não é possível aceitar a coleta de um pedido ${ORDER_STATUS_DESCRIPTIONS[this.status]}.`,
      );
    }
    this.raise(OrderEvents.OrderStatusChanged, {
      from: this.status,
      to: ORDER_STATUS.pickupAccepted,
      at: at.toISOString(),
    } satisfies OrderStatusChanged);
  }

  /** 1 without an invoice, 2 with one. */
  private statusWithCarrier(data: OrderData): OrderStatusId {
    return hasInvoice(data) ? ORDER_STATUS.awaitingAcceptance : ORDER_STATUS.awaitingInvoice;
  }

  private decide(action: OrderAction, role: Role): OrderStatusId {
    return ruleRefusal(() => assertTransition(this.status, action, role));
  }

  private assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId) throw orderNotFound();
  }

  protected evolve({ type, data }: OrderEvent): void {
    switch (type) {
      case OrderEvents.OrderCreated:
        this.exists = true;
        this.companyId = data.company_id;
        this.reference = data.reference;
        this.status = data.status;
        this.trackingOnly = data.tracking_only ?? false;
        this.shipmentIds = new Set(data.shipments.map((s) => s.id));
        this.numberedShipmentIds = new Set(data.shipments.filter((s) => s.tracking_number).map((s) => s.id));
        this.invoiced = hasInvoice(data);
        this.shipping = shippingOf(data);
        this.quoteBasis = { toZip: data.to_address.zip, shipments: data.shipments };
        return;
      case OrderEvents.OrderUpdated:
        this.status = data.status;
        this.reference = data.reference;
        this.shipmentIds = new Set(data.shipments.map((s) => s.id));
        this.numberedShipmentIds = new Set(data.shipments.filter((s) => s.tracking_number).map((s) => s.id));
        this.invoiced = hasInvoice(data);
        this.shipping = shippingOf(data);
        this.quoteBasis = { toZip: data.to_address.zip, shipments: data.shipments };
        return;
      case OrderEvents.OrderCarrierChanged:
        if (!data.shipment_id) {
          this.shipping = {
            carrier: data.carrier,
            estimated_cost: data.estimated_cost,
            deadline: data.deadline ?? this.shipping.deadline,
            delivery: data.delivery ?? null,
          };
        }
        return;
      case OrderEvents.OrderDeliveryDateChanged:
        this.shipping = { ...this.shipping, deadline: data.deadline };
        return;
      case OrderEvents.OrderCancelled:
        this.status = ORDER_STATUS.cancelled;
        return;
      case OrderEvents.OrderStatusChanged:
        this.status = data.to;
        return;
      case OrderEvents.OrderInvoiceSent:
        this.status = data.status;
        this.invoiced = true;
        return;
      case OrderEvents.OrderRated:
        this.rated = true;
        return;
      case OrderEvents.OrderTrackingNumberSet:
        this.numberedShipmentIds.add(data.shipment_id);
        return;
      case OrderEvents.OrderTrackingRegistered: {
        const { key, state, shipment_id } = data.detail;
        if (key === undefined) return;
        this.carrierEventKeys.add(key);
        const reached = state ? orderStatusOfTrackingState(state) : null;
        if (reached !== null) this.carrierVolumeStatus = this.volumeStatusesWith(shipment_id ?? null, reached);
        return;
      }
      case OrderEvents.OrderIssueAdded:
      case OrderEvents.OrderAttachmentAdded:
        return;
      case OrderEvents.OrderPickupAssigned:
        this.pickupId = data.pickup_id;
        return;
      case OrderEvents.OrderPickupRemoved:
        this.pickupId = null;
        this.status = data.status;
        return;
    }
  }
}

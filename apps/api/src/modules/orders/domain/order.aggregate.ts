import { assertTransition, ORDER_STATUS, ORDER_STATUS_DESCRIPTIONS, type OrderAction, type OrderRole, type OrderStatusId } from '@despacho/domain';
import { Aggregate } from '../../../platform/event-store/aggregate.js';
import { ConflictError } from '../../../platform/http/app-errors.js';
import {
  type OrderCancelled,
  type OrderCreated,
  type OrderData,
  OrderEvents,
  type OrderStatusChanged,
  type OrderUpdated,
} from '../events/order-events.js';
import { orderNotFound, ruleRefusal } from './order.errors.js';

/** The edit menu is offered for these statuses only (orders-pickups.md §2, order detail header). */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatusId[] = [1, 2, 10, 11, 12];

const hasInvoice = (data: OrderData) => Boolean(data.invoice_number || data.invoice_key);

/**
 * An order and its volumes. Status moves go through the domain's status machine (assertTransition);
 * the clock is an input (`at`), so demo data and imports can tell when things happened.
 */
export class Order extends Aggregate {
  readonly streamType = 'order';
  companyId = '';
  exists = false;
  status: OrderStatusId = ORDER_STATUS.awaitingInvoice;
  private shipmentIds = new Set<string>();

  /** Starts at 1 (Aguardando Nota), or 2 when the invoice number or key comes with it. */
  create(companyId: string, data: OrderData, at: Date): void {
    const status = hasInvoice(data) ? ORDER_STATUS.awaitingAcceptance : ORDER_STATUS.awaitingInvoice;
    this.raise(OrderEvents.OrderCreated, {
      order_id: this.id,
      company_id: companyId,
      status,
      created_at: at.toISOString(),
      ...data,
    } satisfies OrderCreated);
  }

  /** The volume ids an edit may keep; another company's order is not found. */
  shipmentIdsFor(companyId: string): ReadonlySet<string> {
    this.assertOwnedBy(companyId);
    return this.shipmentIds;
  }

  update(companyId: string, data: OrderData, role: OrderRole, at: Date): void {
    this.assertOwnedBy(companyId);
    if (!EDITABLE_ORDER_STATUSES.includes(this.status)) {
      throw new ConflictError(`Não é possível editar um pedido ${ORDER_STATUS_DESCRIPTIONS[this.status]}.`);
    }
    const status = this.status === ORDER_STATUS.awaitingInvoice && hasInvoice(data) ? this.decide('sendInvoice', role) : this.status;
    this.raise(OrderEvents.OrderUpdated, { ...data, status, updated_at: at.toISOString() } satisfies OrderUpdated);
  }

  cancel(companyId: string, role: OrderRole, at: Date): void {
    this.assertOwnedBy(companyId);
    this.decide('cancel', role);
    this.raise(OrderEvents.OrderCancelled, { company_id: companyId, from: this.status, cancelled_at: at.toISOString() } satisfies OrderCancelled);
  }

  /** Manual moves (in transit, out for delivery, delivered, in return) as the status machine allows them. */
  move(companyId: string, action: Exclude<OrderAction, 'cancel' | 'changeDeliveryDate'>, role: OrderRole, at: Date): void {
    this.assertOwnedBy(companyId);
    this.changeStatus(this.decide(action, role), at);
  }

  /** The carrier accepted the pickup of an order awaiting it (2 → 6). */
  acceptPickup(companyId: string, at: Date): void {
    this.assertOwnedBy(companyId);
    if (this.status !== ORDER_STATUS.awaitingAcceptance) {
      throw new ConflictError(`Não é possível aceitar a coleta de um pedido ${ORDER_STATUS_DESCRIPTIONS[this.status]}.`);
    }
    this.changeStatus(ORDER_STATUS.pickupAccepted, at);
  }

  private changeStatus(to: OrderStatusId, at: Date): void {
    if (to === this.status) return;
    this.raise(OrderEvents.OrderStatusChanged, { from: this.status, to, at: at.toISOString() } satisfies OrderStatusChanged);
  }

  private decide(action: OrderAction, role: OrderRole): OrderStatusId {
    return ruleRefusal(() => assertTransition(this.status, action, role));
  }

  private assertOwnedBy(companyId: string): void {
    if (!this.exists || this.companyId !== companyId) throw orderNotFound();
  }

  protected evolve(type: string, data: any): void {
    switch (type) {
      case OrderEvents.OrderCreated:
        this.exists = true;
        this.companyId = data.company_id;
        this.status = data.status;
        this.shipmentIds = new Set(data.shipments.map((s: { id: string }) => s.id));
        return;
      case OrderEvents.OrderUpdated:
        this.status = data.status;
        this.shipmentIds = new Set(data.shipments.map((s: { id: string }) => s.id));
        return;
      case OrderEvents.OrderCancelled:
        this.status = ORDER_STATUS.cancelled;
        return;
      case OrderEvents.OrderStatusChanged:
        this.status = data.to;
        return;
    }
  }
}

import { Injectable } from '@nestjs/common';
import type { Policy } from '../../../platform/event-store/projection.js';
import type { StoredEvent } from '../../../platform/event-store/stored-event.js';
import { type OrderCreated, OrderEvents, type OrderInvoiceSent, type OrderUpdated } from '../../orders/index.js';
import { CteReconciler } from './reconciliation/cte-reconciler.js';

/** Events that give an order its NF-e key: a new order, an edit, an invoice sent later. */
const WITH_INVOICE = new Set<string>([
  OrderEvents.OrderCreated,
  OrderEvents.OrderUpdated,
  OrderEvents.OrderInvoiceSent,
]);

/**
 * A CT-e waiting on the unreconciled tab is reconciled as soon as an order with one of its NF-e keys
 * arrives (imported, created or given its invoice), without the merchant pressing 'Reprocessar'.
 * Run by the event relay after the order is saved; reconciling twice does nothing.
 */
@Injectable()
export class ReconcileCtesWhenOrderArrives implements Policy {
  readonly name = 'reconcile-ctes-when-order-arrives';

  constructor(private readonly reconciler: CteReconciler) {}

  handles(type: string): boolean {
    return WITH_INVOICE.has(type);
  }

  async run(event: StoredEvent<OrderCreated | OrderUpdated | OrderInvoiceSent>): Promise<void> {
    const companyId = event.metadata.company_id;
    const key = event.data.invoice_key;
    if (!companyId || !key) return;
    await this.reconciler.reconcileWaiting(
      companyId,
      {
        companyId,
        userId: event.metadata.user_id,
        correlationId: event.metadata.correlation_id,
        causationId: event.id,
      },
      { invoiceKeys: [key] },
    );
  }
}

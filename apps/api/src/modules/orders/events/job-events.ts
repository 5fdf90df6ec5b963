import type { DomainEvent } from '../../../platform/event-store/domain-event.js';

/** Outcomes of the orders context's background jobs, recorded so others (notifications) can react. */
export const OrderJobEvents = {
  InvoiceBatchFinished: 'invoice-batch.finished',
  /** The same outcome for a CT-e batch of the freight audit (batches of type 2). */
  CteBatchFinished: 'cte-batch.finished',
  OrdersReportSent: 'orders-report.sent',
} as const;

/** An NF-e or CT-e import (batch) ran to its end. */
export interface InvoiceBatchFinished {
  company_id: string;
  batch_id: string;
  batch: number;
  total: number;
  total_success: number;
  total_error: number;
}

/** The orders report went out by e-mail to `email`. */
export interface OrdersReportSent {
  company_id: string;
  task_id: string;
  email: string;
  orders: number;
}

export type OrderJobEvent =
  | DomainEvent<typeof OrderJobEvents.InvoiceBatchFinished, InvoiceBatchFinished>
  | DomainEvent<typeof OrderJobEvents.CteBatchFinished, InvoiceBatchFinished>
  | DomainEvent<typeof OrderJobEvents.OrdersReportSent, OrdersReportSent>;

import type { EventStore } from '../../../platform/event-store/event-store.js';
import { ConcurrencyError } from '../../../platform/http/app-errors.js';

/** Outcomes of the orders context's background jobs, recorded so others (notifications) can react. */
export const OrderJobEvents = {
  InvoiceBatchFinished: 'invoice-batch.finished',
  OrdersReportSent: 'orders-report.sent',
} as const;

/** An NF-e import (batch) ran to its end. */
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

/**
 * Records a job's outcome once: its own stream per run, so the retry of a job that already recorded
 * it meets the stream taken and records nothing more.
 */
export async function recordJobOutcome(
  store: EventStore,
  stream: { id: string; type: string },
  event: { type: string; data: object },
  context: { companyId: string; userId: string | null; correlationId: string },
): Promise<void> {
  try {
    await store.append(stream, 0, [event], context);
  } catch (error) {
    if (!(error instanceof ConcurrencyError)) throw error;
  }
}

import type { ExceptionDetected } from '../events/exception-events.js';
import { ExceptionEvents, type ExceptionWatchEvent } from '../events/exception-events.js';
import { Aggregate } from '../../../platform/event-store/aggregate.js';

/**
 * What the periodic scan found about one order (the aggregate id is the order's): its detections are
 * events, so the desk's rows stay a fold of the log even for exceptions that time alone opened.
 */
export class ExceptionWatch extends Aggregate<ExceptionWatchEvent> {
  readonly streamType = 'exception-watch';

  constructor(
    orderId: string,
    private readonly companyId: string,
  ) {
    super(orderId);
  }

  detect(found: Pick<ExceptionDetected, 'kind' | 'detail' | 'at'>): void {
    this.raise(ExceptionEvents.ExceptionDetected, { company_id: this.companyId, order_id: this.id, ...found });
  }

  protected evolve(): void {}
}

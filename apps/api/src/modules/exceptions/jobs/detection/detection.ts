import type { ExceptionDetected } from '../../events/exception-events.js';

/** An order the scan found needing someone. */
export interface Detection {
  orderId: string;
  companyId: string;
  kind: ExceptionDetected['kind'];
  detail: string;
}

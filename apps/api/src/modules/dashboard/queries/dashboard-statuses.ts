import { ORDER_STATUS } from '@despacho/domain';
import { raw } from '../../../platform/database/sql.js';

/** Cancelled orders count only in the status chart. */
export const NOT_CANCELLED = raw(`d.status <> ${ORDER_STATUS.cancelled}`);

export const AWAITING_INVOICE = raw(`d.status = ${ORDER_STATUS.awaitingInvoice}`);

/** Shipments the carrier already has: in transit and everything after it. */
const WITH_CARRIER = [
  ORDER_STATUS.inTransit,
  ORDER_STATUS.outForDelivery,
  ORDER_STATUS.delivered,
  ORDER_STATUS.returning,
  ORDER_STATUS.failed,
  ORDER_STATUS.returned,
];
export const SHIPPED = raw(`d.status IN (${WITH_CARRIER.join(', ')})`);

import { orderStatus, statusTransitionOf, type OrderStatusId } from '@despacho/domain';
import { PICKUP_DEADLINE_SQL } from './pickup-deadline.js';
import type { OrderDto } from './order.dto.js';

/**
 * The list and the detail read the same columns; `o` is orders, `p` the pickup. The carrier is only
 * its id here: OrderCarriers reads the page's carriers from catalog's reader (one query per page).
 */
export const ORDER_COLUMNS = `o.id, o.reference, o.invoice_number, o.invoice_key, o.is_drop_shipping, o.carrier_name, o.carrier_id,
    o.status, o.status_history, o.shipments, o.total_origins, o.to_address,
    json_build_object('city', o.from_city) AS from_address,
    json_build_object('id', o.distribution_center_id, 'reference', o.distribution_center_reference) AS distribution_center,
    o.property, o.alert_type AS order_alert_type, o.pickup_id, p.number AS pickup_number,
    to_char(COALESCE((p.pickuped_at AT TIME ZONE 'America/Sao_Paulo')::date, ${PICKUP_DEADLINE_SQL}), 'YYYY-MM-DD') AS pickup_date, to_char(o.deadline, 'YYYY-MM-DD') AS deadline, o.delivered_at,
    o.cargo_value::float8 AS cargo_value, o.estimated_cost::float8 AS estimated_cost, o.created_at, o.updated_at, o.tracking_only`;

export const ORDER_FROM = 'FROM orders o LEFT JOIN order_pickups p ON p.id = o.pickup_id';

export type OrderRow = Omit<OrderDto, 'status' | 'status_transition'> & {
  status: OrderStatusId;
  status_history: { status: OrderStatusId }[];
};

/** A row as ORDER_COLUMNS read it: the carrier's id, not yet the carrier. */
export type StoredOrderRow = Omit<OrderRow, 'carrier'> & { carrier_id: string | null };

/** status {id, description} and the progress steps come from the domain's status table. */
export function orderDtoOf({ status, status_history, ...row }: OrderRow): OrderDto {
  return {
    ...row,
    status: orderStatus(status),
    status_transition: statusTransitionOf(
      status,
      status_history.map((entry) => entry.status),
    ),
  };
}

import { ORDER_STATUS } from '@despacho/domain';
import type { Order } from '../../../orders/index.js';
import type { Pickup } from '../../domain/pickup.aggregate.js';
import type { PickupConfirmed } from '../../events/pickup-events.js';

/** The pickup gets its date and its orders still awaiting acceptance move to 'Coleta aceita' (2 → 6). */
export function acceptPickup(
  pickup: Pickup,
  orders: Order[],
  confirmation: Omit<PickupConfirmed, 'at'>,
  at: Date,
): void {
  pickup.confirm(pickup.companyId, confirmation, at);
  for (const order of orders)
    if (order.status === ORDER_STATUS.awaitingAcceptance) order.acceptPickup(pickup.companyId, at);
}

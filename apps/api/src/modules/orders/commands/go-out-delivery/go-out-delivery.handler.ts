import { roleOf } from '@despacho/domain';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { GoOutDeliveryCommand } from './go-out-delivery.command.js';

/** Super admins only (orders-pickups.md §6), from 2, 6 or 3 to 4. */
export const GoOutDeliveryHandler = singleOrderHandler(GoOutDeliveryCommand, {
  message: 'Pedido saiu para entrega!',
  decide: (order, { actor }, at) => order.move(actor.companyId, 'markOutForDelivery', roleOf(actor), at),
});

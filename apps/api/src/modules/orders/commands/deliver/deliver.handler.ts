import { roleOf } from '@despacho/domain';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { DeliverCommand } from './deliver.command.js';

/** Admins and super admins, from 2, 6, 3, 4 and 7 to 5. */
export const DeliverHandler = singleOrderHandler(DeliverCommand, {
  message: 'Pedido entregue com sucesso!',
  decide: (order, { actor }, at) => order.move(actor.companyId, 'markDelivered', roleOf(actor), at),
});

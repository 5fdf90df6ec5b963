import { roleOf } from '@despacho/domain';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { ReturnToSenderCommand } from './return-to-sender.command.js';

/** Admins and super admins, from 2, 6, 3 and 4 to 7; irreversible. The spec gives no success text. */
export const ReturnToSenderHandler = singleOrderHandler(ReturnToSenderCommand, {
  message: 'Pedido marcado como em devolução.',
  decide: (order, { actor }, at) => order.move(actor.companyId, 'markInReturn', roleOf(actor), at),
});

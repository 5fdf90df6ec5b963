import { roleOf } from '@despacho/domain';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { CancelOrderCommand } from './cancel-order.command.js';

/** By id or reference, from the statuses the status machine allows; cancel is irreversible, so twice is a 409. */
export const CancelOrderHandler = singleOrderHandler(CancelOrderCommand, {
  message: 'Pedido cancelado com sucesso',
  decide: (order, { actor }, at) => order.cancel(actor.companyId, roleOf(actor), at),
});

import { roleOf } from '@despacho/domain';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { ChangeDeliveryDateCommand } from './change-delivery-date.command.js';

/** Super admins only, while the order is not delivered, cancelled or returned. */
export const ChangeDeliveryDateHandler = singleOrderHandler(ChangeDeliveryDateCommand, {
  message: 'Data de entrega alterada com sucesso',
  decide: (order, { actor, payload }, at) =>
    order.changeDeliveryDate(actor.companyId, payload.delivery_date, roleOf(actor), at),
});

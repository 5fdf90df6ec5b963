import { roleOf } from '@despacho/domain';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { CancelShipmentCommand } from './cancel-shipment.command.js';

/** The list's bulk 'cancel shipment': the order named by its reference is cancelled, irreversibly. */
export const CancelShipmentHandler = singleOrderHandler(CancelShipmentCommand, {
  message: 'Remessa cancelada com sucesso!',
  decide: (order, { actor }, at) => order.cancel(actor.companyId, roleOf(actor), at),
});

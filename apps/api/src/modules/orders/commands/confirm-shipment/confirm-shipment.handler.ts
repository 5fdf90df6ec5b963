import { roleOf } from '@despacho/domain';
import { singleOrderHandler } from '../shared/single-order.handler.js';
import { ConfirmShipmentCommand } from './confirm-shipment.command.js';

/** Any user, from 1 (Aguardando Nota) or 11 (Aguardando Aprovação) to 2. */
export const ConfirmShipmentHandler = singleOrderHandler(ConfirmShipmentCommand, {
  message: 'Remessa confirmada com sucesso!',
  decide: (order, { actor }, at) => order.move(actor.companyId, 'confirmShipment', roleOf(actor), at),
});

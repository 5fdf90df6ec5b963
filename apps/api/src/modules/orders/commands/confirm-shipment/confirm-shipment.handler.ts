import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { ConfirmShipmentCommand } from './confirm-shipment.command.js';

/** Any user, from 1 (Aguardando Nota) or 11 (Aguardando Aprovação) to 2. */
@CommandHandler(ConfirmShipmentCommand)
export class ConfirmShipmentHandler
  extends SingleOrderHandler<ConfirmShipmentCommand>
  implements ICommandHandler<ConfirmShipmentCommand>
{
  protected readonly message = 'Remessa confirmada com sucesso!';

  protected decide(order: Order, { actor }: ConfirmShipmentCommand, at: Date): void {
    order.move(actor.companyId, 'confirmShipment', roleOf(actor), at);
  }
}

import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { CancelShipmentCommand } from './cancel-shipment.command.js';

/** The list's bulk 'cancel shipment': the order named by its reference is cancelled, irreversibly. */
@CommandHandler(CancelShipmentCommand)
export class CancelShipmentHandler
  extends SingleOrderHandler<CancelShipmentCommand>
  implements ICommandHandler<CancelShipmentCommand>
{
  protected readonly message = 'Remessa cancelada com sucesso!';

  protected decide(order: Order, { actor }: CancelShipmentCommand, at: Date): void {
    order.cancel(actor.companyId, roleOf(actor), at);
  }
}

import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { ChangeDeliveryDateCommand } from './change-delivery-date.command.js';

/** Super admins only, while the order is not delivered, cancelled or returned. */
@CommandHandler(ChangeDeliveryDateCommand)
export class ChangeDeliveryDateHandler
  extends SingleOrderHandler<ChangeDeliveryDateCommand>
  implements ICommandHandler<ChangeDeliveryDateCommand>
{
  protected readonly message = 'Data de entrega alterada com sucesso';

  protected decide(order: Order, { actor, payload }: ChangeDeliveryDateCommand, at: Date): void {
    order.changeDeliveryDate(actor.companyId, payload.delivery_date, roleOf(actor), at);
  }
}

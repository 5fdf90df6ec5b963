import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { GoOutDeliveryCommand } from './go-out-delivery.command.js';

/** Super admins only (orders-pickups.md §6), from 2, 6 or 3 to 4. */
@CommandHandler(GoOutDeliveryCommand)
export class GoOutDeliveryHandler
  extends SingleOrderHandler<GoOutDeliveryCommand>
  implements ICommandHandler<GoOutDeliveryCommand>
{
  protected readonly message = 'Pedido saiu para entrega!';

  protected decide(order: Order, { actor }: GoOutDeliveryCommand, at: Date): void {
    order.move(actor.companyId, 'markOutForDelivery', roleOf(actor), at);
  }
}

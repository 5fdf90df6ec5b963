import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { ReturnToSenderCommand } from './return-to-sender.command.js';

/** Admins and super admins, from 2, 6, 3 and 4 to 7; irreversible. The spec gives no success text. */
@CommandHandler(ReturnToSenderCommand)
export class ReturnToSenderHandler
  extends SingleOrderHandler<ReturnToSenderCommand>
  implements ICommandHandler<ReturnToSenderCommand>
{
  protected readonly message = 'Pedido marcado como em devolução.';

  protected decide(order: Order, { actor }: ReturnToSenderCommand, at: Date): void {
    order.move(actor.companyId, 'markInReturn', roleOf(actor), at);
  }
}

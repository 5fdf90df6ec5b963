import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { CancelOrderCommand } from './cancel-order.command.js';

/** By id or reference, from the statuses the status machine allows; cancel is irreversible, so twice is a 409. */
@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler
  extends SingleOrderHandler<CancelOrderCommand>
  implements ICommandHandler<CancelOrderCommand>
{
  protected readonly message = 'Pedido cancelado com sucesso';

  protected decide(order: Order, { actor }: CancelOrderCommand, at: Date): void {
    order.cancel(actor.companyId, roleOf(actor), at);
  }
}

import { roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Order } from '../../domain/order.aggregate.js';
import { SingleOrderHandler } from '../shared/single-order.handler.js';
import { DeliverCommand } from './deliver.command.js';

/** Admins and super admins, from 2, 6, 3, 4 and 7 to 5. */
@CommandHandler(DeliverCommand)
export class DeliverHandler extends SingleOrderHandler<DeliverCommand> implements ICommandHandler<DeliverCommand> {
  protected readonly message = 'Pedido entregue com sucesso!';

  protected decide(order: Order, { actor }: DeliverCommand, at: Date): void {
    order.move(actor.companyId, 'markDelivered', roleOf(actor), at);
  }
}

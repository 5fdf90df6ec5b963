import { BATCH_ACTIONS, roleOf } from '@despacho/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OrderChanger } from '../shared/order-changer.js';
import { RunBatchActionCommand } from './run-batch-action.command.js';

/** Cancels or moves one order of a batch (by reference), as the caller's role may; answers its id. */
@CommandHandler(RunBatchActionCommand)
export class RunBatchActionHandler implements ICommandHandler<RunBatchActionCommand> {
  constructor(private readonly orders: OrderChanger) {}

  execute({ payload: { reference, action }, actor, context }: RunBatchActionCommand): Promise<string> {
    const { companyId } = actor;
    return this.orders.change(companyId, { reference }, context, (order) => {
      if (action === 'cancel') order.cancel(companyId, roleOf(actor), new Date());
      else order.move(companyId, BATCH_ACTIONS[action], roleOf(actor), new Date());
    });
  }
}
